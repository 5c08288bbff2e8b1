#!/usr/bin/env node
/**
 * `npm run bench:dev`: the engineer's loop, measured (issue 60.2). Starts `npm run dev`, changes one string of
 * one page's messages, and times the save -> the rebuilt page told to reload -> its new bundle served with the
 * change; then puts the string back the same way. Prints the times; a measurement, it fails only when the change
 * never arrives.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { root } from './lib/paths.mjs';

const PORT = Number(process.env.PORT ?? 4330);
const origin = `http://127.0.0.1:${PORT}`;
const file = path.join(root, 'packages/pages/src/order-list/messages/index.ts');
const original = await readFile(file, 'utf8');
const from = "'orders.findLoan': { source: 'Find a loan' }";
if (!original.includes(from)) throw new Error(`bench:dev: ${from} is no longer in ${file}`);

const dev = spawn('node', ['scripts/start.mjs', '--watch'], { cwd: root, env: { ...process.env, PORT: String(PORT) } });
let log = '';
const ready = new Promise((resolve, reject) => {
  dev.stdout.on('data', (chunk) => {
    log += chunk;
    if (log.includes('Watching packages/')) resolve();
  });
  dev.on('exit', (code) => reject(new Error(`npm run dev exited (${code}):\n${log}`)));
});
dev.stderr.on('data', (chunk) => process.stderr.write(chunk));

/** The time from a save to the open page told to reload and its bundles serving `text` (or no longer `gone`). */
async function measure(contents, text, gone) {
  const events = await fetch(`${origin}/__dev/events`);
  const reader = events.body.getReader();
  const started = performance.now();
  await writeFile(file, contents);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the event stream ended before a reload');
    if (new TextDecoder().decode(value).includes('data: reload')) break;
  }
  const told = performance.now() - started;
  await reader.cancel();
  const html = await (await fetch(`${origin}/theSuch/`)).text();
  const scripts = [...html.matchAll(/(?:src|href)="\.\/([^"]+\.js)"/g)].map((match) => match[1]);
  const bodies = await Promise.all(scripts.map(async (name) => (await fetch(`${origin}/theSuch/${name}`)).text()));
  const all = [html, ...bodies].join('\n');
  const served = all.includes(text) && !(gone && all.includes(gone));
  return { told, served: performance.now() - started, found: served };
}

try {
  const bootStarted = performance.now();
  await ready;
  console.log(`npm run dev: first build and serving in ${((performance.now() - bootStarted) / 1000).toFixed(1)} s`);
  const changed = await measure(
    original.replace(from, "'orders.findLoan': { source: 'Find a loan now' }"),
    'Find a loan now',
  );
  const back = await measure(original, 'Find a loan', 'Find a loan now');
  for (const [name, run] of [
    ['one-line change', changed],
    ['and back', back],
  ]) {
    console.log(
      `${name}: page told to reload after ${Math.round(run.told)} ms, served with the change after ${Math.round(run.served)} ms`,
    );
    if (!run.found) throw new Error(`${name}: the served page does not have the change`);
  }
} finally {
  await writeFile(file, original);
  dev.kill();
}
