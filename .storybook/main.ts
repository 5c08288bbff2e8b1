import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['./docs/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // mockServiceWorker.js for msw-storybook-addon (regenerate with `npx msw init .storybook/public`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The kit and the embedded backend are consumed from their TypeScript sources.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['@loan-webview/source', 'module', 'browser', 'development|production'];
    return viteConfig;
  },
};

export default config;
