import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markContentShown, whenContentShown } from './content-shown';
import { ResourceView } from './ResourceView';
import type { UseResourceResult } from './use-resource';

// Other files' pages run in this document too (isolate: false): each test starts before any content.
beforeEach(() => document.documentElement.removeAttribute('data-loan-content'));

const resource = (status: 'loading' | 'success'): UseResourceResult<string> => ({
  state: status === 'loading' ? { status } : { status, data: 'x' },
  reload: () => undefined,
  reloading: false,
  refreshFailed: false,
});

describe('content shown', () => {
  it('runs what waits for it once, when the page says so, and at once after that', () => {
    const first = vi.fn();
    whenContentShown(first);
    expect(first).not.toHaveBeenCalled();
    markContentShown();
    markContentShown();
    expect(first).toHaveBeenCalledTimes(1);
    expect(document.documentElement).toHaveAttribute('data-loan-content');
    const later = vi.fn();
    whenContentShown(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("is said by the page's main load once it ends, not while it loads, and never by a part's", () => {
    const { rerender } = render(<ResourceView resource={resource('loading')}>{(data) => data}</ResourceView>);
    expect(document.documentElement).not.toHaveAttribute('data-loan-content');
    rerender(
      <ResourceView resource={resource('success')} main={false}>
        {(data) => data}
      </ResourceView>,
    );
    expect(document.documentElement).not.toHaveAttribute('data-loan-content');
    rerender(<ResourceView resource={resource('success')}>{(data) => data}</ResourceView>);
    expect(document.documentElement).toHaveAttribute('data-loan-content');
  });
});
