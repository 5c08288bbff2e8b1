export { downscaleImage } from './downscale';
export type { DownscaleOptions } from './downscale';
export { ImageUploader } from './ImageUploader';
export type { ImageUploaderProps, UploadResult } from './ImageUploader';
