import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const entriesDir = path.join(root, 'entries');
export const siteDir = path.join(root, 'dist/site');
export const cacheDir = path.join(root, 'dist/.cache');
export const packagesDir = path.join(root, 'dist/packages');
