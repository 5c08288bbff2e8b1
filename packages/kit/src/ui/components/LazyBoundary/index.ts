export { lazyWithRetry } from './LazyBoundary';
