import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

/** The embedded backend's lender, a finished sample: what `npm start`, the tests and Storybook show. */
export const SAMPLE_CONFIG_FILE = path.join(root, 'packages/mock-backend/sample-config.json');

/**
 * The configuration file a build of the pages uses: `LOAN_CONFIG_FILE`, else, except for a release, the sample
 * lender's (a release without one keeps the placeholders, which it then refuses). Set for the build's
 * prerendering, which reads `LOAN_CONFIG_FILE`.
 */
export function pagesConfigFile({ release = false } = {}) {
  if (!process.env.LOAN_CONFIG_FILE && !release) process.env.LOAN_CONFIG_FILE = SAMPLE_CONFIG_FILE;
  return process.env.LOAN_CONFIG_FILE;
}

/** The configuration the dev server gives every page it serves, as a backend template would. */
export function pageConfig() {
  return JSON.parse(readFileSync(pagesConfigFile(), 'utf8'));
}
