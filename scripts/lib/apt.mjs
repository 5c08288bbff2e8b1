/**
 * Debian packages the tests need (Chromium, its fonts, nginx). Nothing is downloaded from elsewhere: as root with
 * apt, the distribution's packages are installed; otherwise the caller says what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Whether this process may install Debian packages: root, with apt-get. */
export function canAptInstall() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && has('apt-get');
}

export function aptInstall(packages) {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
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
