import { readdirSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/** One entry per subpath export of package.json; `./ui/*` is one entry per component folder. */
const components = readdirSync('src/ui/components', { withFileTypes: true })
  .filter((dirent) => dirent.isDirectory())
  .map((dirent) => dirent.name);
// Each area's message table is a subpath of its own: a page imports only its area, so only that area's
// Chinese and Indonesian chunks end up in its folder (ADR 0042).
const messageAreas = readdirSync('src/i18n/messages')
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''));
const subpaths = [
  'ui',
  'api',
  'bridge',
  'format',
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

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(subpaths.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
    ...Object.fromEntries(components.map((name) => [`ui/${name}/index`, `src/ui/components/${name}/index.ts`])),
    'i18n/catalog': 'src/i18n/catalog.ts',
    ...Object.fromEntries(messageAreas.map((area) => [`i18n/messages/${area}`, `src/i18n/messages/${area}.ts`])),
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2019',
  sourcemap: false,
  tsconfig: './tsconfig.build.json',
  // The opt-in page base is plain CSS no module imports; it ships as written.
  async onSuccess() {
    await copyFile('src/ui/theme/base.css', 'dist/base.css');
  },
  esbuildOptions(options) {
    options.conditions = ['source'];
    options.jsx = 'automatic';
  },
});
