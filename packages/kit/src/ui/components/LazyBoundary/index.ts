export { lazyWithRetry, loadAllParts, PART_FAILED_EVENT, preloadedPart, type LazyPart } from './LazyBoundary';
