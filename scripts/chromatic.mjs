#!/usr/bin/env node
/** Publishes Storybook to Chromatic for visual review, only when a project token is configured. */
import { spawnSync } from 'node:child_process';
import { root } from './lib/paths.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: nothing published. Set it (a project token from chromatic.com) to publish.',
  );
  process.exit(0);
}
const result = spawnSync('npx', ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
