import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBackStack } from '../bridge/back-stack';
import { getBridge } from '../bridge/bridge';
import { setConfig } from '../config/config';
import { setCommonParams } from '../session/session';
import { getToasts, clearToasts } from '../toast/toast';
import { navigateTo, openLink, safeUrl } from './navigation';

const BASE = 'http://127.0.0.1:8080/badSpark/?orderId=1';

describe('safeUrl', () => {
  it('accepts http(s) and same-origin relative paths', () => {
    expect(safeUrl('https://pay.example.ph/x?a=1', BASE)).toBe('https://pay.example.ph/x?a=1');
    expect(safeUrl('http://example.ph', BASE)).toBe('http://example.ph/');
    expect(safeUrl('/odiousAnd/?orderId=1', BASE)).toBe('http://127.0.0.1:8080/odiousAnd/?orderId=1');
    expect(safeUrl('../theThat/', BASE)).toBe('http://127.0.0.1:8080/theThat/');
  });
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '\\\\evil.example',
    'http://',
    'loanapp://product/1',
    'evil.example/path',
    '',
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw, BASE)).toBeNull();
  });
  it('refuses what is not a string', () => {
    expect(safeUrl(undefined, BASE)).toBeNull();
    expect(safeUrl({ href: 'https://x' }, BASE)).toBeNull();
  });
});

describe('openLink', () => {
  it.each(['loanapp://product/P1002', 'LoanApp://order/1?x=2', 'productDetail', 'order?orderId=ORD170'])(
    'hands %j, an app link or a native screen, to the native bridge',
    (link) => {
      const calls: unknown[] = [];
      const listener = (call: unknown) => calls.push(call);
      getBridge().events.on('call', listener);
      expect(openLink(link)).toBe(true);
      getBridge().events.off('call', listener);
      expect(calls).toEqual([{ action: 'to', payload: [link], host: 'browser' }]);
    },
  );
  it('hands a non-http link to the native bridge', () => {
    const calls: unknown[] = [];
    const bridge = getBridge();
    const listener = (call: unknown) => calls.push(call);
    bridge.events.on('call', listener);
    expect(openLink('loanapp://product/P1002')).toBe(true);
    bridge.events.off('call', listener);
    expect(calls).toEqual([{ action: 'to', payload: ['loanapp://product/P1002'], host: 'browser' }]);
  });
  it('refuses a script link with a toast and goes nowhere', () => {
    clearToasts();
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    expect(openLink('javascript:alert(document.cookie)')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(getToasts().map((t) => t.message)).toEqual(['This link cannot be opened']);
    clearToasts();
  });
});

describe('openLink with obfuscated schemes', () => {
  it.each([
    '\u00a0javascript:alert(1)',
    '\u3000javascript:alert(1)',
    '\u202ejavascript:alert(1)',
    '//evil.example/x',
    'intent://scan/#Intent;scheme=zxing;end',
    '%6Aavascript:alert(1)',
    'javascript&colon;alert(1)',
    'loanapp:',
    'otherapp://product/1',
    'settings',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'JAVA\nSCRIPT:alert(1)',
    'java\u0001script:alert(1)',
    'data\t:x',
  ])('refuses %j and never hands it to the native shell', (raw) => {
    clearToasts();
    const calls: unknown[] = [];
    const listener = (call: unknown) => calls.push(call);
    getBridge().events.on('call', listener);
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    expect(openLink(raw)).toBe(false);
    getBridge().events.off('call', listener);
    expect(calls).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    clearToasts();
  });
});

describe('navigateTo from an open dialog', () => {
  it("replaces the dialog's history entry and never goes back over the navigation", async () => {
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => undefined);
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const release = getBackStack().push(() => undefined);
    expect(navigateTo('/theyAnd/')).toBe(true);
    // The dialog closes as the page goes.
    release();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(replace).toHaveBeenCalledWith(new URL('/theyAnd/', location.href).href);
    expect(assign).not.toHaveBeenCalled();
    expect(back).not.toHaveBeenCalled();
    expect(getBackStack().size()).toBe(0);
    vi.restoreAllMocks();
  });
});

describe('navigateTo carries the session on our own site only (part 1 §2.1)', () => {
  const go = (raw: string) => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    navigateTo(raw);
    const target = assign.mock.calls[0]?.[0];
    vi.restoreAllMocks();
    return new URL(String(target));
  };
  afterEach(() => {
    setCommonParams({});
    setConfig(undefined);
  });

  it("adds the common params to a same-origin URL from the server, the URL's own query winning", () => {
    setCommonParams({
      sessionId: 's1',
      deviceId: 'd1',
      gps_adid: 'g1',
      from: 'old',
      productId: 'P0',
      product_id: 'P0',
    });
    const url = go('/theMark/?productId=P1001&from=loanDetail');
    expect(url.origin).toBe(location.origin);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sessionId: 's1',
      deviceId: 'd1',
      gps_adid: 'g1',
      from: 'loanDetail',
      productId: 'P1001',
      product_id: 'P1001',
    });
  });

  it('adds them to an absolute URL on this origin and under a site base on another host', () => {
    setCommonParams({ sessionId: 's1' });
    expect(go(`${location.origin}/outsideOr/`).searchParams.get('sessionId')).toBe('s1');
    setConfig({ apiHosts: ['https://h5.lender.ph'], siteBase: 'https://h5.lender.ph/loan/' });
    expect(go('https://h5.lender.ph/loan/repaymentOfCode/?payCode=DP1').searchParams.get('sessionId')).toBe('s1');
    // The same host outside the site base is not ours.
    expect(go('https://h5.lender.ph/other/').searchParams.has('sessionId')).toBe(false);
  });

  it('reads the query as the browser does: a ? in the hash stays in the hash', () => {
    setCommonParams({ sessionId: 's1' });
    const url = go('/promotion/#/downloadTemplate?app_from=fb');
    expect(url.search).toBe('?sessionId=s1');
    expect(url.hash).toBe('#/downloadTemplate?app_from=fb');
  });

  it('never sends them to another site', () => {
    setCommonParams({ sessionId: 's1', deviceId: 'd1' });
    const url = go('https://pay.example.ph/repay?o=1');
    expect(url.href).toBe('https://pay.example.ph/repay?o=1');
  });
});

describe('jump links in the schemes the configuration lists (ADR 0049)', () => {
  afterEach(() => setConfig(undefined));
  const handedOver = (link: string) => {
    const calls: unknown[] = [];
    const listener = (call: unknown) => calls.push(call);
    getBridge().events.on('call', listener);
    const opened = openLink(link);
    getBridge().events.off('call', listener);
    clearToasts();
    return opened && calls.length === 1;
  };

  it("hands a partner app's or a second scheme's link to the shell once the configuration lists it", () => {
    expect(handedOver('market://details?id=ph.partner.app')).toBe(false);
    setConfig({ linkSchemes: ['market://', 'lenderpay://'] });
    expect(handedOver('market://details?id=ph.partner.app')).toBe(true);
    expect(handedOver('LenderPay://wallet')).toBe(true);
    // The app's own scheme still works beside them.
    expect(handedOver('loanapp://product/P1')).toBe(true);
  });

  it('names a refused scheme in one console warning, so a lender sees what to configure', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(handedOver('partnerx://open')).toBe(false);
    expect(handedOver('partnerx://open/again')).toBe(false);
    expect(warn.mock.calls.filter(([text]) => String(text).includes('"partnerx:"'))).toHaveLength(1);
    warn.mockRestore();
  });
});
