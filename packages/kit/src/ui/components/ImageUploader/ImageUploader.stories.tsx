import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageUploader, type UploadResult } from './ImageUploader';
import { textOf } from '../../../testing';

const tile = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="${colour}"/></svg>`)}`;

const meta = {
  title: 'Components/ImageUploader',
  component: ImageUploader,
  args: {
    onValueChange: fn(),
    upload: async (): Promise<UploadResult> => ({ ok: true, url: tile('#007f4c') }),
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
/** A picked image the server refuses: the tile shows the failure, its message and Retry. */
export const UploadFails: Story = {
  args: {
    resize: async (image: Blob) => image,
    upload: async (): Promise<UploadResult> => ({ ok: false, message: 'The image is larger than 5 MB' }),
  },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' }));
    await expect(await within(canvasElement).findByRole('button', { name: textOf('common.retry') })).toBeVisible();
  },
};

/** Interaction: the first upload fails and shows Retry; Retry uploads the same image again. */
export const FailureThenRetry: Story = {
  args: {
    // The picked image as it is: a designer's browser and the test's DOM both skip the downscale.
    resize: async (image: Blob) => image,
    upload: (() => {
      let attempts = 0;
      return async (): Promise<UploadResult> =>
        (attempts += 1) === 1 ? { ok: false, message: 'Server busy' } : { ok: true, url: tile('#2f6fed') };
    })(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' }));
    await userEvent.click(await canvas.findByRole('button', { name: textOf('common.retry') }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith([tile('#2f6fed')]));
    await expect(canvas.queryByRole('button', { name: textOf('common.retry') })).toBeNull();
  },
};
