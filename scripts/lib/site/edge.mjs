/**
 * dist/edge/worker.js: the edge renderer (edge/worker.ts, ADR 0084) bundled with every data page's entry and its
 * built index.html, cut where `#root`'s content goes. One ES module with no imports, for workerd (Cloudflare
 * Workers) and Node 20 alike.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { conditions } from '../esbuild-shared.mjs';
import { root } from '../paths.mjs';
import { folderFor } from './entries.mjs';

export const edgeDir = path.join(root, 'dist/edge');
const ROOT_OPEN = '<div id="root" data-offline="true">';

/** `pages`: the prerendered data pages ({ name, html, route }); `routes`: the route table; `entries`: their files. */
export async function buildEdge({ pages, routes, entries, minify = true }) {
  const dataPages = pages.filter((page) => page.firstRequest);
  const records = await Promise.all(
    dataPages.map(async (page) => {
      const routePath = routes[page.route].path;
      const built = await readFile(path.join(folderFor(routePath), 'index.html'), 'utf8');
      const content = `${ROOT_OPEN}${page.html}</div>`;
      const at = built.indexOf(content);
      if (at === -1) throw new Error(`entries/${page.name}: its built index.html has no #root to render into`);
      const entry = entries.find((candidate) => candidate.name === page.name);
      return {
        file: entry.file,
        path: routePath.endsWith('/') ? routePath : `${routePath}/`,
        head: built.slice(0, at + ROOT_OPEN.length),
        tail: built.slice(at + content.length - '</div>'.length),
      };
    }),
  );
  const imports = records.map((record, i) => `import e${i} from ${JSON.stringify(record.file)};`).join('\n');
  const list = records
    .map(
      (record, i) =>
        `{ path: ${JSON.stringify(record.path)}, definition: e${i}, head: ${JSON.stringify(record.head)}, tail: ${JSON.stringify(record.tail)} }`,
    )
    .join(',\n');
  await rm(edgeDir, { recursive: true, force: true });
  await mkdir(edgeDir, { recursive: true });
  await esbuild.build({
    entryPoints: [path.join(root, 'scripts/lib/edge/worker.ts')],
    bundle: true,
    platform: 'neutral',
    format: 'esm',
    target: 'es2022',
    mainFields: ['module', 'main'],
    conditions: [...conditions, 'workerd', 'worker', 'browser'],
    outfile: path.join(edgeDir, 'worker.js'),
    jsx: 'automatic',
    minify,
    legalComments: 'none',
    // Named as the pages' bundles name them (by content), so an image's URL is the one the browser renders.
    assetNames: '[name]-[hash]',
    loader: { '.css': 'empty', '.svg': 'file', '.png': 'file', '.jpg': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'edge-pages',
        setup(build) {
          build.onResolve({ filter: /^loan-edge:pages$/ }, () => ({ path: 'pages', namespace: 'loan-edge' }));
          build.onLoad({ filter: /.*/, namespace: 'loan-edge' }, () => ({
            contents: `${imports}\nexport const pages = [${list}];`,
            resolveDir: root,
            loader: 'tsx',
          }));
        },
      },
    ],
    logLevel: 'error',
  });
  return { file: path.join(edgeDir, 'worker.js'), pages: records.map((record) => record.path) };
}
