// @vitest-environment node
/**
 * The browser floor (ADR 0058): the CSS degrades in looks, never in function, on a WebView older than its modern
 * features. `npm run lint` holds every file to it with the rules of scripts/lint/stylelint-browser-floor.mjs; this
 * checks that those rules catch what they are for, so the lint cannot pass while checking nothing.
 */
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM stylelint plugin, without types
import floorRules from './stylelint-browser-floor.mjs';

const lint = async (code: string) => {
  const { results } = await stylelint.lint({
    code,
    config: { plugins: floorRules, rules: { 'loan/color-mix-in-supports': true, 'loan/no-has-selector': true } },
  });
  return results[0].warnings.map((warning) => warning.rule);
};

describe('browser floor lint', () => {
  it('refuses color-mix() outside @supports, even after a plain fallback (it would be unset, not fall back)', async () => {
    expect(
      await lint('.a { background: var(--x); background: color-mix(in srgb, var(--y) 10%, transparent); }'),
    ).toEqual(['loan/color-mix-in-supports']);
  });

  it('takes color-mix() inside @supports (color: color-mix(…))', async () => {
    expect(
      await lint(
        '.a { background: var(--x); } @supports (color: color-mix(in srgb, red, red)) { .a { background: color-mix(in srgb, var(--y) 10%, transparent); } }',
      ),
    ).toEqual([]);
  });

  it('refuses :has(): the component sets an attribute for the state instead', async () => {
    expect(await lint('.a:has(input:checked) { border-color: var(--x); }')).toEqual(['loan/no-has-selector']);
    expect(await lint('.a[data-checked] { border-color: var(--x); }')).toEqual([]);
  });
});
