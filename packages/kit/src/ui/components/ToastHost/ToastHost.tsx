import { useEffect, useSyncExternalStore, type ComponentPropsWithRef } from 'react';
import { cx } from '../../internal';
import { dismissToast, getToasts, subscribeToasts, type Toast } from '../../../toast/toast';
import '../../theme/tokens.css';
import './ToastHost.css';

const NO_TOASTS: readonly Toast[] = [];

/**
 * Renders the domain toast queue one at a time: toasts wait their turn instead of replacing each other.
 * The live region is always in the document so screen readers announce each message.
 */
export type ToastHostProps = Omit<ComponentPropsWithRef<'div'>, 'children'>;

export function ToastHost({ className, ...rest }: ToastHostProps) {
  const queue = useSyncExternalStore(subscribeToasts, getToasts, () => NO_TOASTS);
  const current = queue[0];

  useEffect(() => {
    if (!current || !Number.isFinite(current.duration)) return;
    const timer = setTimeout(() => dismissToast(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <div {...rest} className={cx('loan-toast-host', className)} role="status" aria-live="polite" aria-atomic="true">
      {current && (
        <div className={`loan-toast loan-toast--${current.kind}`} key={current.id}>
          {current.kind === 'loading' && <span className="loan-toast__spinner" aria-hidden="true" />}
          <span>{current.message}</span>
        </div>
      )}
    </div>
  );
}
