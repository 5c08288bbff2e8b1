/** WCAG relative luminance of an sRGB colour, channels 0-255. */
function luminance(rgb: readonly number[]): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast of white on the colour (a button's label), which is also the colour's as text on white. */
const contrastWithWhite = (rgb: readonly number[]) => 1.05 / (luminance(rgb) + 0.05);

/**
 * A brand colour from a server (the configuration's `brandColors`, a promotion template's `themeColor`) as a page
 * may use it: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (alpha laid over white), darkened in small steps until
 * white text on it reaches 4.5:1 (WCAG AA), so the hue stays the lender's and its buttons stay readable.
 * Anything else is null.
 */
export function readableBrandColor(value: string): string | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  const long = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const alpha = long.length === 8 ? parseInt(long.slice(6), 16) / 255 : 1;
  let rgb = [0, 2, 4].map((at) => parseInt(long.slice(at, at + 2), 16) * alpha + 255 * (1 - alpha));
  while (contrastWithWhite(rgb) < 4.5) rgb = rgb.map((channel) => channel * 0.98);
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
