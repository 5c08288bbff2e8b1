import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import type { RecommendedProduct } from '../../../api/endpoints/loan-details';
import { isProductEnabled } from '../../../format/meaning';
import { useT } from '../../../i18n/I18nProvider';
import { safeUrl } from '../../../url/url';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './ProductCard.css';

export interface ProductCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'children' | 'onSelect'> {
  product: RecommendedProduct;
  /** Called on a tap of an enabled product; a product whose flag is '0' cannot be chosen. */
  onSelect?: (product: RecommendedProduct) => void;
  /** Disables the button while the product's jump request is in flight. */
  busy?: boolean;
}

export { isProductEnabled };

/** A recommended loan product: logo, name, amount range with its caption, rate, description, tags. */
export const ProductCard = forwardRef<HTMLElement, ProductCardProps>(function ProductCard(
  { product, onSelect, busy = false, className, ...rest },
  ref,
) {
  const t = useT();
  const enabled = isProductEnabled(product);
  const logo = safeUrl(product.logo);
  return (
    <article
      aria-label={product.name}
      {...rest}
      ref={ref}
      className={cx('loan-product-card', !enabled && 'loan-product-card--disabled', className)}
    >
      <header className="loan-product-card__header">
        {logo && <img className="loan-product-card__logo" src={logo} alt="" width="40" height="40" loading="lazy" />}
        <h3 className="loan-product-card__name">{product.name}</h3>
      </header>
      <div className="loan-product-card__figures">
        <div>
          <p className="loan-product-card__amount">{product.amountRange}</p>
          <p className="loan-product-card__caption">{product.amountCaption}</p>
        </div>
        <p className="loan-product-card__rate">{product.rate}</p>
      </div>
      {product.description && <p className="loan-product-card__description">{product.description}</p>}
      {product.tags.length > 0 && (
        <ul className="loan-product-card__tags">
          {product.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="loan-product-card__button"
        disabled={!enabled || busy}
        aria-busy={busy || undefined}
        aria-label={`${product.buttonText || t('ui.more')}: ${product.name}`}
        onClick={() => enabled && !busy && onSelect?.(product)}
      >
        {enabled ? product.buttonText : product.buttonText || t('ui.productUnavailable')}
      </button>
    </article>
  );
});

export interface RecommendedProductsProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'onSelect'> {
  products: ReadonlyArray<RecommendedProduct>;
  onSelect?: (product: RecommendedProduct) => void;
  /** productKey of the product whose request is in flight. */
  busyKey?: string;
}

/** The "More loans for you" block. Renders nothing without products. */
export const RecommendedProducts = forwardRef<HTMLElement, RecommendedProductsProps>(function RecommendedProducts(
  { products, onSelect, busyKey, className, ...rest },
  ref,
) {
  const t = useT();
  const titleId = useId();
  if (products.length === 0) return null;
  return (
    <section {...rest} ref={ref} className={cx('loan-recommended', className)} aria-labelledby={titleId}>
      <h2 id={titleId} className="loan-recommended__title">
        {t('ui.moreProducts')}
      </h2>
      <div className="loan-recommended__list">
        {products.map((product) => (
          <ProductCard
            key={product.productKey || product.productId || product.name}
            product={product}
            onSelect={onSelect}
            busy={busyKey !== undefined && busyKey === product.productKey}
          />
        ))}
      </div>
    </section>
  );
});
