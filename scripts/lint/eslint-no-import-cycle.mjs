/**
 * `imports/no-cycle` (issue 70): no import circle between the packages' modules, and no loop between the kit's
 * folders (api -> config -> i18n -> api). Type-only imports count: a circle of types is still two modules that
 * cannot be read (or moved) one without the other. The graph is read once per process from the sources
 * (TypeScript's import scanner, relative imports and `@loan-webview/<package>/<subpath>` through each package's
 * source condition); each import that closes a circle is reported where it is written.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const packagesDir = path.join(root, 'packages');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** `@loan-webview/<name>` -> its directory and its exports' source modules. */
function workspacePackages() {
  const found = new Map();
  for (const name of readdirSync(packagesDir)) {
    const manifest = path.join(packagesDir, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const json = JSON.parse(readFileSync(manifest, 'utf8'));
    found.set(json.name, { dir: path.join(packagesDir, name), exports: json.exports ?? {} });
  }
  return found;
}

function asFile(candidate) {
  if (/\.(tsx?|mjs)$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  for (const extension of EXTENSIONS) if (existsSync(candidate + extension)) return candidate + extension;
  return undefined;
}

/** A workspace specifier's source file, through the package's `@loan-webview/source` condition (or its default). */
function resolveWorkspace(specifier, packages) {
  const name = specifier.split('/').slice(0, 2).join('/');
  const found = packages.get(name);
  if (!found) return undefined;
  const subpath = `.${specifier.slice(name.length)}`;
  for (const [key, target] of Object.entries(found.exports)) {
    const source = typeof target === 'string' ? target : (target['@loan-webview/source'] ?? target.default);
    if (typeof source !== 'string') continue;
    if (key === subpath) return asFile(path.join(found.dir, source));
    if (key.includes('*')) {
      const [before, after] = key.split('*');
      if (subpath.startsWith(before) && subpath.endsWith(after)) {
        const star = subpath.slice(before.length, subpath.length - after.length);
        return asFile(path.join(found.dir, source.replace('*', star)));
      }
    }
  }
  return undefined;
}

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|test-d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module of the packages' sources (tests and stories left out: nothing imports them) and what it imports. */
export function importGraph() {
  const packages = workspacePackages();
  const graph = new Map();
  for (const { dir } of packages.values()) {
    const src = path.join(dir, 'src');
    if (!existsSync(src)) continue;
    for (const file of sources(src)) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const edges = [];
      for (const { fileName, pos } of importedFiles) {
        const target = fileName.startsWith('.')
          ? asFile(path.resolve(path.dirname(file), fileName))
          : fileName.startsWith('@loan-webview/')
            ? resolveWorkspace(fileName, packages)
            : undefined;
        if (target && target !== file) edges.push({ target, pos, specifier: fileName });
      }
      graph.set(file, edges);
    }
  }
  return graph;
}

/** Whether `to` can reach `from` along `next`. */
function reaches(start, goal, next) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    if (node === goal) return true;
    for (const target of next(node)) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

/** The kit's top-level folder of a file (`api`, `config`…), or undefined outside the kit's folders. */
function kitFolder(file) {
  const relative = path.relative(path.join(packagesDir, 'kit/src'), file);
  if (relative.startsWith('..')) return undefined;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/** Each import that closes a circle: `{ file, pos, specifier, kind: 'module' | 'folder', through }`. */
export function importCycles(graph = importGraph()) {
  const moduleNext = (node) => (graph.get(node) ?? []).map((edge) => edge.target);
  const folderEdges = new Map();
  for (const [file, edges] of graph) {
    const from = kitFolder(file);
    if (!from) continue;
    for (const { target } of edges) {
      const to = kitFolder(target);
      if (to && to !== from) folderEdges.set(from, new Set([...(folderEdges.get(from) ?? []), to]));
    }
  }
  const folderNext = (folder) => [...(folderEdges.get(folder) ?? [])];
  const found = [];
  for (const [file, edges] of graph) {
    for (const edge of edges) {
      if (reaches(edge.target, file, moduleNext)) {
        found.push({ ...edge, file, kind: 'module' });
        continue;
      }
      const from = kitFolder(file);
      const to = kitFolder(edge.target);
      if (from && to && from !== to && reaches(to, from, folderNext)) {
        found.push({ ...edge, file, kind: 'folder', through: `${from} -> ${to} -> … -> ${from}` });
      }
    }
  }
  return found;
}

let cached;

export const importsPlugin = {
  rules: {
    'no-cycle': {
      meta: {
        type: 'problem',
        docs: { description: 'No import circle between modules, and no loop between the kit’s folders.' },
        schema: [],
      },
      create(context) {
        return {
          Program(node) {
            cached ??= importCycles();
            const file = path.resolve(context.filename);
            for (const cycle of cached.filter((entry) => entry.file === file)) {
              const at = context.sourceCode.getLocFromIndex(cycle.pos);
              context.report({
                node,
                loc: { start: at, end: { line: at.line, column: at.column + cycle.specifier.length } },
                message:
                  cycle.kind === 'module'
                    ? `'${cycle.specifier}' imports this module back (an import circle): move what both need into a module of its own`
                    : `'${cycle.specifier}' closes a loop between the kit's folders (${cycle.through}): the lower folder must not import the higher`,
              });
            }
          },
        };
      },
    },
  },
};
