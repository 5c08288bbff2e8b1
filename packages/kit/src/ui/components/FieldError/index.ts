export { FieldError } from './FieldError';
export type { FieldErrorProps } from './FieldError';
