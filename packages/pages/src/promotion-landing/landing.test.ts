import { describe, expect, it } from 'vitest';
import { readableBrandColor } from '@loan-webview/kit/config';
import { capMobile, clientType, landingSettings, templateHash, viewOf } from './landing';

describe('landing settings', () => {
  it('keeps what is usable and drops what is not, one field at a time', () => {
    expect(
      landingSettings({
        title: ' Borrow now ',
        themeColor: 'red; background: url(x)',
        heroImage: 'javascript:alert(1)',
        logo: 'javascript:alert(2)',
        androidUrl: 'https://play.google.com/store/apps/details?id=x',
        appName: 42,
      }),
    ).toMatchObject({
      title: 'Borrow now',
      themeColor: null,
      heroImage: null,
      logo: null,
      appName: '',
      iosUrl: null,
    });
    expect(landingSettings({ themeColor: '#007F4C' }).themeColor).toBe('#007f4c');
    expect(landingSettings({ themeColor: '#ffd400' }).themeColor).toBe(readableBrandColor('#ffd400'));
  });
});

describe('hash routes', () => {
  it('knows the two templates; anything else is the form', () => {
    expect(viewOf('#/downloadTemplate?id=T100')).toBe('downloadTemplate');
    expect(viewOf('#/agreementTemplate')).toBe('agreementTemplate');
    expect(viewOf('')).toBe('form');
    expect(viewOf('#/elsewhere')).toBe('form');
  });

  it('carries the template id when the page was opened with templateId instead of id', () => {
    expect(templateHash('agreementTemplate', { templateId: 'T100', utm_tag: 't' })).toBe(
      '#/agreementTemplate?utm_tag=t&templateId=T100',
    );
  });

  it('carries the ad params that are present, and only those', () => {
    expect(
      templateHash('downloadTemplate', {
        app_from: 'a',
        user_from: 'u',
        utm_tag: 't',
        id: 'T1',
        links_id: 'L',
        sessionId: 's',
      }),
    ).toBe('#/downloadTemplate?app_from=a&user_from=u&utm_tag=t&id=T1&links_id=L');
  });

  it('tells iOS from Android by the user agent', () => {
    expect(clientType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(clientType('Mozilla/5.0 (Linux; Android 10; Redmi 9A)')).toBe('android');
  });
});

describe('the mobile field', () => {
  it('caps at 11 digits, keeping a +63 number whole as its local form in the ph market', () => {
    expect(capMobile('0917-123-4567 89', 'ph')).toBe('09171234567');
    expect(capMobile('+63 917 123 4567', 'ph')).toBe('09171234567');
    expect(capMobile('9171234567', 'ph')).toBe('9171234567');
    expect(capMobile('+63 917 123 4567', 'cn')).toBe('63917123456');
  });
});
