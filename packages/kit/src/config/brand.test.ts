import { afterEach, describe, expect, it } from 'vitest';
import { applyBrand, brandStyle } from './brand';
import { setConfig } from './config';

afterEach(() => {
  setConfig(undefined);
  document.documentElement.removeAttribute('style');
});

describe('brand colours for a consumer', () => {
  it("gives the configured colours as the kit's variables, darkened where white text would not read", () => {
    setConfig({ brandColors: { primary: '#6d28d9', danger: '#ffd400' } });
    const style = brandStyle();
    expect(style['--loan-color-primary']).toBe('#6d28d9');
    expect(style['--loan-color-success']).toBe('#6d28d9');
    expect(style['--loan-color-danger']).not.toBe('#ffd400');
  });

  it('sets them on the document for a page without a React root', () => {
    setConfig({ brandColors: { primary: '#0b5cff' } });
    applyBrand();
    expect(document.documentElement.style.getPropertyValue('--loan-color-primary')).toBe('#0b5cff');
  });
});
