// Helpers the components share; not exported from the package.
export { useControllableState } from '../../hooks/use-controllable-state';
export { cx } from './cx';
export { mergeRefs } from './merge-refs';
export { useClientNow } from './use-client-now';
export { useTypedBeforeHydration } from './use-typed-before-hydration';
