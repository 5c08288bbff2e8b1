export { CountdownButton } from './CountdownButton';
export type { CountdownButtonProps } from './CountdownButton';
