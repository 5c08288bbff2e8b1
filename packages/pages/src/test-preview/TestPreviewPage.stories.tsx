import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestPreviewPage } from './TestPreviewPage';

/** Route testPreview: device fields (remembered), links to every route, device APIs and the order-list call. */
const meta = {
  title: 'Pages/Test preview',
  component: TestPreviewPage,
} satisfies Meta<typeof TestPreviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TestPreview: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = {
  ...TestPreview,
  globals: { viewport: { value: 'phone320', isRotated: false } },
  tags: ['viewport'],
};
export const Large390: Story = {
  ...TestPreview,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  tags: ['viewport'],
};
