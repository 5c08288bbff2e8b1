/**
 * The browser floor (ADR 0058) is package.json's `browserslist`; the bundlers' targets come from it, so the JS
 * never assumes more than the CSS lint allows. Android WebView runs Chrome's engine at Chrome's version numbers.
 */
import browserslist from 'browserslist';

const ESBUILD_NAMES = { chrome: 'chrome', and_chr: 'chrome', android: 'chrome', ios_saf: 'ios', safari: 'safari' };

/** The oldest version of each engine the floor names, as esbuild targets: `['chrome88', 'ios14']`. */
export function esbuildTargets(query = browserslist.loadConfig({ path: process.cwd() })) {
  const oldest = new Map();
  for (const entry of browserslist(query)) {
    const [name, range] = entry.split(' ');
    const engine = ESBUILD_NAMES[name];
    if (!engine) throw new Error(`browserslist names ${entry}, which the build cannot target`);
    const version = Number.parseFloat(range.split('-')[0]);
    if (!oldest.has(engine) || version < oldest.get(engine)) oldest.set(engine, version);
  }
  return [...oldest].map(([engine, version]) => `${engine}${version}`);
}
