import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImageUploader, type UploadResult } from './ImageUploader';

const tile = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="${colour}"/></svg>`)}`;

const meta = {
  title: 'Components/ImageUploader',
  component: ImageUploader,
  args: {
    onChange: fn(),
    upload: async (): Promise<UploadResult> => ({ ok: true, url: tile('#00a862') }),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RestoredDraft: Story = { args: { defaultValue: [tile('#2f6fed'), tile('#f0506e')] } };
export const Full: Story = {
  args: { defaultValue: Array.from({ length: 9 }, (_, i) => tile(i % 2 ? '#ff9f1c' : '#7b61ff')) },
};
export const UploadFails: Story = {
  args: { upload: async (): Promise<UploadResult> => ({ ok: false, message: 'The image is larger than 5 MB' }) },
};
