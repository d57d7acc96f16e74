/**
 * npm run bench:web
 *
 * Lighthouse (mobile emulation, its default simulated slow 4G and 4× CPU slowdown) on the
 * first screens a visitor lands on: the home page, a shop search, a shop's page and one of its
 * products. It starts
 * the real app on a free port with a temporary DATA_DIR and the demo data, serving the built
 * web app (`npm run bench:web` builds it first), runs Lighthouse BENCH_RUNS times per page
 * (3 by default) with Debian's Chromium, and prints the median run's performance and
 * accessibility scores, LCP and the other metrics.
 *
 * Lighthouse 13 needs Node 22.19 or newer, and the project runs on Node 20, so Lighthouse is
 * installed on first use from bench/lighthouse/package-lock.json into
 * node_modules/.cache/vitrine-lighthouse, outside the project's own dependencies, and runs on the
 * Node 24 that scripts/node24.sh installs for CI's second pass (see
 * docs/adr/0002-the-suite-runs-on-node-20-and-24.md).
 *
 * Environment: BENCH_RUNS (3), BENCH_PAGES (home,search,shop,product), CHROME_PATH (/usr/bin/chromium),
 * BENCH_CPU_SLOWDOWN (Lighthouse's own 4; Lighthouse's throttling guide says to lower it on a
 * machine whose benchmark index, printed at the end, is far below a fast desktop's),
 * BENCH_KEEP_REPORTS=1 keeps each run's JSON report in a temporary folder and prints its path.
 * Run it alone on the machine (`flock /tmp/e2e.lock npm run bench:web`): Chromium and the
 * server share the CPU, and Lighthouse's scores move with it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const root = path.resolve(import.meta.dirname, '..');
const toolsSource = path.join(root, 'bench/lighthouse');
const toolsDir = path.join(root, 'node_modules/.cache/vitrine-lighthouse');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const pageNames = (process.env.BENCH_PAGES ?? 'home,search,shop,product').split(',');
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Node 24 from scripts/node24.sh, and Lighthouse from the committed lock unless that exact set is there. */
function ensureTools(): { node: string; lighthouse: string } {
  // The one way the project gets Node 24 (CI's second pass uses it too); it prints the binary.
  const node = execFileSync('bash', [path.join(root, 'scripts/node24.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  const lighthouse = path.join(toolsDir, 'node_modules/lighthouse/cli/index.js');
  const lock = path.join(toolsSource, 'package-lock.json');
  const installedLock = path.join(toolsDir, 'package-lock.json');
  const current =
    existsSync(lighthouse) &&
    existsSync(installedLock) &&
    readFileSync(installedLock, 'utf8') === readFileSync(lock, 'utf8');
  if (!current) {
    console.log(`Installing Lighthouse into ${path.relative(root, toolsDir)} …`);
    rmSync(toolsDir, { recursive: true, force: true });
    mkdirSync(toolsDir, { recursive: true });
    copyFileSync(path.join(toolsSource, 'package.json'), path.join(toolsDir, 'package.json'));
    copyFileSync(lock, installedLock);
    // Lighthouse's engines ask for Node 22.19+, which is what runs it; npm here runs on Node 20.
    execFileSync(
      'npm',
      ['ci', '--no-audit', '--no-fund', '--engine-strict=false', '--loglevel=error'],
      {
        cwd: toolsDir,
        stdio: 'inherit',
      },
    );
  }
  return { node, lighthouse };
}

type Metrics = {
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  si: number;
  lcpElement: string;
  /** Where the LCP time went: time to first byte, load delay, load time, render delay. */
  lcpParts: string;
  benchmarkIndex: number;
};

type LighthouseReport = {
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: {
          type?: string;
          snippet?: string;
          items?: { label?: string; duration?: number }[];
        }[];
      };
    }
  >;
};

function runLighthouse(
  tools: { node: string; lighthouse: string },
  url: string,
  outputPath: string,
): Promise<Metrics> {
  const args = [
    tools.lighthouse,
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
    ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(tools.node, args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse exited with ${code} on ${url}`));
      const report = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
      if (report.runtimeError) {
        return reject(
          new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`),
        );
      }
      const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const lcpItems = report.audits['lcp-breakdown-insight']?.details?.items ?? [];
      const parts = lcpItems.find((item) => item.type === 'table')?.items ?? [];
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcp: value('largest-contentful-paint'),
        fcp: value('first-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        si: value('speed-index'),
        lcpElement: lcpItems.find((item) => item.type === 'node')?.snippet ?? '(none)',
        lcpParts: parts
          .map((part) => `${part.label} ${Math.round(part.duration ?? 0)} ms`)
          .join(', '),
        benchmarkIndex: report.environment.benchmarkIndex,
      });
    });
  });
}

/**
 * Lighthouse now and then fails to record the trace on a busy machine (NO_NAVSTART, "please run
 * Lighthouse again"): such a run is repeated, up to twice, instead of ending the whole bench.
 */
async function runLighthouseWithRetry(
  tools: { node: string; lighthouse: string },
  url: string,
  outputPath: string,
): Promise<Metrics> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(tools, url, outputPath);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`Lighthouse failed (${(error as Error).message}); running it again.`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

async function main() {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('No built web app in apps/web/dist: run "npm run build" first.');
  }
  if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH).`);
  const tools = ensureTools();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-web-'));
  const reportsDir = mkdtempSync(path.join(tmpdir(), 'vitrine-lighthouse-'));
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
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    // The shop page of the search's first result, so both pages show the same demo shop.
    const search = '/shops?searchKey=saree';
    const found = await fetch(`${base}/api/v1/vendor/fetch-shops?searchKey=saree&limit=1`);
    const { items } = (await found.json()) as { items: { id: string; slug: string }[] };
    if (!items[0]) throw new Error('The demo data has no shop for "saree".');
    // A product of that shop, the page a search result or a shop's tile leads to.
    const foundProduct = await fetch(`${base}/api/v1/products/search?shops=${items[0].id}&limit=1`);
    const products = (await foundProduct.json()) as { items: { id: string }[] };
    if (!products.items[0]) throw new Error(`The demo shop ${items[0].slug} has no product.`);
    const pages: Record<string, string> = {
      home: '/',
      search,
      shop: `/shop/${items[0].slug}`,
      product: `/product/${products.items[0].id}`,
    };

    // One unmeasured visit warms the server (the shop index, the image drawings).
    await Promise.all(Object.values(pages).map((page) => fetch(`${base}${page}`)));

    const rows: { page: string; path: string; metrics: Metrics; all: Metrics[] }[] = [];
    for (const name of pageNames) {
      const pagePath = pages[name];
      if (!pagePath) throw new Error(`Unknown page "${name}" in BENCH_PAGES.`);
      const all: Metrics[] = [];
      for (let run = 1; run <= runs; run++) {
        const metrics = await runLighthouseWithRetry(
          tools,
          `${base}${pagePath}`,
          path.join(reportsDir, `${name}-${run}.json`),
        );
        console.log(
          `${name} run ${run}: performance ${metrics.performance}, accessibility ${metrics.accessibility}, LCP ${(metrics.lcp / 1000).toFixed(2)} s`,
        );
        all.push(metrics);
      }
      // The median run by performance score (with 3 runs, the middle one).
      const middle = median(all.map((m) => m.performance));
      const metrics = all.find((m) => m.performance === middle)!;
      rows.push({ page: name, path: pagePath, metrics, all });
    }

    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `\nLighthouse mobile, median of ${runs} run(s) per page (${new Date().toISOString()})`,
    );
    const table = [
      ['page', 'performance', 'accessibility', 'LCP', 'FCP', 'TBT', 'CLS', 'SI', 'path'],
      ...rows.map(({ page, path: pagePath, metrics: m }) => [
        page,
        String(m.performance),
        String(m.accessibility),
        s(m.lcp),
        s(m.fcp),
        `${Math.round(m.tbt)} ms`,
        m.cls.toFixed(3),
        s(m.si),
        pagePath,
      ]),
    ];
    const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
    for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
    console.log('\nLCP element per page (median run):');
    for (const { page, metrics } of rows) {
      console.log(`  ${page}: ${metrics.lcpElement}\n    ${metrics.lcpParts}`);
    }
    const indexes = rows.flatMap((row) => row.all.map((m) => Math.round(m.benchmarkIndex)));
    console.log(
      `\nLighthouse's CPU benchmark index in these runs: ${Math.min(...indexes)}–${Math.max(...indexes)} (its 4× CPU slowdown assumes a fast desktop, about 1,000+).`,
    );
    if (process.env.BENCH_KEEP_REPORTS === '1') console.log(`\nReports kept in ${reportsDir}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_REPORTS !== '1')
      rmSync(reportsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
