import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { DEFAULT_CONFIG, endpointPath, getConfig, parseConfig, readConfig, setConfig } from './config';
import type { LoanConfig } from './config';
import type { FormatConfig } from './in-force';

afterEach(() => {
  setConfig(undefined);
  document.getElementById('loan-config')?.remove();
  delete window.__LOAN_CONFIG__;
});

describe('configuration', () => {
  it('has a default for everything', () => {
    expect(DEFAULT_CONFIG).toMatchObject({
      apiBase: '',
      market: 'ph',
      language: 'en',
      timeZone: 'Asia/Manila',
      rupee: false,
      androidBridgeName: 'AndroidBridge',
      moduleIds: { borrowAgain: 30 },
      reviewThreshold: 4,
      requestTimeoutMs: 60000,
    });
    expect(DEFAULT_CONFIG.brandColors.primary).toMatch(/^#/);
  });

  it('reads the JSON block a backend template injects', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="loan-config">{"servicePhone":"09998887777","rupee":true}</script>',
    );
    expect(readConfig()).toMatchObject({ servicePhone: '09998887777', rupee: true, market: 'ph' });
  });

  it('takes the shell’s fields over the template’s block', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="loan-config">{"servicePhone":"09998887777","language":"zh"}</script>',
    );
    window.__LOAN_CONFIG__ = { language: 'fil' };
    expect(readConfig()).toMatchObject({ servicePhone: '09998887777', language: 'fil' });
  });

  it('reads window.__LOAN_CONFIG__ set by the shell', () => {
    window.__LOAN_CONFIG__ = { language: 'zh', endpoints: { loanDetails: '/x/y' } };
    const config = readConfig();
    expect(config.language).toBe('zh');
    expect(endpointPath('loanDetails', config)).toBe('/x/y');
    expect(endpointPath('contactInfo', config)).toBe('/planes/v3/personal-center/contact-kf-info');
  });

  it('logs one clear error and uses the defaults for bad configuration', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseConfig({ market: 'mars', reviewThreshold: 9 })).toEqual(DEFAULT_CONFIG);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/market.*reviewThreshold|reviewThreshold.*market/s);
  });

  it('an invalid field falls back alone, named in the error; the valid fields stay (issue 28.5)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = parseConfig({ language: 'zh', apiBase: 'https://api.pesoloan.ph', servicePhone: '0288881234' });
    expect(config.apiBase).toBe(DEFAULT_CONFIG.apiBase);
    expect(config.language).toBe('zh');
    expect(config.servicePhone).toBe('0288881234');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/apiBase/);
  });

  it('setConfig sets the fields it is given over the current configuration', () => {
    setConfig({ language: 'id', servicePhone: '0288881234' });
    setConfig({ serviceHours: 'Weekdays' });
    expect(getConfig()).toMatchObject({ language: 'id', servicePhone: '0288881234', serviceHours: 'Weekdays' });
    setConfig(undefined);
    expect(getConfig().language).toBe(DEFAULT_CONFIG.language);
  });

  it('treats an unreadable JSON block as bad configuration', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.insertAdjacentHTML('beforeend', '<script type="application/json" id="loan-config">{oops</script>');
    expect(readConfig()).toEqual(DEFAULT_CONFIG);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('keeps readable brand colours, darkens a light one to 4.5:1 and refuses what is not a colour', () => {
    expect(DEFAULT_CONFIG.brandColors).toEqual({ primary: '#007f4c', danger: '#cc2e4a' });
    const light = parseConfig({ brandColors: { primary: '#ffd400' } }).brandColors.primary;
    expect(light).not.toBe('#ffd400');
    expect(light).toMatch(/^#[0-9a-f]{6}$/);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseConfig({ brandColors: { danger: 'red; x: y' } })).toEqual(DEFAULT_CONFIG);
    expect(String(error.mock.calls[0][0])).toContain('brandColors.danger: must be a hex colour');
  });

  it('rejects unknown keys, so a typo does not silently do nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseConfig({ servicePhon: '0917' })).toEqual(DEFAULT_CONFIG);
  });
});

describe('where API calls may go', () => {
  it.each([
    [{ apiBase: '//evil.example' }, 'apiBase'],
    [{ apiBase: 'https://evil.example' }, 'apiBase'],
    [{ apiBase: 'https://api.pesoloan.ph', apiHosts: ['https://other.example'] }, 'apiBase'],
    [{ apiBase: '/\\evil.example' }, 'apiBase'],
    [{ apiBase: 'javascript:alert(1)' }, 'apiBase'],
    [{ endpoints: { loanDetails: 'https://evil.example/steal' } }, 'endpoints.loanDetails'],
    [{ endpoints: { loanDetails: '//evil.example/steal' } }, 'endpoints.loanDetails'],
    [{ endpoints: { stealEverything: '/x' } }, 'endpoints'],
    [{ apiHosts: ['https://api.pesoloan.ph/path'] }, 'apiHosts'],
    // Pages link to siteBase with the session params: the same rule as apiBase.
    [{ siteBase: 'https://evil.example/' }, 'siteBase'],
    [{ siteBase: '//evil.example/' }, 'siteBase'],
    [{ siteBase: 'https://site.pesoloan.ph/', apiHosts: ['https://other.example'] }, 'siteBase'],
    [{ siteBase: 'javascript:alert(1)//' }, 'siteBase'],
    [{ siteBase: '/loan' }, 'siteBase'],
    // Links in the app scheme go to the native shell: never a web or script scheme.
    [{ appScheme: 'javascript://' }, 'appScheme'],
    [{ appScheme: 'https://' }, 'appScheme'],
    [{ appScheme: 'loanapp' }, 'appScheme'],
    [{ linkSchemes: ['market://', 'javascript://'] }, 'linkSchemes'],
    [{ linkSchemes: ['intent://'] }, 'linkSchemes'],
    [{ linkSchemes: ['market:'] }, 'linkSchemes'],
    [{ linkSchemes: ['mär://'] }, 'linkSchemes'],
    // A timeout every call would fail at once, or never.
    [{ requestTimeoutMs: 0 }, 'requestTimeoutMs'],
    [{ requestTimeoutMs: -1 }, 'requestTimeoutMs'],
    [{ requestTimeoutMs: 1e308 }, 'requestTimeoutMs'],
    // Field figures stay with the lender: never a foreign host, never a script scheme.
    [{ telemetry: { endpoint: 'https://collector.example/v' } }, 'telemetry'],
    [{ telemetry: { endpoint: '//collector.example/v' } }, 'telemetry'],
    [{ telemetry: { endpoint: 'javascript:alert(1)' } }, 'telemetry'],
    [{ telemetry: { endpoint: '/vitals', sampleRate: 2 } }, 'telemetry'],
  ])('refuses %j with one console error naming it, and its default', (raw, where) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const key = where.split('.')[0] as keyof typeof DEFAULT_CONFIG;
    expect(parseConfig(raw)[key]).toEqual(DEFAULT_CONFIG[key]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toContain(where);
  });

  it('takes this origin, a path on it, or a host the configuration lists', () => {
    expect(parseConfig({ apiBase: '/gateway' }).apiBase).toBe('/gateway');
    const listed = parseConfig({ apiBase: 'https://api.pesoloan.ph', apiHosts: ['https://api.pesoloan.ph'] });
    expect(listed.apiBase).toBe('https://api.pesoloan.ph');
    const config = parseConfig({ endpoints: { loanDetails: '/x/y' } });
    expect(endpointPath('loanDetails', config)).toBe('/x/y');
    expect(parseConfig({ siteBase: '/loan/' }).siteBase).toBe('/loan/');
    const site = parseConfig({ siteBase: 'https://site.pesoloan.ph/h5/', apiHosts: ['https://site.pesoloan.ph'] });
    expect(site.siteBase).toBe('https://site.pesoloan.ph/h5/');
    expect(parseConfig({ requestTimeoutMs: 15000 }).requestTimeoutMs).toBe(15000);
    expect(parseConfig({ telemetry: { endpoint: '/vitals', sampleRate: 0.1 } }).telemetry).toEqual({
      endpoint: '/vitals',
      sampleRate: 0.1,
    });
    const beacons = parseConfig({
      telemetry: { endpoint: 'https://api.pesoloan.ph/v' },
      apiHosts: ['https://api.pesoloan.ph'],
    });
    expect(beacons.telemetry.endpoint).toBe('https://api.pesoloan.ph/v');
  });

  it('sends no field figures unless an endpoint is configured', () => {
    expect(DEFAULT_CONFIG.telemetry).toEqual({ endpoint: '', sampleRate: 1 });
  });
});

describe('the formatters’ view of the configuration', () => {
  it('is the configuration’s own fields, declared apart so the two modules do not import each other', () => {
    expectTypeOf<FormatConfig>().toEqualTypeOf<Pick<LoanConfig, 'rupee' | 'timeZone' | 'market'>>();
  });
});
