import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseFlags } from './lib/lighthouse.mjs';
import { ensureChromium, CHROMIUM_ARGS } from './lib/chromium.mjs';
const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
for (const url of process.argv.slice(2)) {
  const r = await lighthouse(url, { ...lighthouseFlags({ port: chrome.port, throttlingMethod: 'simulate' }) });
  const a = r.lhr.audits;
  const el = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  console.log(url.slice(0, 60), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), el?.snippet?.slice(0, 120), el?.selector);
}
await chrome.kill();
