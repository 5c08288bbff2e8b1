export {
  lazyWithRetry,
  loadAllParts,
  openWhenLoaded,
  PART_FAILED_EVENT,
  partOpenerProps,
  preloadedPart,
  type LazyPart,
} from './LazyBoundary';
