import { readdirSync } from 'node:fs';
import { copyFile, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { esbuildTargets } from '@loan-webview/tooling/browsers';
import { defineConfig } from 'tsup';
import { emitDeclarations } from './declarations';

/** One entry per subpath export of package.json; `./ui/*` is one entry per component folder. */
const components = readdirSync('src/ui/components', { withFileTypes: true })
  .filter((dirent) => dirent.isDirectory())
  .map((dirent) => dirent.name);
// Each area's message table is a subpath of its own: a page imports only its area, so only that area's
// Chinese and Indonesian chunks end up in its folder (ADR 0042).
// One entry per icon, so a page imports `@loan-webview/kit/icons/<name>` and carries only that icon's CSS.
const icons = readdirSync('src/ui/components/Icon/icons')
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.replace(/\.tsx$/, ''));
const messageAreas = readdirSync('src/i18n/messages')
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''));
const subpaths = [
  'ui',
  'api',
  'bridge',
  'format',
  'credit',
  'config',
  'i18n',
  'session',
  'routes',
  'storage',
  'toast',
  'offline',
  'testing',
  'hooks',
];

const entry: Record<string, string> = {
  index: 'src/index.ts',
  ...Object.fromEntries(subpaths.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
  ...Object.fromEntries(components.map((name) => [`ui/${name}/index`, `src/ui/components/${name}/index.ts`])),
  ...Object.fromEntries(icons.map((name) => [`icons/${name}`, `src/ui/components/Icon/icons/${name}.tsx`])),
  'i18n/catalog': 'src/i18n/catalog.ts',
  ...Object.fromEntries(messageAreas.map((area) => [`i18n/messages/${area}`, `src/i18n/messages/${area}.ts`])),
};

// Entries a React Server Component may import as they are: no React client API in their graph (the install
// test imports each under the react-server condition). Every other entry is a client boundary.
const serverSafe = new Set([
  'api/index',
  'bridge/index',
  'format/index',
  'config/index',
  'routes/index',
  'session/index',
  'storage/index',
  'toast/index',
  'offline/index',
  'testing/index',
  'i18n/catalog',
  ...messageAreas.map((area) => `i18n/messages/${area}`),
]);

/**
 * Prepends the directive to a client entry's files: a module-level directive is dropped by bundling. Its source
 * map moves down the line it adds (a leading `;` in the mappings is an empty first line).
 */
async function markClientEntry(entry: string) {
  for (const extension of ['js', 'cjs']) {
    const file = `dist/${entry}.${extension}`;
    await writeFile(file, `"use client";\n${await readFile(file, 'utf8')}`);
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string };
    await writeFile(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
}

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  // Declarations: the TypeScript compiler's own tree, made a package's (declarations.ts).
  dts: false,
  clean: true,
  splitting: true,
  treeshake: true,
  // The browser floor: the root package.json's browserslist (ADR 0058).
  target: esbuildTargets(),
  // Consumers' stack traces point at the kit's own sources (sourcesContent included: no src/ in the tarball).
  sourcemap: true,
  tsconfig: './tsconfig.build.json',
  async onSuccess() {
    await Promise.all([
      emitDeclarations(entry),
      ...Object.keys(entry)
        .filter((name) => !serverSafe.has(name))
        .map(markClientEntry),
    ]);
    // esbuild writes a CSS file per entry and chunk; no module imports them, and each repeats the tokens.
    // What ships: styles.css (every component, each rule once) and the opt-in page base, as written.
    for (const file of await readdir('dist', { recursive: true })) {
      if (/\.css(\.map)?$/.test(file) && !file.startsWith('index.css')) await rm(`dist/${file}`);
    }
    await copyFile('src/ui/theme/base.css', 'dist/base.css');
  },
  esbuildOptions(options) {
    options.conditions = ['@loan-webview/source'];
    options.jsx = 'automatic';
  },
});
