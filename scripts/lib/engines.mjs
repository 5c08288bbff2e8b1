/**
 * The engines of the browser floor (ADR 0058), each behind one small page interface so the same checks run in
 * all of them (`e2e/engines/checks.mjs`):
 * - Chromium 88.0.4298.0, the build inside the npm package `chrome-aws-lambda@5.5.0` (unpacked from its brotli
 *   files into node_modules/.cache), driven by `puppeteer-core@5.5.0`, the driver of its day;
 * - WebKit (WebKitGTK, the engine family of iPhones): Debian's MiniBrowser under Xvfb, driven over WebDriver by
 *   Debian's `WebKitWebDriver` (installed here as root, like Chromium for the other tests).
 * Nothing is downloaded from anywhere but the npm registry and Debian.
 *
 * An engine gives pages: `page({ config })` (the configuration a shell sets before the page script; Chromium only:
 * WebDriver has no script that runs before the page's). A page: `goto(url)`, `tab()` (the Tab key, so focus is
 * keyboard focus), `run(fn, ...args)` (an async function run in the page with the helpers of `PAGE_HELPERS` as its
 * first argument; the args must be JSON), `problems()` (console errors, uncaught errors and failed requests since
 * `goto`), `close()`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { SYSTEM_PACKAGES, ensureSystemPackages } from './apt.mjs';
import { root } from './paths.mjs';

const require = createRequire(import.meta.url);
export const VIEWPORT = { width: 360, height: 640 };

/**
 * What every `run` gets in the page: find by text or accessible name, tap, type into a React-controlled field.
 * Taps and typing go through the DOM, the same in every engine and driver.
 */
export const PAGE_HELPERS = `{
  all: (selector) => [...document.querySelectorAll(selector)],
  visible: (element) => !!element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
  /** Roughly the accessible name: aria-label, aria-labelledby, a <label>, or the text. */
  name(element) {
    const byIds = (element.getAttribute('aria-labelledby') || '').split(' ').filter(Boolean)
      .map((id) => (document.getElementById(id) || {}).textContent || '').join(' ');
    const label = element.labels && element.labels[0] ? element.labels[0].textContent : '';
    return (element.getAttribute('aria-label') || byIds || label || element.textContent || '').replace(/\\s+/g, ' ').trim();
  },
  byText(selector, text) {
    const match = (element) => {
      const name = this.name(element);
      return typeof text === 'string' ? name === text : new RegExp(text.source, text.flags).test(name);
    };
    return [...document.querySelectorAll(selector)].find((element) => match(element) && this.visible(element));
  },
  tap(element) {
    if (!element) throw new Error('nothing to tap');
    element.click();
    return true;
  },
  type(element, value) {
    if (!element) throw new Error('no field to type in');
    const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    element.focus();
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  },
}`;

/** A function and its JSON args as one expression that resolves to its result (an element found: `true`). */
function expression(fn, args) {
  return `(async () => {
    const $ = ${PAGE_HELPERS};
    const result = await (${fn.toString()})($, ...${JSON.stringify(args)});
    return result instanceof Node ? true : result;
  })()`;
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// ---------------------------------------------------------------------------------------------------------------
// Chromium 88

/** Unpacks chrome-aws-lambda's Chromium 88 (binary, its libraries, SwiftShader) once; returns the binary's path. */
async function unpackChromium88() {
  const cache = path.join(root, 'node_modules/.cache/chromium-88');
  const executable = path.join(cache, 'chromium');
  if (existsSync(executable) && existsSync(path.join(cache, 'aws/lib'))) return { executable, cache };
  mkdirSync(cache, { recursive: true });
  const bin = path.join(path.dirname(require.resolve('chrome-aws-lambda/package.json')), 'bin');
  // lambdafs (chrome-aws-lambda's own unpacker) writes into the temporary folder it is given.
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = cache;
  try {
    const { inflate } = require('lambdafs');
    await Promise.all(['chromium.br', 'aws.tar.br', 'swiftshader.tar.br'].map((file) => inflate(path.join(bin, file))));
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
  return { executable, cache };
}

export async function launchChromium88() {
  const { executable, cache } = await unpackChromium88();
  const puppeteer = require('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: executable,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-zygote', '--disable-dev-shm-usage', '--no-first-run'],
    env: { ...process.env, LD_LIBRARY_PATH: path.join(cache, 'aws/lib') },
    defaultViewport: { ...VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  });
  const version = await browser.version();
  return {
    name: 'Chromium 88',
    version,
    async page({ config } = {}) {
      const page = await browser.newPage();
      let problems = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(`console.error: ${message.text()}`));
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        // What a navigation cancels (the page left before its offline worker's script came) is not a failure.
        const reason = request.failure()?.errorText;
        if (reason !== 'net::ERR_ABORTED') problems.push(`failed request: ${request.url()} (${reason})`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      // The configuration a shell or backend template sets before the page script (`window.__LOAN_CONFIG__`).
      if (config) {
        await page.evaluateOnNewDocument((value) => {
          window.__LOAN_CONFIG__ = value;
        }, config);
      }
      return {
        async goto(url) {
          problems = [];
          await page.goto(url, { waitUntil: 'load' });
        },
        run: (fn, ...args) => page.evaluate(expression(fn, args)),
        tab: () => page.keyboard.press('Tab'),
        problems: async () => problems.slice(),
        close: () => page.close(),
      };
    },
    close: () => browser.close(),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// WebKit

const MINIBROWSER = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
];

/** Debian's WebKit driver and Xvfb, installed as Chromium is (root with apt), or what to install said. */
export function ensureWebKit({ log = console.log } = {}) {
  const missing = ensureSystemPackages(SYSTEM_PACKAGES.webkit, { log });
  if (missing.length) {
    throw new Error(`The engine matrix needs Debian's ${missing.join(', ')}: apt-get install ${missing.join(' ')}`);
  }
  const binary = MINIBROWSER.find((file) => existsSync(file));
  if (!binary) throw new Error(`No MiniBrowser at ${MINIBROWSER.join(' or ')} (package webkit2gtk-driver).`);
  return binary;
}

async function waitFor(check, what, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Catches what WebDriver cannot report: console errors, uncaught errors and rejections, failed resources. */
const WEBKIT_HOOK = `(() => {
  if (window.__engineProblems) return;
  const problems = (window.__engineProblems = (window.loanEarlyErrors || []).map((message) => 'page error: ' + message));
  const error = console.error;
  console.error = (...args) => { problems.push('console.error: ' + args.map(String).join(' ')); error.apply(console, args); };
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && (target.src || target.href)) problems.push('failed request: ' + (target.src || target.href));
    else problems.push('page error: ' + event.message);
  }, true);
  addEventListener('unhandledrejection', (event) => problems.push('page error: ' + String(event.reason)));
})()`;

export async function launchWebKit({ log = console.log } = {}) {
  const binary = ensureWebKit({ log });
  const display = `:${90 + Math.floor(Math.random() * 400)}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', `${VIEWPORT.width}x${VIEWPORT.height}x24`, '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  // MiniBrowser's --full-screen window takes the screen's size, 360x640, once the X server is up.
  await waitFor(() => existsSync(`/tmp/.X11-unix/X${display.slice(1)}`), 'Xvfb');
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display },
  });
  const stop = () => {
    driver.kill();
    xvfb.kill();
  };
  const base = `http://127.0.0.1:${port}`;
  const call = async (method, route, body) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = await response.json();
    if (!response.ok) throw new Error(`WebDriver ${route}: ${value?.message ?? response.status}`);
    return value;
  };
  try {
    await waitFor(async () => (await call('GET', '/status')).ready !== false, 'WebKitWebDriver');
    const { sessionId, capabilities } = await call('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary, args: ['--automation', '--full-screen'] },
        },
      },
    });
    const session = `/session/${sessionId}`;
    const execute = (script) =>
      call('POST', `${session}/execute/async`, {
        script: `const done = arguments[arguments.length - 1];
          Promise.resolve(${script}).then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
        args: [],
      }).then((result) => {
        if (result && result.error) throw new Error(result.error);
        return result?.value;
      });
    await call('POST', `${session}/timeouts`, { script: 30_000, pageLoad: 30_000 });
    await call('POST', `${session}/window/rect`, { x: 0, y: 0, ...VIEWPORT }).catch(() => undefined);
    return {
      name: 'WebKit',
      version: `WebKitGTK (${capabilities.browserVersion ?? 'version unknown'})`,
      async page() {
        return {
          async goto(url) {
            await call('POST', `${session}/url`, { url });
            await execute(WEBKIT_HOOK);
          },
          run: (fn, ...args) => execute(expression(fn, args)),
          tab: () =>
            call('POST', `${session}/actions`, {
              actions: [
                {
                  type: 'key',
                  id: 'keyboard',
                  actions: [
                    { type: 'keyDown', value: '\uE004' },
                    { type: 'keyUp', value: '\uE004' },
                  ],
                },
              ],
            }),
          problems: () => execute('window.__engineProblems ? window.__engineProblems.slice() : []'),
          close: async () => undefined,
        };
      },
      async close() {
        await call('DELETE', session).catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
