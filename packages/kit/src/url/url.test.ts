import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeUrlText, safeUrl, urlScheme } from './url';

const BASE = 'http://127.0.0.1:8080/badSpark/?orderId=1';

describe('safeUrl against obfuscation', () => {
  it.each([
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    ' \u0000javascript:alert(1)',
    'jav\r\nascript:alert(1)',
    '/\\evil.example/x',
    '\\/evil.example/x',
    '/\t/evil.example/x',
    'https:',
    'http:///',
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw, BASE)).toBeNull();
  });

  it('keeps what a browser would load for a clean link', () => {
    expect(safeUrl('\thttps://pay.example.ph/x\n', BASE)).toBe('https://pay.example.ph/x');
    expect(safeUrl('/odiousAnd/?o=1', BASE)).toBe('http://127.0.0.1:8080/odiousAnd/?o=1');
  });

  it('names the scheme as a browser reads it', () => {
    expect(urlScheme('java\tscript:x')).toBe('javascript');
    expect(urlScheme('\u0001DATA:text/html,x')).toBe('data');
    expect(urlScheme('loanapp://product/1')).toBe('loanapp');
    expect(normalizeUrlText('\u0001 a\tb \n')).toBe('ab');
  });

  // Fragments an attacker mixes: schemes, separators, controls, slashes of both kinds, hosts.
  const piece = fc.constantFrom(
    'javascript',
    'java',
    'script',
    'data',
    'http',
    'https',
    ':',
    '/',
    '\\',
    '//',
    '\t',
    '\n',
    '\u0001',
    '\u0000',
    ' ',
    '.',
    './',
    '../',
    '?',
    '#',
    '@',
    'evil.example',
    '127.0.0.1:8080',
    'x',
    '%09',
    '&#58;',
  );
  const hostile = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(''));

  it('accepts only what the WHATWG parser turns into http(s) on this origin or an absolute http(s) URL', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string()), (raw) => {
        const result = safeUrl(raw, BASE);
        if (result === null) return;
        // What the browser would really load from the raw text.
        const loaded = new URL(raw, BASE);
        expect(result).toBe(loaded.href);
        expect(['http:', 'https:']).toContain(loaded.protocol);
        if (!/^https?:/i.test(normalizeUrlText(raw))) expect(loaded.origin).toBe(new URL(BASE).origin);
      }),
      { numRuns: 3000 },
    );
  });
});
