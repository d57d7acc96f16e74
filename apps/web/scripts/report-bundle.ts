/**
 * Checks the built web app against its JavaScript budgets (run after `vite build`):
 * - each page a visitor lands on has a first-load budget for its JavaScript: the entry and
 *   everything it imports statically, and the lazy route chunks the router loads to render the
 *   page with their static imports; that is what the page's HTML loads before it can be used
 *   (chunks loaded later, on a click or below the fold, are not counted);
 * - every route's own lazy chunk at most 60 kB gzip.
 * Reads Vite's manifest (build.manifest: true), prints a table, exits 1 over a budget.
 * For information it also shows what each route adds after the home page, shared chunks
 * (zod, form inputs, RTK Query) included; that column has no budget.
 * kB are 1000 bytes, as Vite prints them; sizes are gzip at zlib's default level.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const ROUTE_CHUNK_BUDGET = 60_000;
const ROUTES_DIR = 'src/app/routes/';
const SITE_LAYOUT = 'src/app/routes/site/site-layout.tsx';

/**
 * The pages with a first-load budget, each with the lazy modules the router loads to render it
 * (app/router.tsx; a signed-in area's routes come with discovered-routes.tsx), and its budget in
 * bytes of gzip. The first is the home page, against which the other routes' additions are shown.
 * The budgets sit a few kB above each page's figure, so that growth is a decision, not a drift
 * (docs/performance.md, "Web bundles").
 */
const PAGES: { page: string; modules: string[]; budget: number }[] = [
  { page: '/', modules: [SITE_LAYOUT, 'src/app/routes/site/home.tsx'], budget: 150_000 },
  { page: '/shops', modules: [SITE_LAYOUT, 'src/app/routes/site/shops.tsx'], budget: 235_000 },
  { page: '/shop/:id', modules: [SITE_LAYOUT, 'src/app/routes/shop/shop.tsx'], budget: 235_000 },
  {
    page: '/product/:id',
    modules: [SITE_LAYOUT, 'src/app/routes/product/product.tsx'],
    budget: 220_000,
  },
  {
    page: '/products',
    modules: [SITE_LAYOUT, 'src/app/routes/site/products.tsx'],
    budget: 285_000,
  },
  { page: '/cart', modules: [SITE_LAYOUT, 'src/app/routes/site/cart.tsx'], budget: 265_000 },
  {
    // A signed-in customer's: with the header's indicators and the money preferences.
    page: '/user/checkout',
    modules: [
      SITE_LAYOUT,
      'src/app/routes/user/header-indicators.tsx',
      'src/app/money-preferences-loader.tsx',
      'src/app/discovered-routes.tsx',
      'src/app/routes/user/user-layout.tsx',
      'src/app/routes/user/checkout.tsx',
    ],
    budget: 320_000,
  },
];

const dist = path.resolve(import.meta.dirname, '../dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}; run "vite build" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file))).length;
    gzipCache.set(file, size);
  }
  return size;
};

const chunk = (key: string): ManifestChunk => {
  const found = manifest[key];
  if (!found) throw new Error(`The manifest has no chunk "${key}" (was a route file renamed?).`);
  return found;
};

/** The chunks `keys` load before running: themselves and their static imports, transitively. */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk(key).imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

const entries = Object.entries(manifest).filter(([, c]) => c.isEntry);
if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}.`);
const [entryKey] = entries[0]!;

/** A page's first-load JavaScript: its files and their gzip bytes. */
const firstLoad = (modules: string[]) => {
  const files = [...staticClosure([entryKey, ...modules])]
    .map((key) => chunk(key).file)
    .filter((file) => file.endsWith('.js'));
  return { files, size: files.reduce((sum, file) => sum + gzipSize(file), 0) };
};
const pages = PAGES.map((page) => ({ ...page, ...firstLoad(page.modules) }));
const home = pages[0]!;

const homeSet = staticClosure([entryKey, ...home.modules]);
/** For information: what visiting a route adds after the home page (its chunk and shared ones). */
const addedAfterHome = (...keys: string[]) =>
  [...staticClosure(keys)]
    .filter((k) => !homeSet.has(k))
    .map((k) => chunk(k).file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSize(file), 0);

const routeChunks = Object.entries(manifest)
  .filter(([key, c]) => c.isDynamicEntry && key.startsWith(ROUTES_DIR))
  .map(([key, c]) => ({
    route: key.slice(ROUTES_DIR.length),
    size: gzipSize(c.file),
    added: addedAfterHome(key),
  }))
  .sort((a, b) => b.size - a.size);

type Row = [string, string, string, string, string];
const rows: Row[] = [
  ...pages.map(({ page, modules, size, budget }): Row => [
    `first load of ${page}`,
    kB(size),
    kB(budget),
    size <= budget ? 'ok' : 'OVER',
    page === home.page ? '' : kB(addedAfterHome(...modules)),
  ]),
  ...routeChunks.map(({ route, size, added }): Row => [
    `route ${route}`,
    kB(size),
    kB(ROUTE_CHUNK_BUDGET),
    size <= ROUTE_CHUNK_BUDGET ? 'ok' : 'OVER',
    kB(added),
  ]),
];
const header: Row = ['what', 'own gzip', 'budget', '', 'after home (info)'];
const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
const line = (row: string[]) =>
  row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');

console.log('\nBundle budgets (gzip)');
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  `\nFirst load of ${home.page} is ${home.files.length} files: ${home.files
    .map((file) => `${path.basename(file)} ${kB(gzipSize(file))}`)
    .join(', ')}`,
);

const over = rows.filter((row) => row[3] === 'OVER');
if (over.length > 0) {
  console.error(`\n${over.length} over budget: ${over.map((row) => row[0]).join('; ')}`);
  process.exit(1);
}
console.log('\nAll bundle budgets met.');
