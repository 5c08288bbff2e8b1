import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight', () => {
  it('runs one task when two runs arrive in the same task (a double tap), and is free again after', async () => {
    const { result } = renderHook(() => useSingleFlight<'send'>());
    let finish!: (value: string) => void;
    const task = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    act(() => {
      first = result.current.run('send', task);
      second = result.current.run('send', task);
    });
    expect(task).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe('send');
    await expect(second).resolves.toBeUndefined();
    await act(async () => finish('sent'));
    await expect(first).resolves.toBe('sent');
    expect(result.current.busy).toBeUndefined();
    await act(() => result.current.run('send', async () => 'again'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('is free again after a task that rejects', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(() => expect(result.current.run('a', () => Promise.reject(new Error('x')))).rejects.toThrow('x'));
    expect(result.current.busy).toBeUndefined();
  });
});
