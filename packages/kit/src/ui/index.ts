import './theme/theme.css';

export { Button } from './components/Button';
export type { ButtonProps } from './components/Button';
export { EmptyState, ErrorBoundary, ErrorState, Skeleton } from './components/PageState';
export type { EmptyStateProps, ErrorBoundaryProps, ErrorStateProps, SkeletonProps } from './components/PageState';
export { ToastHost } from './components/ToastHost';
