import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The documents the agreement popups frame: the pages the site build prerendered, the very ones the app frames
 * (with the sample lender's terms); a short stand-in until `npm run build` has run.
 */
const framed = (folder: string) => {
  const built = path.resolve(import.meta.dirname, '../dist/site', folder);
  return { from: existsSync(path.join(built, 'index.html')) ? built : `./stand-ins/${folder}`, to: `/${folder}` };
};

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['./docs/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // mockServiceWorker.js for msw-storybook-addon (regenerate with `npx msw init .storybook/public`).
  staticDirs: ['./public', framed('outsideOr'), framed('ofEffects')],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The kit and the embedded backend are consumed from their TypeScript sources.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['@loan-webview/source', 'module', 'browser', 'development|production'];
    return viteConfig;
  },
};

export default config;
