import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

/** The embedded backend's lender, a finished sample: what `npm start`, the tests and Storybook show. */
export const SAMPLE_CONFIG_FILE = path.join(root, 'packages/mock-backend/sample-config.json');

/**
 * The configuration file a build of the pages uses: `LOAN_CONFIG_FILE`, else, where `sample` allows, the
 * embedded backend's lender. A release takes no sample (it keeps the placeholders, which it then refuses), nor
 * does a server in front of a real backend: a real lender's pages must never show the sample's identity. Set
 * for the build's prerendering, which reads `LOAN_CONFIG_FILE`.
 */
export function pagesConfigFile({ sample }) {
  if (!process.env.LOAN_CONFIG_FILE && sample) process.env.LOAN_CONFIG_FILE = SAMPLE_CONFIG_FILE;
  return process.env.LOAN_CONFIG_FILE;
}

/** The configuration the dev server gives every page it serves, as a backend template would; none without one. */
export function pageConfig({ sample }) {
  const file = pagesConfigFile({ sample });
  return file ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
