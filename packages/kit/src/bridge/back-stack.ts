/**
 * The one owner of what "back" means on a page: the browser's back (popstate), the iOS back swipe and the
 * shell's back hook (`window.loanWebviewBack`, Android's back button). Dialogs and guards (the confirmation's
 * retention popup) each push a layer; back goes to the top layer only, so closing a dialog can never be read
 * as the borrower pressing back by another layer.
 *
 * All layers share one history entry, pushed when the first arrives and taken back (a task later, so a dialog
 * that replaces another keeps it) when the last leaves. A guard is `persistent`: it stays after catching a
 * back and the entry is pushed again; a dialog leaves the stack when back reaches it.
 */

export interface BackLayerOptions {
  /** Stays on the stack after it caught a back (a guard); a dialog is removed by the back it caught. */
  persistent?: boolean;
}

export interface BackStack {
  /** Puts a layer on top; `onBack` runs when the borrower goes back while it is the top. Returns its release. */
  push(onBack: () => void, options?: BackLayerOptions): () => void;
  /**
   * The page is leaving (closeWebview in a plain browser): drops every layer and returns how many history
   * entries the stack holds above the page's own (0 or 1), for the caller to go back past them.
   */
  abandon(): number;
  /** How many layers are on the stack. */
  size(): number;
}

interface Layer {
  onBack: () => void;
  persistent: boolean;
}

type BackHookWindow = Window & { loanWebviewBack?: () => boolean };

export function createBackStack(win: Window): BackStack {
  const w = win as BackHookWindow;
  const layers: Layer[] = [];
  /** Our entry is the current history entry. */
  let entry = false;
  /** Traversals we started ourselves whose popstate has not arrived yet. */
  let ownBacks = 0;
  let dropTimer: ReturnType<typeof setTimeout> | undefined;
  /** Marks our entries, so we know one from an entry a host's router pushed over it. */
  const mark = `loan-back-${Math.random().toString(36).slice(2)}`;

  const pushEntry = () => {
    if (entry || ownBacks > 0 || layers.length === 0) return;
    w.history.pushState({ ...(w.history.state as object | null), loanBack: mark }, '');
    entry = true;
  };

  const scheduleDrop = () => {
    clearTimeout(dropTimer);
    dropTimer = setTimeout(() => {
      if (layers.length > 0 || !entry) return;
      entry = false;
      // The dialog closed because the host navigated (a router's pushState): going back would undo that.
      if ((w.history.state as { loanBack?: unknown } | null)?.loanBack !== mark) return;
      ownBacks += 1;
      w.history.back();
    }, 0);
  };

  /** Back reached the top layer: it handles it; a dialog leaves the stack. */
  const backToTop = (): boolean => {
    const top = layers[layers.length - 1];
    if (!top) return false;
    if (!top.persistent) layers.pop();
    top.onBack();
    return true;
  };

  const onPopState = (event: PopStateEvent) => {
    if (ownBacks > 0) {
      ownBacks -= 1;
      // A layer that arrived while our own back was on its way gets its entry now.
      pushEntry();
      return;
    }
    if (!entry) {
      // Back landed on an entry of ours a host's router pushed over while a dialog was open (its drop left it, so
      // as not to undo that navigation): nothing is open there, so step past it, or back would seem to do nothing.
      if (layers.length === 0 && (event.state as { loanBack?: unknown } | null)?.loanBack === mark) {
        ownBacks += 1;
        w.history.back();
      }
      return;
    }
    // The borrower's back already removed our entry.
    entry = false;
    backToTop();
    pushEntry();
    syncHook();
  };

  const shellBack = () => {
    if (!backToTop()) return false;
    if (layers.length === 0) scheduleDrop();
    syncHook();
    return true;
  };

  let listening = false;
  /** The shell's back hook is set while there is a layer to take it. */
  const syncHook = () => {
    if (layers.length > 0) w.loanWebviewBack = shellBack;
    else if (w.loanWebviewBack === shellBack) delete w.loanWebviewBack;
  };

  return {
    push(onBack, { persistent = false } = {}) {
      const layer: Layer = { onBack, persistent };
      clearTimeout(dropTimer);
      if (!listening) {
        w.addEventListener('popstate', onPopState);
        listening = true;
      }
      layers.push(layer);
      pushEntry();
      syncHook();
      return () => {
        const index = layers.indexOf(layer);
        if (index === -1) return;
        layers.splice(index, 1);
        if (layers.length === 0) scheduleDrop();
        syncHook();
      };
    },
    abandon() {
      clearTimeout(dropTimer);
      layers.length = 0;
      const above = entry ? 1 : 0;
      entry = false;
      syncHook();
      return above;
    },
    size: () => layers.length,
  };
}

const stacks = new WeakMap<Window, BackStack>();

/** The back stack of a window (the page's by default); one per window, shared by every dialog and guard. */
export function getBackStack(win: Window = window): BackStack {
  let stack = stacks.get(win);
  if (!stack) {
    stack = createBackStack(win);
    stacks.set(win, stack);
  }
  return stack;
}
