import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestPreviewPage } from './TestPreviewPage';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route testPreview: device fields (remembered), links to every route, device APIs and the order-list call. */
const meta = {
  title: 'Pages/Test preview',
  component: TestPreviewPage,
  parameters: pageDocs,
} satisfies Meta<typeof TestPreviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TestPreview: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ TestPreview, Chinese }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(TestPreview), tags: ['viewport'] };
export const Large390: Story = { ...large390(TestPreview), tags: ['viewport'] };
