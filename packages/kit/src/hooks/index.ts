// React hooks the components use and pages may too.
export { useControllableState } from './use-controllable-state';
export type { ControllableStateOptions } from './use-controllable-state';
export { useSingleFlight } from './use-single-flight';
export type { SingleFlight } from './use-single-flight';
export { useLatest } from './use-latest';
export { useCanCallNative } from './use-can-call-native';
