import { callNative } from '@loan-webview/kit/bridge';

/**
 * A step of the funnel the lender's analytics counts: the page shown, its primary action tapped, the step that
 * action leads to done.
 */
export type FunnelEvent = 'page_shown' | `${string}_tapped` | `${string}_succeeded`;

/**
 * Records a funnel step through the shell's `confirmBurialPoint` (ADR 0051): the event's name and the page's
 * route key (`mountPage` marks it on the document), nothing personal (no id, amount, phone or text).
 */
export function trackFunnel(event: FunnelEvent): void {
  const route = typeof document === 'undefined' ? '' : (document.documentElement.dataset.loanRoute ?? '');
  void callNative('confirmBurialPoint', [{ event, route }]);
}
