import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NetworkError, type ApiResult } from '@loan-webview/kit/api';
import { held } from './test-held';
import { missingQuery, useResource, useSettled, withView } from './use-resource';
import { textOf } from '@loan-webview/kit/testing';

/** A view chunk the test lets arrive when it chooses. */
function heldView() {
  const arrival = held();
  let asked = 0;
  return {
    view: {
      load: () => {
        asked += 1;
        return arrival.promise;
      },
    },
    arrive: () => arrival.resolve(),
    asked: () => asked,
  };
}

const settled = async <T,>(promise: Promise<T>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
};

describe('withView', () => {
  it('gives the answer only once the view that shows it has arrived, both asked for at once', async () => {
    const { view, arrive, asked } = heldView();
    const answer: Promise<ApiResult<string>> = Promise.resolve({ ok: true, data: 'list', message: '' });
    const result = withView(view, answer);
    expect(asked()).toBe(1);
    expect(await settled(result)).toBe(false);
    arrive();
    expect(await result).toEqual({ ok: true, data: 'list', message: '' });
  });

  it('gives a failure at once, so its Retry does not wait for a view it will not show', async () => {
    const { view } = heldView();
    const failure: ApiResult<string> = { ok: false, error: new NetworkError() };
    expect(await settled(withView(view, Promise.resolve(failure)))).toBe(true);
  });

  it('gives the answer when the view’s chunk fails: the view shows its own Retry', async () => {
    const view = { load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) };
    const answer: Promise<ApiResult<string>> = Promise.resolve({ ok: true, data: 'list', message: '' });
    expect(await withView(view, answer)).toEqual({ ok: true, data: 'list', message: '' });
  });
});

describe('useSettled', () => {
  it('is undefined until its promise resolves, then its value', async () => {
    const sid = held<string>();
    const { result } = renderHook(() => useSettled(sid.promise));
    expect(result.current).toBeUndefined();
    await act(async () => sid.resolve('sid-1'));
    expect(result.current).toBe('sid-1');
  });

  it("never shows an older promise's value for a newer one", async () => {
    const first = held<string>();
    const second = held<string>();
    const { result, rerender } = renderHook(({ promise }) => useSettled(promise), {
      initialProps: { promise: first.promise },
    });
    await act(async () => first.resolve('old'));
    expect(result.current).toBe('old');
    rerender({ promise: second.promise });
    expect(result.current).toBeUndefined();
    await act(async () => second.resolve('new'));
    expect(result.current).toBe('new');
  });
});

describe('useResource', () => {
  it('refreshes what is shown: a new answer replaces it with its time; a failed refresh keeps it and says so', async () => {
    const answers: ApiResult<string>[] = [
      { ok: true, data: 'due', message: '' },
      { ok: false, error: new NetworkError() },
      { ok: true, data: 'repaid', message: '' },
    ];
    const { result } = renderHook(() => useResource(async () => answers.shift()!));
    await act(() => settled(Promise.resolve()));
    expect(result.current.state.data).toBe('due');
    const first = result.current.updatedAt!;
    expect(first).toBeGreaterThan(0);
    act(() => result.current.reload());
    expect(result.current.reloading).toBe(true);
    await act(() => settled(Promise.resolve()));
    expect(result.current.state).toMatchObject({ status: 'success', data: 'due' });
    expect(result.current.refreshFailed).toBe(true);
    expect(result.current.updatedAt).toBe(first);
    act(() => result.current.reload());
    await act(() => settled(Promise.resolve()));
    expect(result.current.state.data).toBe('repaid');
    expect(result.current.refreshFailed).toBe(false);
  });

  it('a first load that fails is an error to retry, not a refresh', async () => {
    const { result } = renderHook(() =>
      useResource(async (): Promise<ApiResult<string>> => ({ ok: false, error: new NetworkError() })),
    );
    await act(() => settled(Promise.resolve()));
    expect(result.current.state.status).toBe('error');
    expect(result.current.refreshFailed).toBe(false);
    expect(result.current.updatedAt).toBeUndefined();
  });
});

describe('a missing query value', () => {
  it('is a state of its own: the page says what is missing, offers its way on, and no Retry', async () => {
    const { ResourceView } = await import('./ResourceView');
    const { render, screen } = await import('@testing-library/react');
    let asked = 0;
    function Page() {
      const resource = useResource(async () => {
        asked += 1;
        return missingQuery('This link has no order number.');
      });
      return (
        <ResourceView resource={resource} loading="…" deadEnd={<a href="/">Home</a>}>
          {() => 'content'}
        </ResourceView>
      );
    }
    render(<Page />);
    expect(await screen.findByText('This link has no order number.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: textOf('common.retry') })).toBeNull();
    expect(asked).toBe(1);
  });
});
