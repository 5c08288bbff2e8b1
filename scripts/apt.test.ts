/**
 * Two installs at once both succeed: the install test's fonts and the engine matrix's WebKit once failed a fresh
 * machine's `npm test` on dpkg's lock (issue 56). Here another apt holds dpkg's lock while two of ours install.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper
import { canAptInstall } from './lib/apt.mjs';

const exited = (child: ReturnType<typeof spawn>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });

// A package every Debian has: installing it again changes nothing but still takes dpkg's lock.
const install = () =>
  spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { aptGet } from './scripts/lib/apt.mjs'; aptGet(['install', '-y', '-qq', 'dpkg'], { stdio: 'pipe' });",
    ],
    { cwd: process.cwd() },
  );

describe('apt-get, as npm test runs it', () => {
  it('installs twice at once while another apt holds the dpkg lock, and both succeed', async ({ skip }) => {
    // Skipped only where this process cannot install Debian packages (not root, or no apt-get): npm test then asks
    // for them instead (scripts/system-packages.mjs), and the reporter shows this reason. CI and this project's
    // machines run it.
    skip(!canAptInstall(), 'not root or no apt-get: this machine cannot install Debian packages');
    // Holds dpkg's frontend lock as apt does (an fcntl write lock) for 3 s, saying when it has it.
    const holder = spawn('python3', [
      '-c',
      "import fcntl, time; f = open('/var/lib/dpkg/lock-frontend', 'w'); fcntl.lockf(f, fcntl.LOCK_EX); print('held', flush=True); time.sleep(3)",
    ]);
    const released = exited(holder);
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    const [first, second] = await Promise.all([exited(install()), exited(install())]);
    expect(await released).toEqual({ code: 0, output: 'held\n' });
    expect(first).toEqual({ code: 0, output: expect.any(String) });
    expect(second).toEqual({ code: 0, output: expect.any(String) });
  }, 120_000);
});
