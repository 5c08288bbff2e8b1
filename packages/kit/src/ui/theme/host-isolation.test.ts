/**
 * Issue 28.4: the kit's CSS styles only the kit's elements. A host's own `loan-summary` (or any class that only
 * shares the prefix) matches none of its selectors, reduced motion included; every component's root is in the
 * list the global rules (box-sizing, wrapping, font, reduced motion) name.
 */
import postcss, { type Rule } from 'postcss';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ui = join(dirname(fileURLToPath(import.meta.url)), '..');
const cssFiles = readdirSync(ui, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css') && !file.endsWith('base.css'))
  .map((file) => join(ui, file));

/** Every selector of every rule, with pseudo-elements dropped (an element matches them or nothing). */
function selectorsOf(file: string): string[] {
  const selectors: string[] = [];
  postcss.parse(readFileSync(file, 'utf8')).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes/.test((rule.parent as { name: string }).name)) return;
    for (const selector of rule.selectors)
      selectors.push(selector.replace(/::?(before|after|backdrop|placeholder)/g, '').replace(/\s+/g, ' '));
  });
  return selectors;
}

const all = cssFiles.flatMap(selectorsOf);

describe("the kit's CSS and a host's elements", () => {
  it.each(['loan-summary', 'loan-card', 'app loan-header'])(
    'a host element with class "%s" matches no kit selector',
    (className) => {
      const host = document.createElement('div');
      host.className = className;
      const child = document.createElement('span');
      host.append(child);
      document.body.append(host);
      const matched = all.filter((selector) => host.matches(selector) || child.matches(selector));
      host.remove();
      expect(matched).toEqual([]);
    },
  );

  it("names every component's root in the global rules", () => {
    const tokens = readFileSync(join(ui, 'theme/tokens.css'), 'utf8');
    const components = join(ui, 'components');
    const roots = readdirSync(components)
      .map((folder) => join(components, folder, `${folder}.css`))
      .filter((file) => cssFiles.includes(file))
      // The block of the first class a component's CSS styles (`.loan-uploader__grid` -> loan-uploader).
      .map((file) => /^\.(loan-[a-z]+(?:-[a-z]+)*)/m.exec(readFileSync(file, 'utf8'))![1]);
    expect(roots.length).toBeGreaterThan(15);
    // CSS has no selector variables: the list is written out in each rule, and every copy must be the same.
    const lists = [...tokens.matchAll(/:where\(([^)]*\.loan-agreement[^)]*)\)/g)].map(([, list]) =>
      list.replace(/\s+/g, ''),
    );
    expect(lists.length).toBe(5);
    expect(new Set(lists).size).toBe(1);
    for (const root of roots) expect(tokens, root).toMatch(new RegExp(`^\\s*\\.${root},?$`, 'm'));
  });
});
