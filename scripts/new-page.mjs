#!/usr/bin/env node
/**
 * npm run new-page <folder> <routeKey> [-- --path /loanHistory --title "Loan history"] [--data]
 * Writes a page that passes lint and its own tests as generated (scripts/lib/new-page.mjs): files only, the
 * route too when --path names one the kit's table does not have (the page adds it, definePage's addsRoute). A
 * data page's call still joins the kit's lists, which endpoint-table.test.ts names. What is left by hand is in the
 * README's "Adding a page".
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  checkFolder,
  checkRoutePath,
  dataPageFiles,
  knownRoute,
  pageFiles,
  ROUTE_TABLE,
  withApiExport,
  withEndpoint,
  withFuzzCase,
  withHandlers,
  withShapesRow,
} from './lib/new-page.mjs';
import { root } from './lib/paths.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { path: { type: 'string' }, title: { type: 'string' }, data: { type: 'boolean' } },
});
const [folder, route] = positionals;
if (!folder || !route) {
  console.error('usage: npm run new-page <folder> <routeKey> [-- --path /loanHistory --title "Loan history"] [--data]');
  process.exit(2);
}

const at = (file) => path.join(root, file);
try {
  checkFolder(folder);
  if (existsSync(at(`packages/pages/src/${folder}`)) || existsSync(at(`entries/${folder}`))) {
    throw new Error(`packages/pages/src/${folder} or entries/${folder} exists already`);
  }
  const known = knownRoute(await readFile(at(ROUTE_TABLE), 'utf8'), route);
  if (!known && !values.path) throw new Error(`route ${route} is not in ${ROUTE_TABLE}: give its --path and --title`);
  const routePath = known?.path ?? values.path;
  if (!known) checkRoutePath(routePath);
  const title = values.title ?? known?.title ?? route;
  const written = [];
  // A route the kit's table does not have is added by the page itself (definePage's addsRoute): no kit change.
  const page = { folder, route, path: routePath, title, addsRoute: !known };
  const files = (values.data ? dataPageFiles : pageFiles)(page);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(at(file)), { recursive: true });
    await writeFile(at(file), text);
    written.push(file);
  }
  // A page's table and its keys' type are its own files. A data page's call: its endpoint among the kit's defaults
  // and exports, its handler in the embedded backend.
  const patches = values.data
    ? [
        ['packages/kit/src/config/config.ts', withEndpoint],
        ['packages/kit/src/api/index.ts', withApiExport],
        ['packages/kit/src/api/endpoints.fuzz.test.ts', withFuzzCase],
        ['packages/mock-backend/src/index.ts', withHandlers],
        ['docs/api-shapes.md', withShapesRow],
      ]
    : [];
  for (const [file, patch] of patches) {
    await writeFile(at(file), patch(await readFile(at(file), 'utf8'), { folder, route }));
    written.push(file);
  }
  const formatted = written.filter((file) => !file.endsWith('.md'));
  spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', ...formatted], { cwd: root, stdio: 'inherit' });
  console.log(`Wrote:\n  ${written.join('\n  ')}`);
  if (values.data) {
    // What npm test compares with a reviewed record: the kit's public exports (the new call) and the new stories'
    // pictures. Written here so the page passes npm test as generated; review both in the diff before committing.
    const steps = [
      ['npx', ['vitest', 'run', 'packages/kit/src/exports.test.ts', '-u']],
      ['npx', ['storybook', 'build', '-o', 'dist/storybook', '--quiet']],
      ['npm', ['run', 'test:visual:update']],
    ];
    for (const [command, args] of steps) {
      console.log(`\n${command} ${args.join(' ')}`);
      if (spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status !== 0) {
        throw new Error(`${command} ${args.join(' ')} failed: run it again once the page builds`);
      }
    }
    console.log('\nUpdated the exports snapshot and the visual baselines: review them in the diff.');
  }
  const data = values.data
    ? "the answer's real fields (the schema, the fixture, the view; then the baselines again), its example query (definePage's example) if it reads one"
    : "the page's data (API call, embedded backend handler and fixture, its example query in definePage, or --data)";
  console.log(
    `\nLeft by hand (README, "Adding a page"): ${data}, its zh/id/fil strings` +
      `${values.data ? '' : ', its Storybook baselines (npm run test:visual:update)'}.`,
  );
} catch (error) {
  console.error(`new-page: ${error.message}`);
  process.exit(1);
}
