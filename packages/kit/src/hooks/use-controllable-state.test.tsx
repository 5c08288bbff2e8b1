import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './use-controllable-state';

describe('useControllableState', () => {
  it('uncontrolled: keeps its own value and reports each change once', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ prop: undefined, defaultProp: 1, onChange }));
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    act(() => result.current[1](3));
    expect(onChange.mock.calls).toEqual([[3]]);
  });

  it('controlled: shows the prop, asks the owner, and keeps the setter identity', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ prop }) => useControllableState({ prop, defaultProp: 0, onChange }), {
      initialProps: { prop: 2 },
    });
    const setter = result.current[1];
    act(() => setter(4));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(4);
    rerender({ prop: 4 });
    expect(result.current[0]).toBe(4);
    expect(result.current[1]).toBe(setter);
  });

  it('warns when a component switches between controlled and uncontrolled, once per switch', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ prop }: { prop?: number }) => useControllableState({ prop, defaultProp: 0 }), {
      initialProps: { prop: undefined as number | undefined },
    });
    rerender({ prop: 1 });
    rerender({ prop: 2 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('from uncontrolled to controlled');
    warn.mockRestore();
  });
});
