import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NetworkError, type ApiResult } from '@loan-webview/kit/api';
import { held } from './test-held';
import { useSettled, withView } from './use-resource';

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

const settled = async <T>(promise: Promise<T>) => {
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
