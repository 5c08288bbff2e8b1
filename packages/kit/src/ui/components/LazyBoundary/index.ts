export { lazyWithRetry, loadAllParts, preloadedPart } from './LazyBoundary';
