import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '../../../toast/toast';
import { ImageUploader, type UploadResult } from './ImageUploader';
import { textOf } from '../../../testing';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const identity = async (image: Blob) => image;

afterEach(() => clearToasts());

function setup(props: Partial<Parameters<typeof ImageUploader>[0]> = {}) {
  let n = 0;
  const upload = vi.fn(async (): Promise<UploadResult> => ({ ok: true, url: `/u/${++n}.png` }));
  const onChange = vi.fn();
  render(<ImageUploader upload={upload} onValueChange={onChange} resize={identity} {...props} />);
  return { upload, onChange, input: () => document.querySelector<HTMLInputElement>('input[type="file"]') };
}

describe('ImageUploader', () => {
  it('says while an image is on its way, so a form can wait for it before sending', async () => {
    let finish!: (result: UploadResult) => void;
    const upload = vi.fn(() => new Promise<UploadResult>((resolve) => (finish = resolve)));
    const onUploadingChange = vi.fn();
    render(<ImageUploader upload={upload} onUploadingChange={onUploadingChange} resize={identity} />);
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png('a.png'));
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(true));
    finish({ ok: true, url: '/u/a.png' });
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(false));
  });

  it('uploads each picked image and reports the URLs in order', async () => {
    const { upload, onChange, input } = setup();
    await userEvent.upload(input()!, [png('a.png'), png('b.png')]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['/u/1.png', '/u/2.png']));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getByText('2/9 images')).toBeInTheDocument();
    expect(getToasts().map((t) => t.message)).toContain('Photo uploaded');
  });

  it('counts a multi-pick against the limit and hides the add tile when full', async () => {
    const { upload, input } = setup({ maxCount: 3, defaultValue: ['/old.png'] });
    await userEvent.upload(input()!, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(screen.getByText('3/3 images')).toBeInTheDocument();
    expect(input()).toBeNull();
  });

  it('refuses what is not an image', async () => {
    const { upload, input } = setup();
    await userEvent.upload(input()!, [new File(['x'], 'notes.txt', { type: 'text/plain' })], { applyAccept: false });
    expect(upload).not.toHaveBeenCalled();
    expect(getToasts().map((t) => t.message)).toContain('Only images can be uploaded');
  });

  it('marks a failed upload with Retry, which uploads it again', async () => {
    const upload = vi
      .fn<(image: Blob) => Promise<UploadResult>>()
      .mockResolvedValueOnce({ ok: false, message: 'Server busy' })
      .mockResolvedValueOnce({ ok: true, url: '/u/ok.png' });
    const onChange = vi.fn();
    render(<ImageUploader upload={upload} onValueChange={onChange} resize={identity} />);
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, png('a.png'));
    const retry = await screen.findByRole('button', { name: textOf('common.retry') });
    expect(getToasts().map((t) => t.message)).toEqual(['Server busy']);
    await userEvent.click(retry);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['/u/ok.png']));
    // The newest toast replaces the one showing.
    expect(getToasts().map((t) => t.message)).toEqual(['Photo uploaded']);
  });

  it('restores a draft, deletes an image, and previews one', async () => {
    const { onChange } = setup({ defaultValue: ['/a.png', '/b.png'] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(onChange).toHaveBeenLastCalledWith(['/b.png']);
    await userEvent.click(screen.getByRole('button', { name: 'View image 1' }));
    expect(await screen.findByRole('dialog', { name: 'View image 1' })).toBeInTheDocument();
  });
});
