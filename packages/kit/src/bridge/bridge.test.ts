import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_ACTIONS, createBridge } from './bridge';

function fakeWindow(extra: Record<string, unknown> = {}) {
  return {
    history: { back: vi.fn(), go: vi.fn() },
    location: { href: 'http://127.0.0.1/theThat/' },
    ...extra,
  } as unknown as Window;
}

describe('native bridge', () => {
  it('posts to webkit.messageHandlers on iOS, with [""] when no payload is given', () => {
    const postMessage = vi.fn();
    const win = fakeWindow({
      webkit: { messageHandlers: { closeWebview: { postMessage }, callTelephone: { postMessage } } },
    });
    const bridge = createBridge({ win });
    expect(bridge.host()).toBe('ios');
    bridge.call('closeWebview');
    bridge.call('callTelephone', ['09171234567']);
    expect(postMessage.mock.calls).toEqual([[['']], [['09171234567']]]);
  });

  it('calls the configured Android interface with a JSON string', () => {
    const toRate = vi.fn();
    const win = fakeWindow({ LoanNative: { toRate } });
    const bridge = createBridge({ win, androidBridgeName: 'LoanNative' });
    expect(bridge.host()).toBe('android');
    bridge.call('toRate', { score: 5 });
    expect(toRate).toHaveBeenCalledWith('{"score":5}');
  });

  it('falls back to web behaviour in a plain browser', () => {
    const win = fakeWindow();
    const bridge = createBridge({ win });
    expect(bridge.host()).toBe('browser');
    bridge.call('closeWebview');
    expect(win.history.go).toHaveBeenCalledWith(-1);
    bridge.call('callTelephone', ['0917-123-4567']);
    expect(win.location.href).toBe('tel:09171234567');
    bridge.call('to', ['/theThat/?a=1']);
    expect(win.location.href).toBe('/theThat/?a=1');
    bridge.call('to', ['javascript:alert(1)']);
    bridge.call('to', ['//evil.example/x']);
    expect(win.location.href).toBe('/theThat/?a=1');
    // Home, outside the app, is the site's home.
    bridge.call('toHome');
    expect(win.location.href).toBe('/');
  });

  it('emits every call on the event bus, whatever the host', () => {
    const bridge = createBridge({ win: fakeWindow() });
    const calls: unknown[] = [];
    bridge.events.on('call', (call) => calls.push(call));
    for (const action of BRIDGE_ACTIONS) bridge.call(action);
    expect(calls).toHaveLength(BRIDGE_ACTIONS.length);
    expect(calls[0]).toEqual({ action: 'to', payload: [''], host: 'browser' });
  });

  it('survives a shell whose handler throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win = fakeWindow({
      webkit: {
        messageHandlers: {
          toHome: {
            postMessage: () => {
              throw new Error('gone');
            },
          },
        },
      },
    });
    expect(() => createBridge({ win }).call('toHome')).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
