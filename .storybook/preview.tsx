import type { Preview } from '@storybook/react-vite';
import { handlers, resetStore } from '@loan-webview/mock-backend';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { annotations } from './annotations';
// The page base our pages use (font, background); the tokens come with every component. The page shell's
// layout (title, padded column, cards), which every page story sits in.
import '@loan-webview/kit/base.css';
import '../packages/pages/src/shell/PageShell.css';

const preview: Preview = {
  ...annotations,
  // Every component and page gets a docs page: its props table from the TypeScript docs, each story as an
  // example. (Written here, not in annotations: Storybook's indexer reads project tags from this file.)
  tags: ['autodocs'],
  // Each story starts from the fixtures, whatever the story before it posted (its play function, a designer's
  // taps): the visual pass switches stories in one open preview instead of loading it again.
  beforeEach: () => resetStore(),
  // Stories that load data talk to the same embedded backend as the tests and the dev server; its handlers
  // are the worker's initial handlers, so they survive the reset between stories.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
};

export default preview;
