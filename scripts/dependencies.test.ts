// @vitest-environment node
/**
 * Declared dependencies are what is used (issue 71): every package a workspace's code imports is declared by that
 * workspace (the kit's by the kit itself, since it is installed alone), and every declared one is imported or run
 * (a binary in a script, an addon named in a configuration). The root's overrides each have their reason in
 * docs/decisions.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const manifest = (dir: string) => JSON.parse(read(`${dir}/package.json`));
const SKIP = new Set(['node_modules', 'dist', 'test-results', '.git', '__screenshots__', 'storybook-static']);

function files(dir: string, pattern = /\.(tsx?|mts|mjs|js|cjs)$/): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    // A dot folder is a tool's or a test's scratch (new-page.test writes a probe beside the pages while this runs).
    if (entry.isDirectory()) return SKIP.has(entry.name) || entry.name.startsWith('.') ? [] : files(relative, pattern);
    return pattern.test(entry.name) ? [relative] : [];
  });
}

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`; node builtins and relative paths -> none. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  // A bundler's own module name (`loan-edge:pages`) is no package.
  if (builtinModules.includes(name) || name.includes(':')) return undefined;
  return name;
}

function imported(list: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of list) {
    for (const { fileName } of ts.preProcessFile(read(file), true, true).importedFiles) {
      const name = packageOf(fileName);
      if (name) names.add(name);
    }
  }
  return names;
}

const declared = (json: Record<string, Record<string, string> | undefined>) =>
  new Set(
    ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys(json[field] ?? {}),
    ),
  );

const kitSources = files('packages/kit/src').filter((file) => !/\.(test|stories|test-d)\.tsx?$/.test(file));

describe('declared dependencies are exactly what is used', () => {
  it('the kit declares every package its published code imports, and imports every one it declares', () => {
    const kit = manifest('packages/kit');
    const uses = imported(kitSources);
    uses.delete('@loan-webview/kit');
    const runtime = new Set([...Object.keys(kit.dependencies ?? {}), ...Object.keys(kit.peerDependencies ?? {})]);
    expect([...uses].filter((name) => !runtime.has(name)).sort(), 'imported, not declared').toEqual([]);
    // A peer the kit's dependencies need (react-dom, for Radix's portals) is the host's to give, so the kit names it.
    const peersOfDependencies = new Set(
      Object.keys(kit.dependencies ?? {}).flatMap((name) =>
        Object.keys(JSON.parse(read(`node_modules/${name}/package.json`)).peerDependencies ?? {}),
      ),
    );
    const unused = [...runtime].filter((name) => !uses.has(name) && !peersOfDependencies.has(name));
    expect(unused.sort(), 'declared, never imported').toEqual([]);
  });

  it('the root declares every package the repository imports, and uses every one it declares', () => {
    const rootJson = manifest('.');
    const workspaces = new Set(readdirSync(path.join(root, 'packages')).map((dir) => manifest(`packages/${dir}`).name));
    const code = [
      ...files('scripts'),
      ...files('e2e'),
      ...files('.storybook'),
      ...files('packages').filter((file) => !file.startsWith('packages/kit/src/') || /\.(test|stories)\./.test(file)),
      ...readdirSync(root).filter((file) => /\.(config\.(ts|js|mjs)|js)$/.test(file)),
    ];
    const uses = imported(code);
    const all = new Set([
      ...declared(rootJson),
      ...[...workspaces].flatMap((name) => [...declared(manifest(`packages/${name.split('/')[1]}`)), name]),
    ]);
    expect([...uses].filter((name) => !all.has(name)).sort(), 'imported, not declared').toEqual([]);

    // Used without an import: a binary the scripts run, or a name a configuration gives (an addon, a parser).
    const text = [
      JSON.stringify(rootJson.scripts),
      ...code.map(read),
      ...files('.ci', /.*/).map(read),
      ...files('packages')
        .filter((file) => file.endsWith('package.json'))
        .map(read),
    ].join('\n');
    const binsOf = (name: string): string[] => {
      const installed = path.join(root, 'node_modules', name, 'package.json');
      const bin = existsSync(installed) ? JSON.parse(readFileSync(installed, 'utf8')).bin : undefined;
      return typeof bin === 'string' ? [name.split('/').pop()!] : Object.keys(bin ?? {});
    };
    const peersOfRoot = new Set(
      Object.keys(rootJson.devDependencies ?? {}).flatMap((other) => {
        const installed = path.join(root, 'node_modules', other, 'package.json');
        return existsSync(installed)
          ? Object.keys(JSON.parse(readFileSync(installed, 'utf8')).peerDependencies ?? {})
          : [];
      }),
    );
    const unused = Object.keys(rootJson.devDependencies ?? {}).filter((name) => {
      if (uses.has(name)) return false;
      // Types are used with what they type (node's through tsconfig's `types`).
      if (name.startsWith('@types/')) return !(name === '@types/node' || all.has(name.slice('@types/'.length)));
      if (text.includes(`'${name}'`) || text.includes(`"${name}"`) || text.includes(`'${name}/`)) return false;
      // A peer another declared package needs (vite for Storybook's builder, @testing-library/dom for React's).
      if (peersOfRoot.has(name)) return false;
      return !binsOf(name).some(
        (bin) =>
          text.includes(`'${bin}'`) ||
          text.includes(`.bin/${bin}'`) ||
          new RegExp(`(npx|spawn\\w*\\()\\s*\\[?['"]?${bin}\\b|^\\s*"[\\w:-]+": "${bin}\\b|&& ${bin}\\b`, 'm').test(
            text,
          ),
      );
    });
    expect(unused, 'declared at the root, never imported or run').toEqual([]);
  });

  it('every override says why, in docs/decisions.md', () => {
    const decisions = read('docs/decisions.md');
    const overrides = Object.keys(manifest('.').overrides ?? {});
    expect(overrides.filter((name) => !decisions.includes(`\`${name}\``))).toEqual([]);
  });
});
