export { EmptyState, ErrorBoundary, ErrorState, Skeleton } from './PageState';
export type { EmptyStateProps, ErrorBoundaryProps, ErrorStateProps, SkeletonProps } from './PageState';
