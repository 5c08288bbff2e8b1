#!/usr/bin/env node
/**
 * The built bundles against the browser floor (ADR 0058), not only our source: lint reads what we write, while a
 * dependency we bundle (web-vitals called `Array.prototype.at`, Chrome 92) ships whatever it uses. Every JS file
 * of `dist/site`:
 * - syntax: esbuild lowering it to the floor's targets changes nothing (a bundle built for the floor needs no more);
 * - APIs: no call of a web API newer than the floor, unless the same file guards or polyfills it.
 * Run after `npm run build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { esbuildTargets } from '@loan-webview/tooling/browsers';
import { siteDir } from './lib/paths.mjs';

const FLOOR = esbuildTargets();

/** A class in the same file with a method of that name (Radix's ordered collection has `at` and `toSorted`). */
const ownMethod = (name) => new RegExp(`[{};,]${name}\\([\\w$,]*\\)\\{`);

/** A call of a method of that name: `x.at(`, not a spread of a minified function that happens to be called `at`. */
const methodCall = (name) => new RegExp(`(?<!\\.\\.)\\.${name}\\(`);

/** Web APIs past the floor, how a minified bundle calls them, and what in the same file makes the call safe. */
export const RISKS = [
  {
    api: 'Array.prototype.at (Chrome 92)',
    use: methodCall('at'),
    safeWhen: [/defineProperty\([\w$.]+,"at"/, ownMethod('at')],
  },
  { api: 'structuredClone (Chrome 98)', use: /\bstructuredClone\(/ },
  { api: 'Object.hasOwn (Chrome 93)', use: /\bObject\.hasOwn\(/ },
  { api: 'Array.prototype.findLast (Chrome 97)', use: methodCall('findLast(Index)?') },
  {
    api: 'Array.prototype.toSorted and kin (Chrome 110)',
    use: methodCall('to(Sorted|Reversed|Spliced)'),
    safeWhen: [ownMethod('to(Sorted|Reversed|Spliced)')],
  },
  { api: 'Object.groupBy (Chrome 117)', use: /\bObject\.groupBy\(/ },
  { api: 'crypto.randomUUID (Chrome 92)', use: methodCall('randomUUID') },
  { api: 'AbortSignal.timeout (Chrome 103, iOS 16)', use: /\bAbortSignal\.timeout\(/ },
  { api: 'requestIdleCallback (no Safari)', use: /\brequestIdleCallback\(/, safeWhen: [/"requestIdleCallback"in/] },
];

/** What in one bundle's text is past the floor: the APIs it calls unguarded. */
export function apisPastFloor(code) {
  return RISKS.filter(({ use, safeWhen = [] }) => use.test(code) && !safeWhen.some((safe) => safe.test(code))).map(
    ({ api }) => api,
  );
}

function jsFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
}

async function main() {
  const problems = [];
  const files = jsFiles(siteDir);
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    const name = path.relative(siteDir, file);
    for (const api of apisPastFloor(code)) problems.push(`${name}: calls ${api} unguarded`);
    const format = name.endsWith('sw.js') ? 'iife' : 'esm';
    // Without syntax minifying, which would turn `a==null||a.b` back into `a?.b` under esnext.
    const same = { minifyWhitespace: true, format, loader: 'js', logLevel: 'silent' };
    try {
      const [asIs, lowered] = await Promise.all([
        esbuild.transform(code, { ...same, target: 'esnext' }),
        esbuild.transform(code, { ...same, target: FLOOR }),
      ]);
      if (asIs.code !== lowered.code) problems.push(`${name}: has syntax newer than ${FLOOR.join(', ')}`);
    } catch (error) {
      problems.push(`${name}: cannot be lowered to ${FLOOR.join(', ')}: ${error.message.split('\n')[0]}`);
    }
  }
  if (problems.length) {
    console.error(`Past the browser floor (${FLOOR.join(', ')}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${files.length} bundles within the browser floor (${FLOOR.join(', ')})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main();
