#!/usr/bin/env node
/**
 * The install test: the kit as a new consumer gets it. Packs the staged kit (lib/kit-package.mjs), installs the
 * tarball into two throwaway apps outside the workspace (offline: the packed file and npm's cache), one on React 19
 * with react-hook-form and one on React 18.3 without it (HOSTS), then checks what a consumer relies on, each step
 * failing the test (the package's own files once, the rest in each app):
 * - no `any` in the emitted declarations;
 * - the app type-checks with moduleResolution bundler and node16 and no ambient CSS types;
 * - esbuild bundles it, CSS included;
 * - react-dom/server renders the components in plain Node, from ESM and CommonJS;
 * - under the react-server condition (React 19), client entries are boundaries and domain entries run;
 * - without react-hook-form, everything but BankForm's own subpath loads;
 * - in Chromium, a ref, className and style reach the DOM, and the host's brand colour survives every order
 *   of styles.css, base.css and the host's own CSS;
 * - a changeset becomes a version and a changelog entry in a release dry run.
 * The app's sources are scripts/install-test/.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { kitDir, packKit, stageKit } from './lib/kit-package.mjs';
import { root } from './lib/paths.mjs';
import { currentVersion, dryRelease } from './lib/release.mjs';

const fixture = path.join(root, 'scripts/install-test');
const require = createRequire(import.meta.url);
/**
 * The hosts the kit promises to work in (issue 71): React 19 with react-hook-form, and React 18.3 without it, the
 * optional peer left out. React 18 is locked by a workspace of its own, so `npm ci` put it in the cache.
 */
const HOSTS = [
  {
    label: 'React 19 + react-hook-form',
    modules: 'node_modules',
    dependencies: ['react', 'react-dom', 'react-hook-form', '@types/react', '@types/react-dom'],
    everyCssOrder: true,
    serverComponents: true,
    resolutions: ['bundler', 'node16'],
  },
  {
    label: 'React 18, no react-hook-form',
    modules: 'scripts/install-test/react-18/node_modules',
    dependencies: ['react', 'react-dom', '@types/react', '@types/react-dom'],
    everyCssOrder: false,
    serverComponents: false,
    // How a subpath's types are found does not depend on React's version: bundler resolution alone.
    resolutions: ['bundler'],
  },
];
const versionOf = (name, modules) => require(path.join(root, modules, name, 'package.json')).version;
const failures = [];
const step = async (name, check) => {
  try {
    const detail = await check();
    console.log(`  ✔ ${name}${detail ? `: ${detail}` : ''}`);
  } catch (error) {
    failures.push(name);
    console.error(`  ✖ ${name}\n${String(error instanceof Error ? error.message : error).replace(/^/gm, '      ')}`);
  }
};
const run = (command, args, cwd, extra = {}) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', ...extra });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}\n${result.stdout}${result.stderr}`.trim());
  return result.stdout.trim();
};

/**
 * npm resolves versions from the registry's metadata, which `npm ci` never caches: offline, the app installs from
 * a lock file. Ours holds the packed kit and, for everything it and the app need, the workspace lock's entries
 * (version and integrity: the tarballs `npm ci` put in the cache).
 */
async function consumerLock(manifest, tarball, modules) {
  const workspace = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8')).packages;
  const kitManifest = JSON.parse(run('tar', ['-xOzf', tarball, 'package/package.json'], root));
  const integrity = `sha512-${createHash('sha512')
    .update(await readFile(tarball))
    .digest('base64')}`;
  const packages = {
    '': { name: manifest.name, version: manifest.version, dependencies: manifest.dependencies },
    'node_modules/@loan-webview/kit': {
      version: kitManifest.version,
      resolved: manifest.dependencies['@loan-webview/kit'],
      integrity,
      dependencies: kitManifest.dependencies,
      peerDependencies: kitManifest.peerDependencies,
      peerDependenciesMeta: kitManifest.peerDependenciesMeta,
    },
  };
  const needed = (entry) => [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !entry.peerDependenciesMeta?.[name]?.optional),
  ];
  const queue = [...Object.keys(manifest.dependencies), ...needed(kitManifest)].filter(
    (n) => n !== '@loan-webview/kit',
  );
  while (queue.length) {
    const name = queue.shift();
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const entry = workspace[`${modules}/${name}`] ?? workspace[key];
    if (!entry) throw new Error(`${name} is not in the workspace lock`);
    packages[key] = entry;
    queue.push(...needed(entry));
  }
  return { name: manifest.name, version: manifest.version, lockfileVersion: 3, requires: true, packages };
}

const work = await mkdtemp(path.join(os.tmpdir(), 'kit-consumer-'));
try {
  const tarball = await packKit(await stageKit(path.join(work, 'stage')), work);
  const apps = [];
  for (const [index, host] of HOSTS.entries()) {
    const app = path.join(work, `app-${index + 1}`);
    await cp(fixture, app, {
      recursive: true,
      filter: (file) => !/rsc-(loader|hooks)\.mjs$|react-18/.test(path.relative(fixture, file)),
    });
    const dependencies = Object.fromEntries(host.dependencies.map((name) => [name, versionOf(name, host.modules)]));
    const manifest = {
      name: 'kit-consumer',
      version: '1.0.0',
      private: true,
      type: 'module',
      dependencies: { '@loan-webview/kit': `file:../${path.basename(tarball)}`, ...dependencies },
    };
    await writeFile(path.join(app, 'package.json'), JSON.stringify(manifest, null, 2));
    const lock = await consumerLock(manifest, tarball, host.modules);
    await writeFile(path.join(app, 'package-lock.json'), JSON.stringify(lock, null, 2));
    const failed = failures.length;
    await step(`${host.label}: installs offline from the packed file and the npm cache`, () => {
      run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], app);
      return `react ${dependencies.react}, ${path.basename(tarball)}`;
    });
    // An app that did not install has nothing more to say.
    if (failures.length === failed) apps.push({ ...host, app });
  }

  if (!apps.length) throw new Error('no app installed: nothing more to check');
  const installed = path.join(apps[0].app, 'node_modules/@loan-webview/kit');

  await step('the installed package carries its changelog, this version first', async () => {
    const { version } = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8'));
    const changelog = await readFile(path.join(installed, 'CHANGELOG.md'), 'utf8').catch(() => '');
    const first = /^## (\S+)/m.exec(changelog)?.[1];
    if (first !== version)
      throw new Error(`CHANGELOG.md's first entry is ${first ?? 'missing'}, the package is ${version}`);
    return version;
  });

  await step('no `any` in the emitted types', async () => {
    const files = (await readdir(installed, { recursive: true })).filter((file) => /\.d\.c?ts$/.test(file));
    const found = [];
    for (const file of files) {
      const text = await readFile(path.join(installed, file), 'utf8');
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node) => {
        if (node.kind === ts.SyntaxKind.AnyKeyword) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push(`${file}:${line + 1}: ${text.split('\n')[line].trim()}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    if (found.length) throw new Error(found.join('\n'));
    return `${files.length} declaration files`;
  });

  await step('every script has its source map, the sources inside it', async () => {
    const scripts = (await readdir(path.join(installed, 'dist'), { recursive: true })).filter((file) =>
      /\.c?js$/.test(file),
    );
    const problems = [];
    let sources = 0;
    for (const file of scripts) {
      const code = await readFile(path.join(installed, 'dist', file), 'utf8');
      const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
      if (!url) {
        problems.push(`${file}: no sourceMappingURL`);
        continue;
      }
      const map = JSON.parse(await readFile(path.join(installed, 'dist', path.dirname(file), url), 'utf8'));
      map.sources.forEach((source, index) => {
        sources += 1;
        if (!/^(\.\.\/)+src\//.test(source)) problems.push(`${file}: source outside the kit's src: ${source}`);
        if (!map.sourcesContent?.[index]) problems.push(`${file}: no content for ${source}`);
      });
    }
    if (problems.length) throw new Error(problems.slice(0, 10).join('\n'));
    return `${scripts.length} scripts, ${sources} sources`;
  });

  await step("styles.css carries each rule once and styles only the kit's own classes", async () => {
    const css = (await readFile(path.join(installed, 'dist/index.css'), 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '');
    // Innermost rules (inside @media too): selector { declarations }.
    const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => [
      selector.trim().replace(/\s+/g, ' '),
      body.replace(/\s+/g, ''),
    ]);
    const seen = new Set();
    const problems = [];
    for (const [selector, body] of rules) {
      // A keyframe's steps (`to { … }`) may repeat across animations.
      if (/^(from|to|[\d.]+%)$/.test(selector)) continue;
      const key = `${selector}{${body}}`;
      if (seen.has(key)) problems.push(`repeated: ${selector}`);
      seen.add(key);
      for (const part of selector.split(',')) {
        if (!/loan-/.test(part) && part.trim() !== ':where(:root)') problems.push(`styles the host: ${part.trim()}`);
      }
    }
    if (problems.length) throw new Error(problems.join('\n'));
    return `${rules.length} rules`;
  });

  await step(
    "as the README says, styles.css is the kit's CSS: every component's and icon's, and no other file",
    async () => {
      const css = await readFile(path.join(installed, 'dist/index.css'), 'utf8');
      const stray = (await readdir(path.join(installed, 'dist'), { recursive: true })).filter(
        (file) => file.endsWith('.css') && file !== 'index.css' && file !== 'base.css',
      );
      const components = await readdir(path.join(kitDir, 'src/ui/components'));
      const roots = await Promise.all(
        components.map(async (name) => {
          const sheet = path.join(kitDir, 'src/ui/components', name, `${name}.css`);
          const text = await readFile(sheet, 'utf8').catch(() => '');
          return /^\.(loan-[a-z-]+)/m.exec(text.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1];
        }),
      );
      const icons = (await readdir(path.join(kitDir, 'src/ui/components/Icon/icons')))
        .filter((file) => file.endsWith('.tsx'))
        .map((file) => `loan-icon--${file.replace(/\.tsx$/, '')}`);
      const missing = [...roots.filter(Boolean), ...icons].filter((name) => !css.includes(`.${name}`));
      if (stray.length || missing.length) throw new Error(`other CSS files: ${stray}; missing: ${missing}`);
      const gzip = (gzipSync(css).length / 1024).toFixed(1);
      return `${roots.filter(Boolean).length} components, ${icons.length} icons, ${gzip} kB gzip`;
    },
  );

  await step('every TypeScript block of the README is code that compiles (below)', async () => {
    const readme = await readFile(path.join(installed, 'README.md'), 'utf8');
    const blocks = [...readme.matchAll(/```tsx?\n([\s\S]*?)```/g)].map((match) => match[1]);
    if (!blocks.some((block) => block.includes('createRoot'))) throw new Error('README.md lost its complete example');
    for (const { app } of apps) {
      await Promise.all(blocks.map((block, index) => writeFile(path.join(app, `src/readme-${index + 1}.tsx`), block)));
    }
    return `${blocks.length} blocks`;
  });

  await step('one formatter costs under 1 kB gzip: no configuration parser, no valibot', async () => {
    const built = await esbuild.build({
      stdin: {
        contents: "import { formatAmount } from '@loan-webview/kit/format'; console.log(formatAmount(545000));",
        resolveDir: apps[0].app,
      },
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const gzip = gzipSync(built.outputFiles[0].contents).length;
    const heavy = Object.keys(built.metafile.inputs).filter((input) => input.includes('valibot'));
    if (heavy.length > 0 || gzip >= 1024) throw new Error(`formatAmount bundles to ${gzip} B gzip with ${heavy}`);
    return `${gzip} B`;
  });

  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  for (const { app, label, everyCssOrder, serverComponents, resolutions } of apps) {
    for (const resolution of resolutions) {
      await step(`${label}: type-checks with moduleResolution ${resolution}, no ambient CSS types`, () => {
        run(process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`], app);
      });
    }

    await step(`${label}: bundles with esbuild, CSS included`, async () => {
      const built = await esbuild.build({
        entryPoints: [path.join(app, 'src/consumer.tsx'), path.join(app, 'src/browser.tsx')],
        bundle: true,
        format: 'esm',
        minify: true,
        jsx: 'automatic',
        outdir: path.join(app, 'out'),
        absWorkingDir: app,
        define: { 'process.env.NODE_ENV': '"production"' },
        metafile: true,
        logLevel: 'silent',
      });
      const css = await readFile(path.join(app, 'out/consumer.css'), 'utf8');
      if (!css.includes('.loan-button')) throw new Error('out/consumer.css lacks the component styles');
      const sizes = Object.entries(built.metafile.outputs).map(
        ([file, { bytes }]) => `${path.basename(file)} ${bytes} B`,
      );
      return sizes.join(', ');
    });

    await step(`${label}: renders with react-dom/server (ESM)`, () => run(process.execPath, ['src/ssr.mjs'], app));
    await step(`${label}: renders with react-dom/server (CommonJS)`, () => run(process.execPath, ['src/ssr.cjs'], app));
    // React Server Components are React 19's.
    if (serverComponents) {
      await step(`${label}: client entries are boundaries under the react-server condition`, () =>
        run(
          process.execPath,
          ['--conditions=react-server', '--import', path.join(fixture, 'rsc-loader.mjs'), 'src/rsc.mjs'],
          app,
        ),
      );
    }

    await step(
      `${label}: ` +
        "a ref, className and style reach the DOM; the host's brand colour survives every CSS order; one font under the host's; the host's h2 rule leaves the Dialog title; brandStyle colours a Button; a later day hydrates; a Dialog in a router-like host leaves its history alone",
      async () => {
        const browser = await chromium.launch({
          executablePath: ensureChromium({ log: () => {} }),
          args: CHROMIUM_ARGS,
        });
        try {
          const script = await readFile(path.join(app, 'out/browser.js'), 'utf8');
          const sheets = {
            'styles.css': await readFile(path.join(app, 'node_modules/@loan-webview/kit/dist/index.css'), 'utf8'),
            'base.css': await readFile(path.join(app, 'node_modules/@loan-webview/kit/dist/base.css'), 'utf8'),
            // A host's brand colour, font and heading rule (a Dialog's title is an h2).
            host: ':root { --loan-color-primary: #123456; } body { font-family: "Host Serif", serif; } h2 { color: rgb(255, 0, 0); letter-spacing: 4px; text-transform: uppercase; }',
          };
          const allOrders = [
            ['styles.css', 'base.css', 'host'],
            ['styles.css', 'host', 'base.css'],
            ['base.css', 'styles.css', 'host'],
            ['base.css', 'host', 'styles.css'],
            ['host', 'styles.css', 'base.css'],
            ['host', 'base.css', 'styles.css'],
          ];
          // The orders are about CSS, not React: React 18 gets the first.
          const orders = everyCssOrder ? allOrders : allOrders.slice(0, 1);
          for (const order of orders) {
            const page = await browser.newPage();
            const styles = order.map((name) => `<style>${sheets[name]}</style>`).join('');
            // A real origin, so the host can push routes as a router does.
            await page.route('http://host.test/**', (route) =>
              route.fulfill({
                contentType: 'text/html',
                body: `<!doctype html><html><head>${styles}</head><body><div id="root"></div></body></html>`,
              }),
            );
            await page.goto('http://host.test/');
            await page.addScriptTag({ content: script, type: 'module' });
            const result = await page.waitForFunction(() => window.result).then((handle) => handle.jsonValue());
            await page.close();
            const expected = { isButton: true, marginTop: '7px', background: 'rgb(18, 52, 86)' };
            const got = { isButton: result.isButton, marginTop: result.marginTop, background: result.background };
            if (
              JSON.stringify(got) !== JSON.stringify(expected) ||
              !/\bloan-button\b.*\bhost-button\b/.test(result.className)
            ) {
              throw new Error(`${order.join(' < ')}: ${JSON.stringify(result)}`);
            }
            const { fonts, dialogTitle, brand, hydration } = result;
            if (fonts.button !== fonts.inDialog || fonts.input !== fonts.inDialog || /Host Serif/.test(fonts.button)) {
              throw new Error(`${order.join(' < ')}: two fonts on one screen: ${JSON.stringify(fonts)}`);
            }
            if (
              dialogTitle.color === 'rgb(255, 0, 0)' ||
              dialogTitle.letterSpacing === '4px' ||
              dialogTitle.textTransform !== 'none'
            ) {
              throw new Error(`the host's h2 rule restyles the Dialog title: ${JSON.stringify(dialogTitle)}`);
            }
            if (brand !== 'rgb(109, 40, 217)') throw new Error(`brandStyle() did not colour the Button: ${brand}`);
            if (hydration.errors.length > 0 || hydration.countdown !== '10 days left') {
              throw new Error(`hydrating two days after the server render: ${JSON.stringify(hydration)}`);
            }
            // Opening pushed nothing; the host's one push stands, and the dialog did not come back.
            const router = { entriesOnOpen: 0, entriesAfterNavigation: 1, path: '/edge', dialogOpen: false };
            if (JSON.stringify(result.router) !== JSON.stringify(router)) {
              throw new Error(`router host: ${JSON.stringify(result.router)}`);
            }
            const back = result.backAfterRouterPush;
            if (back.afterOneBack !== back.under || back.onSpentEntry) {
              throw new Error(`one back after a router closed a closeOnBack dialog: ${JSON.stringify(back)}`);
            }
          }
          return `${orders.length} orders`;
        } finally {
          await browser.close();
        }
      },
    );
  }

  await step('a changeset becomes a version and a changelog entry (release dry run)', async () => {
    const before = await currentVersion();
    const summary = 'Install test: a patch nobody ships.';
    const {
      version,
      changelog,
      tarball: released,
    } = await dryRelease({
      destination: work,
      extraChangesets: { 'install-test': `---\n'@loan-webview/kit': patch\n---\n\n${summary}\n` },
    });
    if (version === before) throw new Error(`the version stayed ${before}`);
    if (
      !changelog.startsWith('# @loan-webview/kit') ||
      !changelog.includes(`## ${version}`) ||
      !changelog.includes(summary)
    ) {
      throw new Error(`CHANGELOG.md has no ${version} entry with the change:\n${changelog.slice(0, 400)}`);
    }
    // What npm would publish: the changelog is in the tarball, with this version's entry.
    const packed = run('tar', ['-xOzf', released, 'package/CHANGELOG.md'], work);
    if (!packed.includes(`## ${version}`))
      throw new Error(`the packed tarball has no CHANGELOG.md entry for ${version}`);
    if ((await currentVersion()) !== before) throw new Error('the dry run changed the work tree');
    return `${before} -> ${version}`;
  });
} finally {
  await rm(work, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\ninstall test: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('\ninstall test: the packed kit works for a consumer');
