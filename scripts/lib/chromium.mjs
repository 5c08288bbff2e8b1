/**
 * Finds the system Chromium the end-to-end tests and Lighthouse drive. No browser is ever downloaded:
 * as root with apt available, Debian's `chromium` package is installed; otherwise we say what to install.
 */
import { accessSync, constants } from 'node:fs';
import { SYSTEM_PACKAGES, ensureSystemPackages } from './apt.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags that work headless as root on this kind of machine, with no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return executable(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find(executable);
}

export function ensureChromium({ log = console.log } = {}) {
  // The visual baselines are pictures of these exact fonts, so a machine without them is given them.
  const fonts = ensureSystemPackages(SYSTEM_PACKAGES.fonts, { log });
  if (fonts.length) log(`Missing fonts (visual baselines will differ): apt-get install ${fonts.join(' ')}`);
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
  }
  ensureSystemPackages(SYSTEM_PACKAGES.chromium, { log });
  const installed = findChromium();
  if (installed) return installed;
  throw new Error(
    "No Chromium found. Install your distribution's package (Debian/Ubuntu: `sudo apt-get install chromium`) " +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary. This project never downloads a browser.',
  );
}
