import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2, baseURL: 'http://localhost:3100' });
const page = await ctx.newPage();
await page.goto('/shops?searchKey=silk&categories=womens-ethnic', { waitUntil: 'networkidle' });
const card = page.locator('a, article').filter({ hasText: 'Mayur Silks' }).first();
console.log(await card.evaluate((el) => el.outerHTML.slice(0, 3000)));
await card.screenshot({ path: '/tmp/shot-card.png' });
await browser.close();
