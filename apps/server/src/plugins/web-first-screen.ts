import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the server adds to index.html for the public pages a visitor lands on (the home page,
 * the shop search, a shop's page), so the browser starts every download the first screen needs
 * while it still parses the HTML, instead of one after another as the JavaScript asks:
 * - `modulepreload` for the page's own route chunks and the chunks they import (Vite's manifest
 *   says which), and a `preload` of their stylesheets;
 * - a high-priority `preload` of the picture that is the page's largest paint: the first hero
 *   banner on the home page, the shop's cover on a shop page (looked up through the catalogue);
 * - on the home page, the hero banners themselves, so the carousel needs no API round trip.
 * docs/decisions.md, "The first screen's downloads start from the HTML".
 */

/** The source modules (keys of Vite's manifest) the router loads to show each public page. */
const PAGE_ROUTE_MODULES = {
  home: ['src/app/routes/site/site-layout.tsx', 'src/app/routes/site/home.tsx'],
  search: ['src/app/routes/site/site-layout.tsx', 'src/app/routes/site/shops.tsx'],
  brands: ['src/app/routes/site/site-layout.tsx', 'src/app/routes/site/brands.tsx'],
  shop: ['src/app/routes/site/site-layout.tsx', 'src/app/routes/shop/shop.tsx'],
} as const;

export type PageKind = keyof typeof PAGE_ROUTE_MODULES;
export type Page = { kind: PageKind; shopIdOrSlug?: string };

/** The public page a path shows, or null for every other path (those get index.html as built). */
export function matchPage(pathname: string): Page | null {
  if (pathname === '/') return { kind: 'home' };
  if (pathname === '/shops' || pathname === '/shops/') return { kind: 'search' };
  if (pathname === '/brands' || pathname === '/brands/') return { kind: 'brands' };
  const shop = /^\/shop\/([^/]+)\/?$/.exec(pathname);
  if (shop) {
    try {
      return { kind: 'shop', shopIdOrSlug: decodeURIComponent(shop[1]!) };
    } catch {
      return null; // a malformed escape: the web app shows its own "not found"
    }
  }
  return null;
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type RouteAssets = { scripts: string[]; styles: string[] };

/**
 * For each public page, the scripts and stylesheets its route modules need beyond what
 * index.html already loads (the entry and its static imports). Empty lists when the build has
 * no manifest or a route module was renamed: the page then loads as it did without hints.
 */
export function routeAssetsFromManifest(webDist: string): Record<PageKind, RouteAssets> {
  const empty = { scripts: [], styles: [] };
  const result: Record<PageKind, RouteAssets> = {
    home: empty,
    search: empty,
    brands: empty,
    shop: empty,
  };
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return result;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByIndex = closure(entryKeys);

  for (const kind of Object.keys(PAGE_ROUTE_MODULES) as PageKind[]) {
    const modules = PAGE_ROUTE_MODULES[kind];
    if (!modules.every((key) => manifest[key])) continue;
    const keys = [...closure([...modules])].filter((key) => !loadedByIndex.has(key));
    result[kind] = {
      scripts: keys.map((key) => `/${manifest[key]!.file}`),
      styles: [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map((f) => `/${f}`),
    };
  }
  return result;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A picture URL the page may preload: a same-site path, never another origin or a script. */
const isSameSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** The `<link>` tags for one page: its route chunks, their styles and its largest picture. */
export function firstScreenLinks(assets: RouteAssets, image: string | null): string {
  const links = [
    ...(image && isSameSitePath(image)
      ? [`<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`]
      : []),
    ...assets.styles.map(
      (href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...assets.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ];
  return links.join('\n    ');
}

/**
 * Data the first screen would otherwise fetch, as a JSON block the web app reads once (never
 * run as a script: `type="application/json"`). `<` is escaped so the data cannot close it.
 */
export function embeddedJson(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${escapeAttribute(id)}">${json}</script>`;
}

/** index.html with `links` added at the end of its head (unchanged when it has no head). */
export function withHeadLinks(html: string, links: string): string {
  if (!links) return html;
  const end = html.indexOf('</head>');
  if (end === -1) return html;
  return `${html.slice(0, end)}  ${links}\n  ${html.slice(end)}`;
}
