import { describe, expect, it } from 'vitest';
import { readableBrandColor } from './colour';

describe('readableBrandColor', () => {
  const contrastWithWhite = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
  };

  it('keeps a brand colour that white text can be read on', () => {
    expect(readableBrandColor('#007f4c')).toBe('#007f4c');
    expect(readableBrandColor('#123')).toBe('#112233');
  });

  it('darkens a light brand colour to 4.5:1, keeping its hue', () => {
    for (const light of ['#0a6', '#00a862', '#ffd400', '#ffffff', '#00a86280']) {
      const readable = readableBrandColor(light)!;
      expect(readable, light).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(readable), light).toBeGreaterThanOrEqual(4.5);
      expect(contrastWithWhite(readable), light).toBeLessThan(4.8);
    }
    // The green stays green: its blue-green ratio survives the darkening.
    const green = readableBrandColor('#00a862')!;
    expect(parseInt(green.slice(1, 3), 16)).toBe(0);
    expect(parseInt(green.slice(3, 5), 16)).toBeGreaterThan(parseInt(green.slice(5, 7), 16));
  });

  it('refuses what is not a hex colour', () => {
    for (const bad of ['', 'red', '#12', '#12345', '#1234567', 'red; background: url(x)', '#00a862 !important'])
      expect(readableBrandColor(bad), bad).toBeNull();
  });
});
