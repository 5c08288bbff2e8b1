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
