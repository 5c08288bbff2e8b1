// @vitest-environment node
/**
 * The browser floor (issue 28, ADR 0058): the CSS degrades in looks, never in function, on a WebView older than
 * its modern features. A declaration using color-mix() (Chrome 111) follows a plain one for the same property,
 * so an older WebView keeps a banner's background and every focus ring.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const packages = path.resolve(__dirname, '../../../..');
const cssFiles = ['kit/src', 'pages/src'].flatMap((dir) =>
  readdirSync(path.join(packages, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(dir, file)),
);

/** Each declaration with the one before it in the same rule. */
function declarations(
  css: string,
): { property: string; value: string; previous?: { property: string; value: string } }[] {
  const found = [];
  for (const [, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\{([^{}]*)\}/g)) {
    let previous: { property: string; value: string } | undefined;
    for (const [, property, value] of body.matchAll(/([a-z-]+)\s*:\s*([^;]+);/g)) {
      found.push({ property, value, previous });
      previous = { property, value };
    }
  }
  return found;
}

describe('browser floor: fallbacks before modern CSS', () => {
  it('finds the CSS', () => {
    expect(cssFiles.length).toBeGreaterThan(30);
  });

  it.each(cssFiles)('%s: every color-mix() has a plain fallback before it', (file) => {
    for (const { property, value, previous } of declarations(readFileSync(path.join(packages, file), 'utf8'))) {
      if (!value.includes('color-mix(')) continue;
      expect(previous?.property, `${property}: ${value}`).toBe(property);
      expect(previous?.value, `${property}: ${value}`).not.toContain('color-mix(');
    }
  });
});
