import { useCallback, useRef, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the component uncontrolled. */
  prop: T | undefined;
  /** The uncontrolled initial value. */
  defaultProp: T;
  onChange?: (value: T) => void;
}

/**
 * Controlled when `prop` is given, uncontrolled otherwise (Radix's pattern): the setter updates the own state
 * only when uncontrolled and tells `onChange` about every change either way.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : own;
  // The latest value and callback, so the setter keeps one identity across renders.
  const latest = useRef({ value, onChange, controlled });
  latest.current = { value, onChange, controlled };
  const setValue = useCallback((next: T) => {
    const { value: current, onChange: notify, controlled: isControlled } = latest.current;
    if (Object.is(next, current)) return;
    if (!isControlled) setOwn(next);
    notify?.(next);
  }, []);
  return [value, setValue];
}
