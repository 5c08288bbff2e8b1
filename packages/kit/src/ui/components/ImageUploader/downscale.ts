export interface DownscaleOptions {
  /** Longest edge after scaling. */
  maxEdge?: number;
  /** Files above this size are re-encoded even when small enough in pixels. */
  maxBytes?: number;
  quality?: number;
}

/**
 * Phone photos are 4000 px and 5 MB; on a slow network that upload fails. Larger than 1600 px or 1 MB
 * becomes a JPEG of at most 1600 px. Where the browser cannot decode or draw it, the file goes as it is.
 */
export async function downscaleImage(
  file: Blob,
  { maxEdge = 1600, maxBytes = 1024 * 1024, quality = 0.85 }: DownscaleOptions = {},
): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const longest = Math.max(bitmap.width, bitmap.height);
  if (longest <= maxEdge && file.size <= maxBytes) {
    bitmap.close?.();
    return file;
  }
  const scale = Math.min(1, maxEdge / longest);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close?.();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  return blob && blob.size < file.size ? blob : file;
}
