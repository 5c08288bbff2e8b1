import { useContext, useEffect } from 'react';
import { useLatest } from '../../../hooks/use-latest';
import { getBackStack } from '../../../bridge/back-stack';
import { CloseOnBackContext } from './DialogProvider';

/*
 * Android's back button and iOS's back swipe close an open dialog or sheet before they leave the page: each open
 * one is a layer of the page's back stack, which owns the history entry and the shell's back hook. On when
 * `closeOnBack` says so, else as the nearest DialogProvider says.
 */
export function useCloseOnBack(closeOnBack: boolean | undefined, open: boolean, onOpenChange: (open: boolean) => void) {
  const byDefault = useContext(CloseOnBackContext);
  const enabled = closeOnBack ?? byDefault;
  const onChange = useLatest(onOpenChange);
  useEffect(() => {
    if (!enabled || !open) return;
    return getBackStack().push(() => onChange.current(false));
  }, [enabled, open, onChange]);
}
