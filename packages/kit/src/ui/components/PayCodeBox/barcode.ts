/**
 * Code 39: digits, capital letters and `-. $/+%`, which covers the payment providers' pay codes. Each
 * character is 5 bars and 4 spaces, 3 of them wide; `*` starts and stops the code.
 */
const PATTERNS: Record<string, string> = {
  '0': 'nnnwwnwnn',
  '1': 'wnnwnnnnw',
  '2': 'nnwwnnnnw',
  '3': 'wnwwnnnnn',
  '4': 'nnnwwnnnw',
  '5': 'wnnwwnnnn',
  '6': 'nnwwwnnnn',
  '7': 'nnnwnnwnw',
  '8': 'wnnwnnwnn',
  '9': 'nnwwnnwnn',
  A: 'wnnnnwnnw',
  B: 'nnwnnwnnw',
  C: 'wnwnnwnnn',
  D: 'nnnnwwnnw',
  E: 'wnnnwwnnn',
  F: 'nnwnwwnnn',
  G: 'nnnnnwwnw',
  H: 'wnnnnwwnn',
  I: 'nnwnnwwnn',
  J: 'nnnnwwwnn',
  K: 'wnnnnnnww',
  L: 'nnwnnnnww',
  M: 'wnwnnnnwn',
  N: 'nnnnwnnww',
  O: 'wnnnwnnwn',
  P: 'nnwnwnnwn',
  Q: 'nnnnnnwww',
  R: 'wnnnnnwwn',
  S: 'nnwnnnwwn',
  T: 'nnnnwnwwn',
  U: 'wwnnnnnnw',
  V: 'nwwnnnnnw',
  W: 'wwwnnnnnn',
  X: 'nwnnwnnnw',
  Y: 'wwnnwnnnn',
  Z: 'nwwnwnnnn',
  '-': 'nwnnnnwnw',
  '.': 'wwnnnnwnn',
  ' ': 'nwwnnnwnn',
  $: 'nwnwnwnnn',
  '/': 'nwnwnnnwn',
  '+': 'nwnnnwnwn',
  '%': 'nnnwnwnwn',
  '*': 'nwnnwnwnn',
};

export interface Bar {
  x: number;
  width: number;
}

/** The bars of a Code 39 barcode in narrow-module units, or null when the code has a character it cannot hold. */
export function code39Bars(code: string, wide = 3): { bars: Bar[]; width: number } | null {
  if (code.includes('*')) return null; // reserved for start and stop
  const text = `*${code.toUpperCase()}*`;
  const bars: Bar[] = [];
  let x = 0;
  for (const char of text) {
    const pattern = PATTERNS[char];
    if (!pattern) return null;
    [...pattern].forEach((element, index) => {
      const width = element === 'w' ? wide : 1;
      if (index % 2 === 0) bars.push({ x, width });
      x += width;
    });
    x += 1; // the narrow gap between characters
  }
  return { bars, width: x - 1 };
}

export const CODE39_PATTERNS = PATTERNS;
