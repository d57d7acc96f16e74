import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: 'http://localhost:3100' });
const page = await ctx.newPage();
await page.goto('/shops?searchKey=silk&categories=womens-ethnic', { waitUntil: 'networkidle' });
const out = await page.evaluate(() => [...document.querySelectorAll('.mantine-Badge-root')].slice(0, 3).map((el) => {
  const cs = getComputedStyle(el); const label = el.querySelector('.mantine-Badge-label');
  return { html: el.outerHTML.slice(0, 400), bg: cs.backgroundColor, color: cs.color, labelColor: label && getComputedStyle(label).color, text: el.textContent };
}));
console.log(JSON.stringify(out, null, 1));
await browser.close();
