import { describe, expect, it } from 'vitest';
import { createTranslator, registerMessages } from '@loan-webview/kit/i18n';
import { confirmMessages } from './messages';
import { termLabel } from './term';

registerMessages(confirmMessages);
const t = createTranslator('en');

describe('termLabel', () => {
  it('says the English unit words in the page’s language, and shows another word as the server sent it', () => {
    expect(termLabel(t, 91, 'days')).toBe('91 days');
    expect(termLabel(createTranslator('fil'), 91, 'Days')).toBe('91 na araw');
    expect(termLabel(createTranslator('fil'), 1, 'month')).toBe('1 buwan');
    expect(termLabel(createTranslator('fil'), 2, 'quincenas')).toBe('2 quincenas');
  });

  it.each([
    ['1', '91 days'],
    ['2', '12 weeks'],
    ['3', '6 months'],
  ])('maps the code %s to a unit word', (code, expected) => {
    expect(termLabel(t, Number.parseInt(expected, 10), code)).toBe(expected);
  });

  it('shows the number alone for an unknown code or no unit, never the raw code', () => {
    expect(termLabel(t, 91, '9')).toBe('91');
    expect(termLabel(t, 91, '0')).toBe('91');
    expect(termLabel(t, 91, '')).toBe('91');
  });
});
