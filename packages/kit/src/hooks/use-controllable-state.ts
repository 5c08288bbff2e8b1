import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from './use-latest';

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
  // The latest value and callback for the setter, which keeps one identity across renders.
  const latest = useLatest({ value, onChange, controlled });
  // A component switching between controlled and uncontrolled keeps whichever state it had: say so, as Radix does.
  const wasControlled = useRef(controlled);
  useEffect(() => {
    if (wasControlled.current !== controlled) {
      console.warn(
        `[loan-webview] A component changed from ${wasControlled.current ? 'controlled' : 'uncontrolled'} to ` +
          `${controlled ? 'controlled' : 'uncontrolled'}. Keep its value prop either always set or never set.`,
      );
      wasControlled.current = controlled;
    }
  }, [controlled]);
  const setValue = useCallback(
    (next: T) => {
      const { value: current, onChange: notify, controlled: isControlled } = latest.current;
      if (Object.is(next, current)) return;
      if (!isControlled) setOwn(next);
      notify?.(next);
    },
    [latest],
  );
  return [value, setValue];
}
