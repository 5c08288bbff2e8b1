export { StatusBanner, toneOfStatus } from './StatusBanner';
export type { StatusBannerProps, StatusTone } from './StatusBanner';
