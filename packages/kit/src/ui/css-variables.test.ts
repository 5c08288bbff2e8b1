// @vitest-environment node
/**
 * Every component CSS variable is documented where a designer or consumer looks: the comment at the top of its
 * CSS file and the kit README. Each one falls back to a global token or a plain value, so a component renders
 * its design even where no variable is set.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const components = path.resolve(__dirname, 'components');
const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
const tokens = readFileSync(path.resolve(__dirname, 'theme/tokens.css'), 'utf8');
const globalTokens = new Set([...tokens.matchAll(/^\s*(--loan-[\w-]+):/gm)].map((m) => m[1]));

// A component without CSS of its own (CountdownButton is a Button) has nothing to document.
const files = readdirSync(components)
  .map((name) => [name, path.join(components, name, `${name}.css`)] as const)
  .filter(([, file]) => existsSync(file));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What `var(name, …)` falls back to in the CSS rules, parentheses balanced. */
function fallbackOf(css: string, name: string): string {
  const found = new RegExp(`var\\(\\s*${name}\\s*,`).exec(css);
  if (!found) return '(no fallback)';
  const start = found.index + found[0].length;
  let depth = 1;
  let end = start;
  while (depth > 0 && end < css.length) {
    if (css[end] === '(') depth++;
    else if (css[end] === ')') depth--;
    end++;
  }
  return css
    .slice(start, end - 1)
    .replace(/\s+/g, ' ')
    .trim();
}

describe('component CSS variables', () => {
  it.each(files)('%s documents and falls back for each of its variables', (_name, file) => {
    const css = readFileSync(file, 'utf8');
    const header = /^\/\*[\s\S]*?\*\//.exec(css)?.[0] ?? '';
    const used = [...css.matchAll(/var\((--loan-[\w-]+)(,?)/g)].filter(([, name]) => !globalTokens.has(name));
    expect(used.length).toBeGreaterThan(0);
    for (const [, name, comma] of used) {
      expect(comma, `${name} has a fallback`).toBe(',');
      expect(header, `${name} is listed at the top of the file`).toContain(name);
      expect(readme, `${name} is in the kit README`).toContain(`\`${name}\``);
    }
  });

  it.each(files)('%s: its header and the README give the fallback the CSS uses', (_name, file) => {
    const css = readFileSync(file, 'utf8');
    const header = /^\/\*[\s\S]*?\*\//.exec(css)?.[0] ?? '';
    for (const [, name] of header.matchAll(/^ \* {3}(--loan-[\w-]+):/gm)) {
      const fallback = fallbackOf(css, name);
      expect(header, `${name}'s default at the top of the file`).toMatch(
        new RegExp(`${name}: [^*]*\\(${escape(fallback)}\\)`),
      );
      const row = new RegExp(`^\\| \`${name}\` \\| .* \\| \`(.*)\` \\|$`, 'm').exec(readme);
      expect(row?.[1], `${name}'s default in the README`).toBe(fallback);
    }
  });

  it('every global token is in the README', () => {
    for (const token of globalTokens) {
      if (token === '--loan-safe-bottom') continue;
      expect(readme, token).toMatch(new RegExp(`\`${token}\`|\`${token.replace(/-[\w]+$/, '')}-\\w+\` …`));
    }
  });
});
