import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 3000)); });
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 3000)));
await page.goto(process.argv[2]);
await page.waitForTimeout(2500);
await browser.close();
