/**
 * `window.loanShell`: what the native shell declares at document start. The one module that reads it; its type is
 * the window's (`declare global`), so a test or a story that plays the shell writes the same shape.
 * - `contract`: the shell contract it speaks (nothing declared is contract 1); from 2, `actions` it has and the
 *   `answer` entry point the page installs for its answers (bridge: `callNative`).
 * - `firstAnswer`: the page's first request, sent by the shell while the webview started, and its answer (ADR 0072,
 *   api: `takeShellAnswer`).
 */
export interface LoanShell {
  contract?: unknown;
  actions?: unknown;
  answer?: (id: string, result: unknown) => boolean;
  firstAnswer?: unknown;
}

declare global {
  interface Window {
    loanShell?: LoanShell;
  }
}

/** The shell's declaration in this window (the page's by default); none on a server or outside a shell. */
export function loanShellOf(win: Window | undefined = globalThis.window): LoanShell | undefined {
  return win?.loanShell ?? undefined;
}
