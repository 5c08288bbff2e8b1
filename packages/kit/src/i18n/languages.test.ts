import { describe, expect, it, vi } from 'vitest';
import { aliasesOf, isLanguage, languages, localeOf, registerLanguage, toLanguage } from './languages';
import { parseConfig } from '../config/config';

declare module './languages' {
  interface Languages {
    ceb: true;
  }
}

describe('languages', () => {
  it('are the kit’s four, English first, each with the locale its dates are written in', () => {
    expect(languages().slice(0, 4)).toEqual(['en', 'zh', 'id', 'fil']);
    expect(localeOf('en')).toBe('en-PH');
    expect(localeOf('fil')).toBe('fil-PH');
    expect(aliasesOf('fil')).toEqual(['tl']);
  });

  it('name a registered language however a URL or a device writes it, and nothing else', () => {
    expect(toLanguage('tl')).toBe('fil');
    expect(toLanguage(' Fil-PH ')).toBe('fil');
    expect(toLanguage('zh-Hans-CN')).toBe('zh');
    expect(toLanguage('fr')).toBeUndefined();
    expect(toLanguage('constructor')).toBeUndefined();
    expect(toLanguage(undefined)).toBeUndefined();
  });

  it('take one another team registers, typed by augmenting Languages, and the configuration accepts it', () => {
    expect(isLanguage('ceb')).toBe(false);
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseConfig({ language: 'ceb' }).language).toBe('en');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('language: is not a registered language'));
    warn.mockRestore();
    registerLanguage('ceb', { locale: 'ceb-PH', aliases: ['bis'] });
    expect(isLanguage('ceb')).toBe(true);
    expect(toLanguage('bis')).toBe('ceb');
    expect(localeOf('ceb')).toBe('ceb-PH');
    expect(parseConfig({ language: 'ceb' }).language).toBe('ceb');
    expect(parseConfig({ language: 'tl' }).language).toBe('fil');
  });
});
