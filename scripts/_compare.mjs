import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { exampleQuery } from '/work/main/scripts/lib/examples.mjs';
const manifest = JSON.parse(readFileSync('/work/main/dist/site/manifest.json', 'utf8'));
const only = process.argv[2];
const pages = manifest.pages.filter((p) => p.firstRequest && (!only || p.route === only));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-PH', timezoneId: 'Asia/Manila', serviceWorkers: 'block' });
async function load(origin, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if ((m.type() === 'error' || m.type() === 'warning') && !/Service Worker|Failed to load/.test(m.text())) errors.push(m.text().slice(0, 300)); });
  page.on('requestfailed', (r) => errors.push('failed ' + r.url().slice(0, 120)));
  page.on('pageerror', (e) => errors.push('pageerror ' + e.message.slice(0, 300)));
  const res = await page.goto(origin + url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-loan-ready'));
  await page.waitForSelector("html[data-loan-content]", { state: "attached" }); await page.waitForTimeout(1500);
  const html = await page.evaluate(() => {
    const ids = new Map();
    const idOf = (v) => v.replace(/_[rR]_[0-9a-zA-Z]+_/g, (m) => { if (!ids.has(m)) ids.set(m, 'id' + ids.size); return ids.get(m); });
    const out = [];
    const walk = (node) => {
      if (node.nodeType === 3) { out.push(node.data); return; }
      if (node.nodeType !== 1) return;
      const attrs = [...node.attributes].map((a) => [a.name, a.name === 'style' ? node.style.cssText : idOf(a.value)]).sort();
      out.push('<' + node.tagName.toLowerCase() + attrs.map(([n, v]) => ` ${n}="${v}"`).join('') + '>');
      node.childNodes.forEach(walk);
      out.push('</' + node.tagName.toLowerCase() + '>');
    };
    const root = document.getElementById('root');
    if (!root) return 'NO ROOT';
    root.childNodes.forEach(walk);
    return out.join('').replace(/\n/g, '').replaceAll(location.origin, 'ORIGIN').replaceAll('animation-duration: 0s;', '');
  });
  const render = res.headers()['x-loan-render'];
  await page.close();
  return { html, errors, render };
}
for (const p of pages) {
  for (const lang of ['en']) {
    const q = new URLSearchParams(exampleQuery(p)); if (lang === 'fil') q.set('lang', 'fil');
    const url = `${p.url}?${q}`;
    const a = await load('http://127.0.0.1:8099', url);
    const b = await load('http://127.0.0.1:8098', url);
    const same = a.html.replace(/Updated[^<]*/g,'U') === b.html.replace(/Updated[^<]*/g,'U');
    console.log(p.route, lang, a.render, a.html.length, b.html.length, same ? 'SAME' : 'DIFF', a.errors.join(' | '));
    if (!same) { let i = 0; while (a.html[i] === b.html[i]) i++; console.log('  R:', a.html.slice(i - 300, i + 300)); console.log('  S:', b.html.slice(i - 300, i + 300)); }
  }
}
await browser.close();
