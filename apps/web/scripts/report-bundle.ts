/**
 * Checks the built web app against its JavaScript budgets (run after `vite build`):
 * - the home page's initial JavaScript (the entry, everything it imports statically, and the
 *   lazy route chunks that render "/" with their static imports) at most 150 kB gzip;
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

const HOME_INITIAL_BUDGET = 150_000;
const ROUTE_CHUNK_BUDGET = 60_000;
const ROUTES_DIR = 'src/app/routes/';
/** The lazy route modules the router loads to show "/": the site layout and the home page. */
const HOME_ROUTE_MODULES = ['src/app/routes/site/site-layout.tsx', 'src/app/routes/site/home.tsx'];

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

const homeChunks = [...staticClosure([entryKey, ...HOME_ROUTE_MODULES])];
const homeFiles = homeChunks.map((key) => chunk(key).file).filter((file) => file.endsWith('.js'));
const homeInitial = homeFiles.reduce((sum, file) => sum + gzipSize(file), 0);

const homeSet = new Set(homeChunks);
/** For information: what visiting the route adds after the home page (its chunk and shared ones). */
const addedAfterHome = (key: string) =>
  [...staticClosure([key])]
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
  [
    'home initial JS (entry + layout + home)',
    kB(homeInitial),
    kB(HOME_INITIAL_BUDGET),
    homeInitial <= HOME_INITIAL_BUDGET ? 'ok' : 'OVER',
    '',
  ],
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
  `\nHome initial JS is ${homeFiles.length} files: ${homeFiles
    .map((file) => `${path.basename(file)} ${kB(gzipSize(file))}`)
    .join(', ')}`,
);

const over = rows.filter((row) => row[3] === 'OVER');
if (over.length > 0) {
  console.error(`\n${over.length} over budget: ${over.map((row) => row[0]).join('; ')}`);
  process.exit(1);
}
console.log('\nAll bundle budgets met.');
