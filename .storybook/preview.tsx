import type { Preview } from '@storybook/react-vite';
import { handlers } from '@loan-webview/mock-backend';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { annotations } from './annotations';

// Stories that load data talk to the same embedded backend as the tests and the dev server.
initialize({ onUnhandledRequest: 'bypass', serviceWorker: { url: './mockServiceWorker.js' } });

const preview: Preview = {
  ...annotations,
  loaders: [mswLoader],
  parameters: { ...annotations.parameters, msw: { handlers } },
};

export default preview;
