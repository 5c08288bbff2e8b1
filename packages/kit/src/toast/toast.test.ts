import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, getToasts, showLoading, showToast, subscribeToasts, toast, whileLoading } from './toast';

afterEach(() => clearToasts());

describe('toasts', () => {
  it('default 3 s, info 2 s, never 300 ms or shorter; loading stays', () => {
    const durations = (['a', 'b', 'c', 'd'] as const).map((message) => {
      if (message === 'a') showToast(message);
      if (message === 'b') toast.info(message);
      if (message === 'c') showToast(message, { duration: 100 });
      if (message === 'd') showLoading(message);
      return getToasts().map((t) => [t.message, t.duration]);
    });
    expect(durations).toEqual([[['a', 3000]], [['b', 2000]], [['c', 301]], [['d', Infinity]]]);
  });
  it('replace each other, a repeat is not shown again, and a replaced one dismissed later changes nothing', () => {
    const seen: string[][] = [];
    const stop = subscribeToasts((queue) => seen.push(queue.map((t) => t.message)));
    const hideFirst = showToast('first');
    showToast('second');
    showToast('second');
    hideFirst();
    stop();
    expect(seen).toEqual([['first'], ['second']]);
  });
  it('a loading toast stays while the work runs and hides after it, a rejection included', async () => {
    let finish!: (value: string) => void;
    const pending = whileLoading('Sending…', new Promise<string>((resolve) => (finish = resolve)));
    expect(getToasts().map((t) => t.message)).toEqual(['Sending…']);
    finish('done');
    await expect(pending).resolves.toBe('done');
    expect(getToasts()).toEqual([]);
    await expect(whileLoading('Again…', Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(getToasts()).toEqual([]);
  });
});
