#!/usr/bin/env node
/**
 * Every Debian package `npm test` needs (lib/apt.mjs), installed in one apt-get before any steps run side by side.
 * Where this process may not install (not root, no apt), it lists what is missing and leaves each step to say
 * what it lacks.
 */
import { SYSTEM_PACKAGES, canAptInstall, ensureSystemPackages } from './lib/apt.mjs';

const missing = ensureSystemPackages();
if (!missing.length) console.log(`Debian packages in place: ${Object.values(SYSTEM_PACKAGES).flat().join(', ')}`);
else if (canAptInstall()) {
  console.error(`apt-get did not install ${missing.join(', ')}`);
  process.exit(1);
} else console.log(`Not root with apt: install ${missing.join(' ')} yourself, or the steps needing them fail.`);
