/**
 * npx tsx bench/web-profile.ts — where a landing page's main thread goes after its first paint.
 *
 * Not a benchmark (no scores): a diagnosis for `bench:web`. It starts the app as bench/web.ts
 * does (production, the demo data, the built web app), opens each page in Chromium with the CPU
 * slowed 4× (as Lighthouse's mobile run), and prints the page's long tasks (over 50 ms, with
 * their blocking time) and the functions that took the most time (a sampled CPU profile, by
 * script) until the page has been quiet for a while. BENCH_PAGES as bench/web.ts;
 * BENCH_CPU_SLOWDOWN (4). Run it as any Chromium run:
 * `flock /tmp/vitrine-chromium.lock /work/wt/tools/heavy npx tsx bench/web-profile.ts`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const root = path.resolve(import.meta.dirname, '..');
const pageNames = (process.env.BENCH_PAGES ?? 'home,search,shop,product').split(',');
const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
};

/** Self time per function and per script, in ms (of the slowed CPU). */
function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const [id, ms] of self) {
    const frame = byId.get(id)!.callFrame;
    const script = frame.url ? path.basename(frame.url) : `(${frame.functionName || 'program'})`;
    const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);

  // Busy stretches: runs of samples that are not idle, over 50 ms, with what filled each.
  const nameOf = (id: number) => {
    const frame = byId.get(id)!.callFrame;
    const script = frame.url ? path.basename(frame.url) : '';
    return `${frame.functionName || '(anonymous)'}${script ? ` ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`;
  };
  const runs: { start: number; ms: number; top: [string, number][] }[] = [];
  let at = 0;
  let run: { start: number; ms: number; self: Map<string, number> } | null = null;
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    at += delta;
    const idle = byId.get(id)!.callFrame.functionName === '(idle)';
    if (idle) {
      if (run && run.ms > 50) {
        runs.push({ start: run.start, ms: run.ms, top: top(run.self, 6) });
      }
      run = null;
      return;
    }
    run ??= { start: at, ms: 0, self: new Map() };
    run.ms += delta;
    const name = nameOf(id);
    run.self.set(name, (run.self.get(name) ?? 0) + delta);
  });
  return { functions: top(byFunction, 25), scripts: top(byScript, 15), runs };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-web-profile-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(root, 'apps/web/dist'),
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
  });
  const app = await buildApp(config);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    const found = await fetch(`${base}/api/v1/vendor/fetch-shops?searchKey=saree&limit=1`);
    const shop = ((await found.json()) as { items: { id: string; slug: string }[] }).items[0]!;
    const products = await fetch(`${base}/api/v1/products/search?shops=${shop.id}&limit=1`);
    const product = ((await products.json()) as { items: { id: string }[] }).items[0]!;
    const pages: Record<string, string> = {
      home: '/',
      search: '/shops?searchKey=saree',
      shop: `/shop/${shop.slug}`,
      product: `/product/${product.id}`,
    };
    await Promise.all(Object.values(pages).map((page) => fetch(`${base}${page}`)));

    for (const name of pageNames) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // Browser code as text: this file is checked against Node's types, not the DOM's.
      await page.addInitScript({
        content: `window.__tasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.__tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
}).observe({ type: 'longtask', buffered: true });`,
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${base}${pages[name]}`, { waitUntil: 'load' });
      // Quiet: 6 s at least, then until no new long task for 4 s (or 25 s at most).
      const started = Date.now();
      let last = -1;
      let quietSince = Date.now();
      for (;;) {
        await page.waitForTimeout(500);
        const count = await page.evaluate<number>('window.__tasks.length');
        if (count !== last) quietSince = Date.now();
        last = count;
        const now = Date.now();
        if ((now - started > 6000 && now - quietSince > 4000) || now - started > 25_000) break;
      }
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const tasks = await page.evaluate<{ start: number; duration: number }[]>('window.__tasks');
      const paints = await page.evaluate<string[]>(
        "performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)} ms`)",
      );
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      console.log(`\n== ${name} ${pages[name]} (CPU ${slowdown}× slower)`);
      console.log(`paints: ${paints.join(', ')}`);
      console.log(
        `long tasks: ${tasks.map((t) => `${t.duration} ms at ${t.start}`).join(', ')}; blocking ${blocking} ms`,
      );
      const summary = summarise(profile);
      console.log('busy stretches over 50 ms (from the profile start), what filled them:');
      for (const stretch of summary.runs) {
        console.log(
          `  at ${stretch.start.toFixed(0)} ms, ${stretch.ms.toFixed(0)} ms: ${stretch.top
            .map(([fn, ms]) => `${fn} ${ms.toFixed(0)}`)
            .join('; ')}`,
        );
      }
      console.log('self time by script:');
      for (const [script, ms] of summary.scripts)
        console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${script}`);
      console.log('self time by function:');
      for (const [fn, ms] of summary.functions)
        console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${fn}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
