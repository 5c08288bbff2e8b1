// @vitest-environment node
/**
 * The public API of every subpath, values and types, as a reviewed snapshot (as Primer does): any change to
 * what the package exports shows up in review. Update with `npx vitest run packages/kit/src/exports.test.ts -u`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import manifest from '../package.json';

const kit = path.resolve(__dirname, '..');
type Target = string | { '@loan-webview/source'?: string };
const exportsMap = manifest.exports as Record<string, Target>;

/**
 * Every subpath with its source module; `./ui/*` expands to one subpath per component folder, and
 * `./i18n/messages/*` to one per area file.
 */
const subpaths: [string, string][] = Object.entries(exportsMap).flatMap(([subpath, target]): [string, string][] => {
  // The workspace condition names each subpath's source module (the published package has none).
  const source = typeof target === 'object' ? target['@loan-webview/source'] : undefined;
  if (!source || !/\.tsx?$/.test(source)) return [];
  if (!subpath.includes('*')) return [[subpath, source]];
  const [before, after] = source.split('*');
  // `*/index.ts` names folders; `*.ts` and `*.tsx` name files.
  const folders = after.startsWith('/');
  return readdirSync(path.join(kit, before), { withFileTypes: true })
    .filter((dirent) => (folders ? dirent.isDirectory() : dirent.isFile() && dirent.name.endsWith(after)))
    .map((dirent) => (folders ? dirent.name : dirent.name.slice(0, -after.length)))
    .map((name): [string, string] => [subpath.replace('*', name), `${before}${name}${after}`]);
});

const program = ts.createProgram(
  subpaths.map(([, source]) => path.join(kit, source)),
  {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  },
);
const checker = program.getTypeChecker();

/** `name: value | type | value+type` for each export, sorted: what a consumer can import from the subpath. */
function publicApi(source: string): string[] {
  const file = program.getSourceFile(path.join(kit, source));
  const symbol = file && checker.getSymbolAtLocation(file);
  if (!symbol) throw new Error(`${source} has no module symbol`);
  return checker
    .getExportsOfModule(symbol)
    .map((exported) => {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const value = (target.flags & ts.SymbolFlags.Value) !== 0;
      const type = (target.flags & (ts.SymbolFlags.Type | ts.SymbolFlags.Class)) !== 0;
      return `${exported.name}: ${value && type ? 'value+type' : value ? 'value' : 'type'}`;
    })
    .sort();
}

describe('public exports', () => {
  it('has a subpath for every component folder and no pages', () => {
    const names = subpaths.map(([subpath]) => subpath);
    expect(names).toContain('./ui/Button');
    expect(names.some((name) => name.includes('pages'))).toBe(false);
  });

  // The endpoint files' exports (calls, schemas, their types) follow from the declarations, which
  // endpoint-table.test.ts checks: a new endpoint file changes no reviewed list here.
  const declared = new Set(publicApi('src/api/endpoints/index.ts'));

  it.each(subpaths)('%s', (_subpath, source) => {
    expect(publicApi(source).filter((line) => !declared.has(line))).toMatchSnapshot();
  });
});

describe('the README (issue 28.2: its paths must exist)', () => {
  const readme = readFileSync(path.join(kit, 'README.md'), 'utf8');
  const exported = new Set(Object.keys(exportsMap).filter((key) => !key.includes('*')));
  for (const [subpath] of subpaths) exported.add(subpath);

  it('names only subpaths the package exports', () => {
    // `@loan-webview/kit/i18n/messages/<area>` stands for the `./i18n/messages/*` subpaths.
    const named = [...readme.matchAll(/@loan-webview\/kit(\/[\w./-]*\w)?(\/<)?/g)]
      .filter(([, , placeholder]) => !placeholder)
      .map(([, rest]) => `.${rest ?? ''}`);
    expect(named.filter((subpath) => !exported.has(subpath))).toEqual([]);
  });

  it("names in each subpath's table only what that subpath exports", () => {
    const sourceOf = new Map(subpaths);
    const wrong: string[] = [];
    // `### \`@loan-webview/kit/api\`` (or two subpaths joined by "and"), then its table's first column.
    for (const [, heading, body] of readme.matchAll(/^### (.+)\n([\s\S]*?)(?=^##)/gm)) {
      const sources = [...heading.matchAll(/`@loan-webview\/kit\/([\w/-]+)`/g)].map(([, sub]) =>
        sourceOf.get(`./${sub}`),
      );
      if (sources.length === 0 || sources.some((source) => !source)) continue;
      const names = new Set(sources.flatMap((source) => publicApi(source!).map((line) => line.split(':')[0])));
      for (const [, cell] of body.matchAll(/^\| ([^|]+) \|/gm)) {
        for (const [, code] of cell.matchAll(/`([^`]+)`/g)) {
          const name = /^([A-Za-z_$][\w$]*)(\(|<|$)/.exec(code)?.[1];
          if (name && !names.has(name)) wrong.push(`${heading}: ${name}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists every component folder a consumer can import', () => {
    const folders = subpaths.map(([subpath]) => subpath).filter((subpath) => subpath.startsWith('./ui/'));
    const listed = readme.slice(readme.indexOf('The folders:'), readme.indexOf('The global tokens:'));
    expect(folders.filter((folder) => !listed.includes(`\`${folder.slice('./ui/'.length)}\``))).toEqual([]);
  });
});
