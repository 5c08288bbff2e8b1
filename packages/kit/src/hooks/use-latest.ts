import { useInsertionEffect, useRef, type RefObject } from 'react';

/**
 * A ref to the latest `value` for effects and event handlers (a callback a parent passes anew each render),
 * written after render, never during it: a render React discards leaves nothing behind. Read it in an effect or
 * a handler, not while rendering.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
