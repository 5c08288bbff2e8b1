export { isProductEnabled, ProductCard, RecommendedProducts } from './ProductCard';
export type { ProductCardProps, RecommendedProductsProps } from './ProductCard';
