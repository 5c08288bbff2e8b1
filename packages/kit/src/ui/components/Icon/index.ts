export type { IconProps } from './createIcon';
export * from './icons';
