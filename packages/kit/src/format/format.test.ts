import { build } from 'esbuild';
import fc from 'fast-check';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, setConfig } from '../config/config';
import { FORMAT_DEFAULTS } from '../config/in-force';
import { datePatternsOf, registerLanguage } from '../i18n/languages';
import {
  addWorkingDays,
  currencySign,
  daysUntil,
  formatLongDate,
  isAmountText,
  readableValue,
  formatCardDigits,
  formatDate,
  parseDate,
  formatAmount,
  formatMoney,
  formatPhoneDigits,
  groupThousands,
  isValidMobile,
  normalizeMobile,
} from './format';

describe('formatMoney', () => {
  it('divides minor units by 100 with two decimals', () => {
    expect(formatMoney(123456)).toBe('1234.56');
    expect(formatMoney('5')).toBe('0.05');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-250)).toBe('-2.50');
    expect(formatMoney('100000')).toBe('1000.00');
  });
  it('passes a non-numeric value through unchanged', () => {
    expect(formatMoney('--')).toBe('--');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('12abc')).toBe('12abc');
  });
  it('is exact for every integer amount and never throws on any string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        expect(Math.round(Number(formatMoney(minor)) * 100)).toBe(minor);
        expect(formatMoney(minor)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => typeof formatMoney(text) === 'string'));
  });
});

describe('groupThousands', () => {
  it('groups integer digits in threes with a dot', () => {
    expect(groupThousands(1234567)).toBe('1.234.567');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1.000');
    expect(groupThousands(-1234)).toBe('-1.234');
  });
  it('round-trips the digits and never throws', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const grouped = groupThousands(n);
        expect(grouped.replace(/\./g, '')).toBe(String(n));
        expect(grouped).toMatch(/^\d{1,3}(\.\d{3})*$/);
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => typeof groupThousands(text) === 'string'));
  });
});

describe('parseDate', () => {
  // 2026-12-01 00:00 in Manila is 2026-11-30 16:00 UTC.
  const midnight = Date.UTC(2026, 10, 30, 16, 0, 0);
  it.each([
    ['YYYY-MM-DD', '2026-12-01', midnight],
    ['YYYY-MM-DD HH:MM:SS', '2026-12-01 10:30:15', midnight + (10 * 3600 + 30 * 60 + 15) * 1000],
    ['ISO without a zone', '2026-12-01T00:00', midnight],
    ['ISO with a zone', '2026-11-30T16:00:00Z', midnight],
    ['epoch seconds', midnight / 1000, midnight],
    ['epoch milliseconds', midnight, midnight],
    ['epoch seconds as a string', String(midnight / 1000), midnight],
    ['epoch milliseconds as a string', String(midnight), midnight],
  ])('reads %s', (_form, value, expected) => {
    expect(parseDate(value, 'Asia/Manila')).toBe(expected);
  });

  it('reads a wall time in the configured zone, whatever the phone says', () => {
    expect(parseDate('2026-12-01 23:30:00', 'UTC')).toBe(Date.UTC(2026, 11, 1, 23, 30));
    expect(formatDate('2026-12-01 23:30:00', 'date')).toBe('2026-12-01');
    expect(formatDate('2026-12-01', 'date')).toBe('2026-12-01');
  });

  it.each([[''], ['  '], [0], ['0'], [-5], [null], [undefined], ['tomorrow'], [Number.NaN], [{}]])(
    'has no date for %j',
    (value) => {
      expect(parseDate(value)).toBeUndefined();
    },
  );
});

describe('formatLongDate', () => {
  it('writes the date for people, in the language, in Manila whatever the phone zone', () => {
    // 2026-12-04 16:30 UTC is already 5 December in Manila.
    const instant = Date.UTC(2026, 11, 4, 16, 30);
    expect(formatLongDate(instant)).toBe('Dec 5, 2026');
    expect(formatLongDate(instant, 'zh')).toBe('2026年12月5日');
    expect(formatLongDate('2026-12-05', 'id')).toBe('5 Des 2026');
    expect(formatLongDate(instant, 'fil')).toBe('Dis 5, 2026');
    expect(formatLongDate(String(instant / 1000))).toBe('Dec 5, 2026');
  });
  it('passes through what is not a date', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
  it('writes a moment with its time of day, the Philippine way, in Manila', () => {
    expect(formatLongDate(Date.UTC(2026, 11, 5, 2, 0), 'en', 'Asia/Manila', { withTime: true })).toBe(
      'Dec 5, 2026, 10:00 AM',
    );
    expect(formatLongDate(Date.UTC(2026, 11, 5, 2, 0), 'fil', 'Asia/Manila', { withTime: true })).toBe(
      'Dis 5, 2026, 10:00 AM',
    );
    expect(formatLongDate(Date.UTC(2026, 11, 5, 14, 5), 'en', 'Asia/Manila', { withTime: true })).toBe(
      'Dec 5, 2026, 10:05 PM',
    );
    expect(formatLongDate(Date.UTC(2026, 11, 4, 16, 30), 'en', 'Asia/Manila', { withTime: true })).toBe(
      'Dec 5, 2026, 12:30 AM',
    );
    expect(formatLongDate(Date.UTC(2026, 11, 5, 2, 0), 'zh', 'Asia/Manila', { withTime: true })).toBe(
      '2026年12月5日 10:00',
    );
  });
  it("writes a language's dates from its pattern, not from the engine's locale data (Chromium 88's en-PH)", () => {
    // Chromium 88's ICU writes en-PH day first ("5 Dec 2026, 10:00 am"), as en-GB is written everywhere: a page
    // rendered at the edge would read otherwise in the phone, and React would render it again.
    const instant = Date.UTC(2026, 11, 5, 2, 0);
    registerLanguage('en', { locale: 'en-GB', dates: datePatternsOf('en') });
    try {
      expect(formatLongDate(instant, 'en', 'Asia/Manila', { withTime: true })).toBe('Dec 5, 2026, 10:00 AM');
      registerLanguage('en', { locale: 'en-GB' });
      expect(formatLongDate(instant)).toBe('5 Dec 2026');
    } finally {
      registerLanguage('en', {
        locale: 'en-PH',
        dates: { date: '{MMM} {d}, {y}', dateTime: '{MMM} {d}, {y}, {h}:{mm} {a}' },
      });
    }
    expect(formatLongDate(instant)).toBe('Dec 5, 2026');
  });
});

describe('daysUntil', () => {
  const now = Date.UTC(2026, 10, 23, 15, 0); // 23:00 on 23 November in Manila
  it('counts calendar days in Manila: 0 on the day, negative once past', () => {
    expect(daysUntil('2026-11-24', now)).toBe(1); // an hour away, but tomorrow
    expect(daysUntil('2026-11-23 08:00:00', now)).toBe(0);
    expect(daysUntil('2026-11-19', now)).toBe(-4);
    expect(daysUntil(Date.UTC(2026, 11, 5) / 1000, now)).toBe(12);
  });
  it('is undefined for what is not a date', () => {
    expect(daysUntil('', now)).toBeUndefined();
    expect(daysUntil(0, now)).toBeUndefined();
  });
});

describe('formatDate', () => {
  // 2026-11-23 01:02:03 in Manila (UTC+8) is 2026-11-22 17:02:03 UTC.
  const instant = Date.UTC(2026, 10, 22, 17, 2, 3);
  it('formats in Asia/Manila whatever the phone zone', () => {
    expect(formatDate(instant)).toBe('2026-11-23 01:02:03');
    expect(formatDate(instant, 'date')).toBe('2026-11-23');
  });
  it('accepts epoch seconds, ISO strings, numeric strings and Dates', () => {
    expect(formatDate(instant / 1000)).toBe('2026-11-23 01:02:03');
    expect(formatDate(String(instant / 1000), 'date')).toBe('2026-11-23');
    expect(formatDate('2026-11-22T17:02:03Z')).toBe('2026-11-23 01:02:03');
    expect(formatDate(new Date(instant))).toBe('2026-11-23 01:02:03');
  });
  it('zero-pads parts under 10', () => {
    expect(formatDate(Date.UTC(2026, 0, 1, 0, 5, 9), undefined, 'UTC')).toBe('2026-01-01 00:05:09');
  });
  it('passes an invalid value through and never throws', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('')).toBe('');
    fc.assert(fc.property(fc.string(), (text) => typeof formatDate(text) === 'string'));
  });
});

describe('formatPhoneDigits', () => {
  it('keeps digits, caps at 11 and shows 3-4-4', () => {
    // The Philippines writes the network prefix whole; the cn market keeps the spec's 3-4-4.
    expect(formatPhoneDigits('0917-123-45678999')).toBe('0917 123 4567');
    expect(formatPhoneDigits('0917')).toBe('0917');
    expect(formatPhoneDigits('09171')).toBe('0917 1');
    expect(formatPhoneDigits('13800138000', 'cn')).toBe('138 0013 8000');
    expect(formatPhoneDigits('0917', 'cn')).toBe('091 7');
    expect(formatPhoneDigits('abc')).toBe('');
  });
  it('is idempotent on its own output and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = formatPhoneDigits(text);
        expect(formatPhoneDigits(once)).toBe(once);
        expect(once.replace(/ /g, '').length).toBeLessThanOrEqual(11);
      }),
    );
  });
});

describe('formatCardDigits', () => {
  it('keeps digits in groups of 4', () => {
    expect(formatCardDigits('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardDigits('41 11-1')).toBe('4111 1');
  });
  it('is idempotent on its own output and never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = formatCardDigits(text);
        expect(formatCardDigits(once)).toBe(once);
        expect(once).toMatch(/^(\d{4} )*\d{0,4}$/);
      }),
    );
  });
});

describe('currencySign', () => {
  it('is the peso unless the rupee flag is set', () => {
    expect(currencySign({ rupee: false })).toBe('₱');
    expect(currencySign({ rupee: true })).toBe('₹');
  });
});

describe('mobile numbers by market', () => {
  it('ph accepts 09XXXXXXXXX, 9XXXXXXXXX and +639XXXXXXXXX, normalised to 09…', () => {
    expect(normalizeMobile('09171234567', 'ph')).toBe('09171234567');
    expect(normalizeMobile('9171234567', 'ph')).toBe('09171234567');
    expect(normalizeMobile('+639171234567', 'ph')).toBe('09171234567');
    expect(normalizeMobile('0917 123 4567', 'ph')).toBe('09171234567');
    expect(isValidMobile('08171234567', 'ph')).toBe(false);
    expect(isValidMobile('13800138000', 'ph')).toBe(false);
  });
  it('cn follows the spec rule ^1[3-9]\\d{9}$', () => {
    expect(isValidMobile('13800138000', 'cn')).toBe(true);
    expect(isValidMobile('12800138000', 'cn')).toBe(false);
    expect(isValidMobile('09171234567', 'cn')).toBe(false);
  });
  it('normalising is idempotent and never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('ph' as const, 'cn' as const), (text, market) => {
        const once = normalizeMobile(text, market);
        if (once !== undefined) expect(normalizeMobile(once, market)).toBe(once);
      }),
    );
  });
});

describe('formatAmount', () => {
  it('shows the sign, comma groups and two decimals; other values pass through', () => {
    expect(formatAmount(545000, { rupee: false })).toBe('₱5,450.00');
    expect(formatAmount('123456789', { rupee: true })).toBe('₹1,234,567.89');
    expect(formatAmount(-5, { rupee: false })).toBe('-₱0.05');
    expect(formatAmount('n/a', { rupee: false })).toBe('n/a');
  });
});

describe('the formatters in a consumer bundle (issue 28.7)', () => {
  const here = dirname(fileURLToPath(import.meta.url));
  async function bundle(contents: string) {
    const result = await build({
      stdin: { contents, resolveDir: here, loader: 'ts' },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    return { gzip: gzipSync(result.outputFiles[0].contents).length, inputs: Object.keys(result.metafile.inputs) };
  }

  it('formatAmount alone stays under 1 kB: no configuration parser, no valibot', async () => {
    const { gzip, inputs } = await bundle("import { formatAmount } from './index'; console.log(formatAmount(545000));");
    expect(inputs.filter((input) => /valibot|config\/config/.test(input))).toEqual([]);
    expect(gzip).toBeLessThan(1024);
  });

  it('follow the configuration the page set', () => {
    setConfig({ rupee: true, market: 'cn' });
    try {
      expect(formatAmount(545000)).toBe('₹5,450.00');
      expect(isValidMobile('13812345678')).toBe(true);
    } finally {
      setConfig(undefined);
    }
    expect(formatAmount(545000)).toBe('₱5,450.00');
    expect(isValidMobile('13812345678')).toBe(false);
  });

  it('fall back to the same defaults as the configuration', () => {
    const { rupee, timeZone, market } = DEFAULT_CONFIG;
    expect(FORMAT_DEFAULTS).toEqual({ rupee, timeZone, market });
  });
});

describe('addWorkingDays (a complaint’s reply-by date)', () => {
  // Fri Nov 27, 2026, 3 pm in Manila.
  const friday = Date.UTC(2026, 10, 27, 7);
  it('skips the weekend, counting Manila days', () => {
    expect(formatLongDate(addWorkingDays(friday, 3))).toBe('Dec 2, 2026');
    expect(formatLongDate(addWorkingDays(friday, 1))).toBe('Nov 30, 2026');
    // 11 pm on Sunday in Manila is still Sunday there, though already Monday in UTC+9 and later.
    expect(formatLongDate(addWorkingDays(Date.UTC(2026, 10, 29, 15), 1))).toBe('Nov 30, 2026');
    expect(formatLongDate(addWorkingDays(Date.UTC(2026, 10, 30, 16), 1))).toBe('Dec 2, 2026');
  });
});

describe('readableValue', () => {
  it('writes a date sent as text the way every page writes dates', () => {
    expect(readableValue('2026-11-20')).toBe('Nov 20, 2026');
    expect(readableValue('2026-11-20', 'fil')).toBe(formatLongDate('2026-11-20', 'fil'));
    expect(readableValue(' 2026-11-20 14:32:00 ')).toBe('Nov 20, 2026, 2:32 PM');
    expect(readableValue('2026-11-20T06:32:00Z')).toBe('Nov 20, 2026, 2:32 PM');
  });

  it('writes pesos sent without their sign as every other figure (the spec’s rows: "4800.00")', () => {
    expect(readableValue('4800.00')).toBe('₱4,800.00');
    expect(readableValue(' 1,234,567.50 ')).toBe('₱1,234,567.50');
    expect(readableValue('0.45')).toBe('₱0.45');
  });

  it('leaves everything else as the server wrote it', () => {
    for (const text of [
      '₱5,450.00',
      '1764000000',
      'DP7777777174',
      '91 days',
      '2026-11',
      'on 2026-11-20',
      '4800',
      '3.5',
      '4,80.00',
    ]) {
      expect(readableValue(text)).toBe(text);
    }
  });
});

describe('isAmountText', () => {
  it('knows an amount alone, as servers write one, from text that holds one and from numbers that are not money', () => {
    const amounts = ['₱5,450.00', '−₱2,000.00', '-₱50', 'PHP 950.00', '950 PHP', '4800.00', '4,800.00', ' ₹120 '];
    const others = ['₱5,450.00 by Dec 5', 'ORD174', '09171234567', '91 days', '9'.repeat(80), `₱${'9'.repeat(40)}`, ''];
    expect(amounts.filter((value) => !isAmountText(value))).toEqual([]);
    expect(others.filter(isAmountText)).toEqual([]);
  });
});
