export type { IconProps } from './create-icon';
export * from './icons';
