/**
 * Finds the system Chromium the end-to-end tests and Lighthouse drive. No browser is ever downloaded:
 * as root with apt available, Debian's `chromium` package is installed; otherwise we say what to install.
 */
import { accessSync, constants } from 'node:fs';
import { aptInstall, canAptInstall, missingPackages } from './apt.mjs';

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

/**
 * The fonts pages and stories render with: Latin (Liberation, DejaVu) and Chinese (Noto CJK). The visual baselines
 * are pictures of these exact fonts, so a machine without them is given them, as Chromium is.
 */
const FONT_PACKAGES = ['fonts-liberation', 'fonts-dejavu-core', 'fonts-noto-cjk'];

export function ensureChromium({ log = console.log } = {}) {
  const fonts = missingPackages(FONT_PACKAGES);
  if (fonts.length && canAptInstall()) {
    log(`Installing the fonts the pages and their visual baselines use: ${fonts.join(', ')}…`);
    aptInstall(fonts);
  } else if (fonts.length) {
    log(`Missing fonts (visual baselines will differ): apt-get install ${fonts.join(' ')}`);
  }
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
  }
  if (canAptInstall()) {
    log("No Chromium found: installing Debian's chromium package (about 30 s)…");
    aptInstall(['chromium']);
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "No Chromium found. Install your distribution's package (Debian/Ubuntu: `sudo apt-get install chromium`) " +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary. This project never downloads a browser.',
  );
}
