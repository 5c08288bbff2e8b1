// @vitest-environment node
/** A server render (Next.js, react-dom/server) has no window: the bridge must neither throw nor act there. */
import { describe, expect, it, vi } from 'vitest';
import { createBridge } from './bridge';

describe('bridge without a window', () => {
  it('reports the server host and only emits its calls', () => {
    expect(typeof window).toBe('undefined');
    const bridge = createBridge({ androidBridgeName: 'android' });
    const seen = vi.fn();
    bridge.events.on('call', seen);
    expect(bridge.host()).toBe('server');
    expect(bridge.call('closeWebview')).toBe('server');
    expect(bridge.call('to', ['https://example.com'])).toBe('server');
    expect(seen).toHaveBeenCalledTimes(2);
    expect(seen).toHaveBeenLastCalledWith({ action: 'to', payload: ['https://example.com'], host: 'server' });
  });

  it('takes a back handler and gives a remover that does nothing', () => {
    const remove = createBridge().onBack(() => true);
    expect(remove()).toBeUndefined();
  });
});
