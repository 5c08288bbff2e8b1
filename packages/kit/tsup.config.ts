import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** One entry per subpath export of package.json; `./pages/*` is one entry per page folder. */
const pages = readdirSync('src/pages', { withFileTypes: true })
  .filter((dirent) => dirent.isDirectory())
  .map((dirent) => `pages/${dirent.name}`);
const subpaths = ['ui', 'api', 'bridge', 'format', 'config', 'i18n', 'session', 'routes', 'storage', 'toast', 'pages', ...pages];

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(subpaths.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2019',
  sourcemap: false,
  tsconfig: './tsconfig.build.json',
  esbuildOptions(options) {
    options.conditions = ['source'];
    options.jsx = 'automatic';
  },
});
