#!/usr/bin/env node
/**
 * npm run new-page <folder> <routeKey> [-- --path /loanHistory --title "Loan history"] [--data]
 * Writes a page that passes lint and its own tests as generated (scripts/lib/new-page.mjs): files only, the
 * route too when --path names one the kit's table does not have (the page adds it, definePage's addsRoute). A
 * data page's endpoint is one file; `npm run endpoints` derives the rest. scripts/check-new-page.mjs runs it in a
 * copy of the project (npm test). What is left by hand is in the README's "Adding a page".
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkFolder, checkRoutePath, dataPageFiles, knownRoute, pageFiles, ROUTE_TABLE } from './lib/new-page.mjs';
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
  spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', ...written], { cwd: root, stdio: 'inherit' });
  console.log(`Wrote:\n  ${written.join('\n  ')}`);
  if (values.data) {
    // The endpoint's declaration is the one place it is written: its default path, the kit's barrel, the embedded
    // backend's handler list and the docs' table follow from it.
    console.log('\nnpm run endpoints');
    if (spawnSync('npm', ['run', '--silent', 'endpoints'], { cwd: root, stdio: 'inherit' }).status !== 0) {
      throw new Error('npm run endpoints failed: run it again once the endpoint file is right');
    }
  }
  const data = values.data
    ? "the answer's real fields (the declaration's schema and example, the view), its example query (definePage's example) if it reads one"
    : "the page's data (API call, embedded backend handler, its example query in definePage, or --data)";
  console.log(
    `\nLeft by hand (README, "Adding a page"): ${data}, its zh/id/fil strings, its stories' baselines` +
      ` (npm run test:visual:update -- -g "Pages/${title} ", reviewed in the diff).`,
  );
} catch (error) {
  console.error(`new-page: ${error.message}`);
  process.exit(1);
}
