import { afterEach, describe, expect, it, vi } from 'vitest';
import { downscaleImage } from './downscale';

afterEach(() => vi.unstubAllGlobals());

function stubDecoder(width: number, height: number) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: vi.fn() })),
  );
  const drawn: { width: number; height: number }[] = [];
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    const element = create(tag);
    if (tag === 'canvas') {
      const canvas = element as HTMLCanvasElement;
      canvas.getContext = (() => ({
        drawImage: () => drawn.push({ width: canvas.width, height: canvas.height }),
      })) as never;
      canvas.toBlob = (callback: BlobCallback, type?: string) => callback(new Blob(['small'], { type }));
    }
    return element;
  });
  return drawn;
}

describe('downscaleImage', () => {
  it('draws a 4000x3000 photo at 1600x1200 as JPEG', async () => {
    const drawn = stubDecoder(4000, 3000);
    const photo = new File([new Uint8Array(3_000_000)], 'photo.png', { type: 'image/png' });
    const result = await downscaleImage(photo);
    expect(drawn).toEqual([{ width: 1600, height: 1200 }]);
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBeLessThan(photo.size);
  });

  it('re-encodes a small-pixel file over 1 MB, and leaves a small one alone', async () => {
    const drawn = stubDecoder(800, 600);
    expect(
      await downscaleImage(new File([new Uint8Array(2_000_000)], 'big.png', { type: 'image/png' })),
    ).toHaveProperty('type', 'image/jpeg');
    const small = new File([new Uint8Array(10_000)], 'small.png', { type: 'image/png' });
    expect(await downscaleImage(small)).toBe(small);
    expect(drawn).toEqual([{ width: 800, height: 600 }]);
  });

  it('sends the file as it is where the browser cannot decode it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('unsupported'))),
    );
    const file = new File(['x'], 'x.heic', { type: 'image/heic' });
    expect(await downscaleImage(file)).toBe(file);
  });
});
