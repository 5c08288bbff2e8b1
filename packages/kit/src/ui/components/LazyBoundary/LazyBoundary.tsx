import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../Button';
import '../../theme/tokens.css';
import './LazyBoundary.css';

interface ChunkErrorProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches the failed load of a lazy part only, so the rest of the page stays and the part can be retried. */
class ChunkErrorBoundary extends Component<ChunkErrorProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ChunkFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="loan-lazy-failed" role="alert">
      <p className="loan-lazy-failed__text">{t('ui.partLoadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/**
 * `React.lazy` that can be retried in place: a part loaded later (a dialog) whose chunk fails to arrive shows
 * a small notice with Retry where it would have been, instead of taking the whole page down, and Retry loads
 * it again (React.lazy alone remembers the failure forever).
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  function Retryable(props: P) {
    const [attempt, setAttempt] = useState(0);
    // A new lazy component per attempt: the failed one keeps its rejected promise.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the reason to load again
    const Part = useMemo(() => lazy(load), [attempt]);
    return (
      <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return Retryable;
}
