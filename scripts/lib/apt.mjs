/**
 * Debian packages the tests need (Chromium, its fonts, WebKit, nginx), named in one place. Nothing is downloaded
 * from elsewhere: as root with apt, the distribution's packages are installed; otherwise the caller says what to
 * install.
 *
 * `npm test` installs them all in one step before any two steps run side by side (scripts/system-packages.mjs).
 * A script run on its own still installs what it needs, and two installs at once both succeed: each apt-get
 * waits for the other (our own lock, then dpkg's with a timeout) instead of failing on the dpkg lock.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/** What each part of the suite needs from Debian, by what it is for. */
export const SYSTEM_PACKAGES = {
  chromium: ['chromium'],
  // The pages' and stories' fonts: the visual baselines are pictures of these exact fonts.
  fonts: ['fonts-liberation', 'fonts-dejavu-core', 'fonts-noto-cjk'],
  webkit: ['webkit2gtk-driver', 'xvfb'],
  nginx: ['nginx', 'libnginx-mod-http-brotli-filter'],
  // The suite's run on other days: Node's and Chromium's clocks moved for a whole step (issue 80).
  clock: ['faketime'],
};

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Whether this process may install Debian packages: root, with apt-get. */
export function canAptInstall() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && has('apt-get');
}

// Long enough for another install of the whole set (Chromium and WebKit: about 2 minutes here) to finish first.
const LOCK_WAIT_SECONDS = 600;
const OUR_LOCK = path.join(os.tmpdir(), 'loan-webview-apt.lock');

/**
 * apt-get with `args`, one at a time: `flock` on our lock file orders this project's own installs (apt-get update
 * does not wait for the lists lock), and DPkg::Lock::Timeout makes dpkg's lock wait for anybody else's apt.
 */
export function aptGet(args, { stdio = 'inherit' } = {}) {
  const command = [
    '-w',
    String(LOCK_WAIT_SECONDS),
    OUR_LOCK,
    'apt-get',
    '-o',
    `DPkg::Lock::Timeout=${LOCK_WAIT_SECONDS}`,
  ];
  return execFileSync('flock', [...command, ...args], {
    stdio,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function aptInstall(packages) {
  // On a clock moved by faketime (the suite on another day) a repository's dates look expired or not yet valid.
  const movedClock = process.env.FAKETIME
    ? ['-o', 'Acquire::Check-Valid-Until=false', '-o', 'Acquire::Check-Date=false']
    : [];
  aptGet(['update', '-qq', ...movedClock]);
  aptGet(['install', '-y', '-qq', ...packages]);
}

/** The packages of `names` dpkg does not list as installed (none when there is no dpkg to ask). */
export function missingPackages(names) {
  if (!has('dpkg-query')) return [];
  return names.filter(
    (name) =>
      !/install ok installed/.test(
        spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout ?? '',
      ),
  );
}

/**
 * Installs what is missing of `names` (default: everything the suite needs) in one apt-get, when this process
 * may; returns what is still missing.
 */
export function ensureSystemPackages(names = Object.values(SYSTEM_PACKAGES).flat(), { log = console.log } = {}) {
  const missing = missingPackages(names);
  if (missing.length && canAptInstall()) {
    log(`Installing Debian's ${missing.join(', ')}…`);
    aptInstall(missing);
    return missingPackages(names);
  }
  return missing;
}
