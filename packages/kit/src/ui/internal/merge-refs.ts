import type { Ref, RefCallback } from 'react';

/** One ref callback that feeds a component's own ref and the caller's (object or callback). */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
