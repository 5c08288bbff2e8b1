import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig, parseConfig } from '@loan-webview/kit/config';
import { startFieldFigures } from './field-figures';

const started = vi.hoisted(() => vi.fn());
vi.mock('./telemetry', () => ({ startTelemetry: started }));

afterEach(() => {
  setConfig(undefined);
  started.mockClear();
});

describe('whether a page view reports field figures', () => {
  it('does not without an endpoint (the default)', async () => {
    expect(await startFieldFigures('loanDetailUrl', '3.2.0', () => 0)).toBe(false);
    expect(started).not.toHaveBeenCalled();
  });

  it('does for the configured share of views, with the route and app version', async () => {
    setConfig(parseConfig({ telemetry: { endpoint: '/field-figures', sampleRate: 0.25 } }));
    expect(await startFieldFigures('loanDetailUrl', '3.2.0', () => 0.3)).toBe(false);
    expect(started).not.toHaveBeenCalled();
    expect(await startFieldFigures('loanDetailUrl', '3.2.0', () => 0.2)).toBe(true);
    expect(started).toHaveBeenCalledWith({ endpoint: '/field-figures', route: 'loanDetailUrl', appVersion: '3.2.0' });
  });
});
