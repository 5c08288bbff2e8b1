import { describe, expect, it } from 'vitest';
import { capMobile, clientType, landingSettings, readableThemeColor, templateHash, viewOf } from './landing';

describe('landing settings', () => {
  it('keeps what is usable and drops what is not, one field at a time', () => {
    expect(
      landingSettings({
        title: ' Borrow now ',
        themeColor: 'red; background: url(x)',
        heroImage: 'javascript:alert(1)',
        androidUrl: 'https://play.google.com/store/apps/details?id=x',
        appName: 42,
      }),
    ).toMatchObject({
      title: 'Borrow now',
      themeColor: null,
      heroImage: null,
      appName: '',
      iosUrl: null,
    });
    expect(landingSettings({ themeColor: '#007F4C' }).themeColor).toBe('#007f4c');
  });
});

describe('readableThemeColor', () => {
  const contrastWithWhite = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
  };

  it('keeps a brand colour that white text can be read on', () => {
    expect(readableThemeColor('#007f4c')).toBe('#007f4c');
    expect(readableThemeColor('#123')).toBe('#112233');
  });

  it('darkens a light brand colour to 4.5:1, keeping its hue', () => {
    for (const light of ['#0a6', '#00a862', '#ffd400', '#ffffff', '#00a86280']) {
      const readable = readableThemeColor(light)!;
      expect(readable, light).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(readable), light).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(readable), light).toBeLessThan(4.8);
    }
    // The green stays green: its blue-green ratio survives the darkening.
    const green = readableThemeColor('#00a862')!;
    expect(parseInt(green.slice(1, 3), 16)).toBe(0);
    expect(parseInt(green.slice(3, 5), 16)).toBeGreaterThan(parseInt(green.slice(5, 7), 16));
  });

  it('refuses what is not a hex colour', () => {
    for (const bad of ['', 'red', '#12', '#12345', '#1234567', 'red; background: url(x)', '#00a862 !important'])
      expect(readableThemeColor(bad), bad).toBeNull();
  });
});

describe('hash routes', () => {
  it('knows the two templates; anything else is the form', () => {
    expect(viewOf('#/downloadTemplate?id=T100')).toBe('downloadTemplate');
    expect(viewOf('#/agreementTemplate')).toBe('agreementTemplate');
    expect(viewOf('')).toBe('form');
    expect(viewOf('#/elsewhere')).toBe('form');
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
