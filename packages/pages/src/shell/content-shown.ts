import { useEffect } from 'react';

const EVENT = 'loan:content-shown';

/**
 * The page says it has shown what the borrower came for (its data, or why it has none: a failure, a missing
 * query value, an empty list) once, explicitly (issue 60.4): the shell's extras (the offline copy, telemetry, the
 * funnel's "page shown") wait for it. It used to wait until no `aria-busy` was left anywhere in the document, which
 * a busy button or a later part's spinner could hold back. `<html data-loan-content>` says it to tests and tools.
 */
export function markContentShown(): void {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute('data-loan-content')) return;
  document.documentElement.setAttribute('data-loan-content', '');
  dispatchEvent(new Event(EVENT));
}

/** Runs `run` once the page has shown its content (at once when it already has). */
export function whenContentShown(run: () => void): void {
  if (document.documentElement.hasAttribute('data-loan-content')) run();
  else addEventListener(EVENT, run, { once: true });
}

/** A view that has its content without a load (a form, what the phone saved) says so once `shown` is true. */
export function useContentShown(shown = true): void {
  useEffect(() => {
    if (shown) markContentShown();
  }, [shown]);
}
