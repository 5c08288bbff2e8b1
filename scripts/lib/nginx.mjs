/**
 * Debian's nginx serving dist/site with deploy/nginx.conf, for the production smoke test (e2e/nginx.spec.ts).
 * As with Chromium, nothing is downloaded: as root with apt, Debian's packages are installed; otherwise we say
 * what to install.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SYSTEM_PACKAGES, ensureSystemPackages } from './apt.mjs';
import { root } from './paths.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export function ensureNginx({ log = console.log } = {}) {
  const found = NGINX.find(existsSync);
  if (found) return found;
  ensureSystemPackages(SYSTEM_PACKAGES.nginx, { log });
  const installed = NGINX.find(existsSync);
  if (installed) return installed;
  throw new Error(`The production smoke test needs nginx: apt-get install ${SYSTEM_PACKAGES.nginx.join(' ')}`);
}

/**
 * Starts nginx on `port` with deploy/nginx.conf, its root set to `siteDir` and its backend to `backend`
 * (host:port). `extraApiPrefixes` are proxied too (the embedded backend's mock assets and uploads).
 * Resolves once nginx answers; `stop()` ends it.
 */
export async function startNginx({ port, siteDir, backend, extraApiPrefixes = [] }) {
  const binary = ensureNginx();
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'loan-nginx-'));
  const brotli = existsSync(BROTLI_MODULE);
  let server = await readFile(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const set = (pattern, value) => {
    if (!pattern.test(server)) throw new Error(`deploy/nginx.conf has no ${pattern}`);
    server = server.replace(pattern, value);
  };
  set(/^(\s*)listen \d+;/m, `$1listen 127.0.0.1:${port};`);
  set(/^(\s*)root [^;]+;/m, `$1root ${siteDir};`);
  set(/^(\s*)server 127\.0\.0\.1:\d+;/m, `$1server ${backend};`);
  if (extraApiPrefixes.length)
    set(/\^\/\(planes\|gopia\|api\)\/ \{/, `^/(planes|gopia|api|${extraApiPrefixes.join('|')})/ {`);
  if (brotli)
    set(/^(\s*)gzip_types [^;]+;/m, (line) => `${line}\n    include ${path.join(root, 'deploy/brotli.conf')};`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  await writeFile(path.join(prefix, 'server.conf'), server);
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      brotli ? `load_module ${BROTLI_MODULE};` : '',
      // Workers read the checkout: as root they would otherwise run as nobody, who may not.
      isRoot ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`),
      `  include ${prefix}/server.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(
    binary,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${origin}/manifest.json`);
      break;
    } catch {
      if (attempt > 100) throw new Error(`nginx did not answer on ${origin}: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    origin,
    brotli,
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
