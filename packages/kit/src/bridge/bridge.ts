import mitt, { type Emitter } from 'mitt';
import { getConfig } from '../config/config';
import { getBackStack } from './back-stack';
import { BRIDGE_ACTIONS, CONTRACT_2_ACTIONS, type BridgeAction } from './actions';
import { ANSWERING_CONTRACT, nextCallId, shellContract } from './shell-declaration';
import { pageState } from '../state/page-state';

export { BRIDGE_ACTIONS, CONTRACT_2_ACTIONS, type BridgeAction };

/** `server`: no window (server rendering); calls only reach the event bus. */
export type BridgeHost = 'ios' | 'android' | 'browser' | 'server';

/** What an action without a payload of its own sends: the shell's handlers all take one argument. */
export type NoPayload = [''];

/**
 * What each action sends, as the shell receives it (iOS `postMessage(payload)`, Android the payload as JSON). A
 * single value is wrapped in an array, as the spec's shell expects (`callTelephone(['0917…'])`); an action
 * called without one sends `[""]`. Augment it if your shell has more.
 */
export interface BridgePayloads {
  /** A link the page does not open itself (an app link, a native screen), or a native screen by name. */
  to: [link: string] | { page: string; params: Readonly<Record<string, string>> };
  closeWebview: NoPayload;
  toP: [link: string] | NoPayload;
  toHome: NoPayload;
  toMine: NoPayload;
  offToLogin: NoPayload;
  callTelephone: [phone: string];
  toRate: NoPayload | { score: number };
  confirmBurialPoint: [{ event: string; route: string }];
  startBank: NoPayload;
  endBank: NoPayload;
  /** A file for the borrower to keep (the Disclosure Statement): the shell's share sheet or its downloads. */
  shareFile: [{ name: string; mimeType: string; base64: string }];
}

export interface BridgeCall {
  action: BridgeAction;
  payload: BridgePayloads[BridgeAction];
  host: BridgeHost;
}

type BridgeEvents = { call: BridgeCall };

interface IosHandlers {
  webkit?: { messageHandlers?: Partial<Record<string, { postMessage(payload: unknown): void }>> };
}

type AndroidObject = Partial<Record<string, (json: string) => void>>;

export interface BridgeOptions {
  win?: Window;
  androidBridgeName?: string;
}

/**
 * The transport to the native shell. Pages and the kit call the shell one way, `callNative(action, payload)`, which
 * posts through `call` (a contract-1 shell's post is one of its cases) and says what came of it.
 */
export type Bridge = {
  /** Every call, whatever the host, is emitted here (tests, Storybook, the dev server's shell log). */
  events: Emitter<BridgeEvents>;
  host(): BridgeHost;
  /**
   * Posts an action: `callNative`'s transport. A shell of contract 2 receives `{ id, payload }` (the id
   * `callNative` waits on); contract 1 the payload alone.
   */
  call<A extends BridgeAction>(action: A, payload?: BridgePayloads[A], id?: string): BridgeHost;
  /**
   * The back hook: while a handler is set, the shell's back (Android back button, iOS swipe) should call
   * `window.loanWebviewBack()` first; `true` means the page handled it (a popup asked), `false` (or no
   * function) that the shell goes back as usual. Returns the function that removes the handler. Our own
   * dialogs and guards do not use it: they push layers on the back stack (`getBackStack`), which owns the
   * hook while it holds a layer.
   */
  onBack(handler: () => boolean): () => void;
  /** The window it posts to (the one given, or the page's); none on a server. */
  win(): Window | undefined;
};

declare global {
  interface Window {
    loanWebviewBack?: () => boolean;
  }
}

function hostOf(win: Window & IosHandlers, androidName: string): BridgeHost {
  if (win.webkit?.messageHandlers) return 'ios';
  if ((win as unknown as Record<string, unknown>)[androidName]) return 'android';
  return 'browser';
}

/** Web behaviour outside the native shell, so pages stay usable in a plain browser. */
function browserFallback(win: Window, action: BridgeAction, payload: unknown): void {
  const first = Array.isArray(payload) ? payload[0] : payload;
  const target =
    typeof first === 'string' ? first : typeof first === 'object' && first ? (first as { url?: unknown }).url : '';
  switch (action) {
    case 'closeWebview':
      // Back past the page itself, not only past a dialog's or guard's entry.
      win.history.go(-1 - getBackStack(win).abandon());
      return;
    case 'toHome':
      // The app's home is the site's: where the route table's pages live (the configuration's siteBase).
      win.location.href = getConfig().siteBase;
      return;
    case 'callTelephone':
      if (typeof target === 'string' && target) win.location.href = `tel:${target.replace(/[^\d+]/g, '')}`;
      return;
    case 'to':
    case 'toP':
      // Only http(s) or a same-origin path; never a protocol-relative or script URL.
      if (typeof target === 'string' && /^(https?:\/\/|\/(?!\/))/i.test(target)) win.location.href = target;
      return;
    default:
      return;
  }
}

/**
 * The native bridge: iOS `webkit.messageHandlers[action].postMessage(payload)` (payload `[""]` when none is
 * given), Android `window[androidBridgeName][action](JSON.stringify(payload))`, and web fallbacks elsewhere.
 */
export function createBridge(options: BridgeOptions = {}): Bridge {
  const events = mitt<BridgeEvents>();
  // Read at each call, never at import: a server render has no window, and a test may swap it.
  const winOf = (): Window | undefined => options.win ?? (typeof window === 'undefined' ? undefined : window);
  const androidName = () => options.androidBridgeName ?? getConfig().androidBridgeName;
  const host = (): BridgeHost => {
    const win = winOf();
    return win ? hostOf(win as Window & IosHandlers, androidName()) : 'server';
  };

  const call = <A extends BridgeAction>(
    action: A,
    payload: BridgePayloads[A] | NoPayload = [''],
    id?: string,
  ): BridgeHost => {
    const win = winOf();
    const where = host();
    events.emit('call', { action, payload, host: where });
    if (!win) return where;
    const message = shellContract(win) >= ANSWERING_CONTRACT ? { id: id ?? nextCallId(), payload } : payload;
    try {
      if (where === 'ios') {
        const handler = (win as Window & IosHandlers).webkit?.messageHandlers?.[action];
        if (handler) handler.postMessage(message);
        else browserFallback(win, action, payload);
      } else if (where === 'android') {
        const target = (win as unknown as Record<string, AndroidObject>)[androidName()];
        const method = target[action];
        if (typeof method === 'function') method.call(target, JSON.stringify(message));
        else browserFallback(win, action, payload);
      } else {
        browserFallback(win, action, payload);
      }
    } catch (error) {
      // A shell without this handler must not break the page; the call is still on the event bus.
      console.warn(`[bridge] ${action} failed: ${String(error)}`);
    }
    return where;
  };

  const onBack = (handler: () => boolean) => {
    const win = winOf();
    if (!win) return () => undefined;
    const hook = () => handler();
    win.loanWebviewBack = hook;
    return () => {
      if (win.loanWebviewBack === hook) delete win.loanWebviewBack;
    };
  };

  return { events, host, call, onBack, win: winOf };
}

const bridges = pageState('bridge', () => ({ shared: undefined as Bridge | undefined }));

/** The page-wide bridge. */
export function getBridge(): Bridge {
  bridges.shared ??= createBridge();
  return bridges.shared;
}
