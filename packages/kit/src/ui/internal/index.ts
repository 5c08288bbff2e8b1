// Helpers the components share; not exported from the package.
export { cx } from './cx';
export { mergeRefs } from './merge-refs';
export { useControllableState } from './use-controllable-state';
export type { ControllableStateOptions } from './use-controllable-state';
