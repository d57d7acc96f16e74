import { chromium } from 'playwright-core';
import { createRequire } from 'node:module';
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: 'http://localhost:3100', bypassCSP: true });
const page = await ctx.newPage();
await page.goto('/shops?searchKey=silk&categories=womens-ethnic', { waitUntil: 'networkidle' });
await page.addScriptTag({ path: axePath });
const r = await page.evaluate(async () => {
  const res = await window.axe.run(document, { runOnly: ['wcag2aa'] });
  const pick = (list) => list.filter((v) => v.id === 'color-contrast').map((v) => ({ impact: v.impact, nodes: v.nodes.slice(0, 2).map((n) => n.any.map((a) => a.data)), count: v.nodes.length}));
  return { violations: pick(res.violations), incomplete: pick(res.incomplete) };
});
console.log(JSON.stringify(r, null, 1));
await browser.close();
