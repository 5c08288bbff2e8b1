import './theme/theme.css';

export { Button } from './components/Button';
export type { ButtonProps } from './components/Button';
export { DetailRows } from './components/DetailRows';
export type { DetailRow, DetailRowsProps } from './components/DetailRows';
export { Dialog } from './components/Dialog';
export type { DialogAction, DialogProps } from './components/Dialog';
export { EmptyState, ErrorBoundary, ErrorState, Skeleton } from './components/PageState';
export type { EmptyStateProps, ErrorBoundaryProps, ErrorStateProps, SkeletonProps } from './components/PageState';
export { isProductEnabled, ProductCard, RecommendedProducts } from './components/ProductCard';
export type { ProductCardProps, RecommendedProductsProps } from './components/ProductCard';
export { StarRating } from './components/StarRating';
export type { StarRatingProps } from './components/StarRating';
export { StatusBanner, toneOfStatus } from './components/StatusBanner';
export type { StatusBannerProps, StatusTone } from './components/StatusBanner';
export { ToastHost } from './components/ToastHost';
