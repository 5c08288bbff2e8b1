export { lazyWithRetry, loadAllParts, PART_FAILED_EVENT, preloadedPart } from './LazyBoundary';
