import { forwardRef, Component, type ComponentPropsWithoutRef, type ErrorInfo, type ReactNode } from 'react';
import { cx } from '../../internal';
import { describeFailure } from '../../../i18n/describe-failure';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../Button';
// Their CSS only: every page carries these states, and a span costs less JS than the icon components.
import '../Icon/Icon.css';
import '../Icon/icons/empty.css';
import '../Icon/icons/error.css';
import '../../theme/tokens.css';
import './PageState.css';

type DivProps = Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'title'>;

export interface SkeletonProps extends DivProps {
  /** Text lines under the banner block. */
  lines?: number;
  /** Draw a tall block first, the shape of a status banner or a card. */
  banner?: boolean;
}

/** Loading placeholder; pages prerender it, so it is what a borrower sees before any script runs. */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(
  { lines = 4, banner = true, className, ...rest },
  ref,
) {
  const t = useT();
  return (
    <div
      {...rest}
      ref={ref}
      className={cx('loan-skeleton', className)}
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <span className="loan-visually-hidden">{t('common.loading')}</span>
      {banner && <div className="loan-skeleton__block loan-skeleton__block--banner" aria-hidden="true" />}
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          className="loan-skeleton__block"
          style={{ width: `${90 - ((index * 17) % 40)}%` }}
          aria-hidden="true"
        />
      ))}
    </div>
  );
});

export interface EmptyStateProps extends DivProps {
  title?: string;
  message?: string;
  action?: ReactNode;
}

export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, message, action, className, ...rest },
  ref,
) {
  const t = useT();
  return (
    <div {...rest} ref={ref} className={cx('loan-page-state', 'loan-page-state--empty', className)}>
      <div className="loan-page-state__icon">
        <span className="loan-icon loan-icon--empty" aria-hidden="true" />
      </div>
      <h2 className="loan-page-state__title">{title ?? t('common.empty')}</h2>
      {message && <p className="loan-page-state__message">{message}</p>}
      {action}
    </div>
  );
});

export interface ErrorStateProps extends DivProps {
  /** A failure from the API layer (or any error); its text is chosen by describeFailure. */
  error?: unknown;
  /** Overrides the text derived from `error`. */
  message?: string;
  title?: string;
  onRetry?: () => void;
  /** Disables Retry while the retried request is in flight. */
  retrying?: boolean;
  /** A way on where Retry cannot help (a page opened without what it needs): a button home, for example. */
  action?: ReactNode;
}

export const ErrorState = forwardRef<HTMLDivElement, ErrorStateProps>(function ErrorState(
  { error, message, title, onRetry, retrying = false, action, className, ...rest },
  ref,
) {
  const t = useT();
  return (
    <div {...rest} ref={ref} className={cx('loan-page-state', 'loan-page-state--error', className)} role="alert">
      <div className="loan-page-state__icon">
        <span className="loan-icon loan-icon--error" aria-hidden="true" />
      </div>
      <h2 className="loan-page-state__title">{title ?? t('common.errorTitle')}</h2>
      <p className="loan-page-state__message">{message ?? describeFailure(error, t)}</p>
      {onRetry && (
        <Button onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      )}
      {action}
    </div>
  );
});

interface ErrorBoundaryState {
  error: unknown;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** Catches a render crash anywhere in a page and shows a readable error with Retry instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (this.state.error) {
      return <ErrorState error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
