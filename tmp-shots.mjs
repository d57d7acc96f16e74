import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [name, url, width] = spec.split('|');
  const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, baseURL: 'http://localhost:3100' });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: false });
  console.log(name, errors.length ? errors.join(' | ') : 'no console errors');
  await ctx.close();
}
await browser.close();
