import { forwardRef, useEffect, useSyncExternalStore, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal';
import { dismissToast, getShownToast, subscribeToasts } from '../../../toast/toast';
import '../../theme/tokens.css';
import './ToastHost.css';

const NONE = () => undefined;

/**
 * Renders the toast showing (`showToast`: the newest replaces the one before; a dialog holds all but errors back),
 * above the page's bottom action bar, so it never covers a heading or the dialog. The live region is always in
 * the document so screen readers announce each message.
 */
export type ToastHostProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'>;

export const ToastHost = forwardRef<HTMLDivElement, ToastHostProps>(function ToastHost({ className, ...rest }, ref) {
  const current = useSyncExternalStore(subscribeToasts, getShownToast, NONE);

  useEffect(() => {
    if (!current || !Number.isFinite(current.duration)) return;
    const timer = setTimeout(() => dismissToast(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <div
      {...rest}
      ref={ref}
      className={cx('loan-toast-host', className)}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {current && (
        <div className={`loan-toast loan-toast--${current.kind}`} key={current.id}>
          {current.kind === 'loading' && <span className="loan-toast__spinner" aria-hidden="true" />}
          <span>{current.message}</span>
        </div>
      )}
    </div>
  );
});
