import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { homeCopy } from '@vitrine/contracts/site-copy/home';
import { searchCopy } from '@vitrine/contracts/site-copy/search';

/**
 * What the server adds to index.html for the public pages a visitor lands on (the home page,
 * the shop search, a shop's page, a product's page), so the browser starts every download the first screen needs
 * while it still parses the HTML, instead of one after another as the JavaScript asks:
 * - `modulepreload` for the page's own route chunks and the chunks they import (Vite's manifest
 *   says which), and a `preload` of their stylesheets;
 * - a high-priority `preload` of the picture that is the page's largest paint: the first hero
 *   banner on the home page, the shop's cover on a shop page (looked up through the catalogue),
 *   the first photo on a product's page;
 * - on the home page, the hero banners themselves, so the carousel needs no API round trip.
 * docs/adr/0044-the-landing-pages-first-screen-is-in-the-html.md.
 */

/** The source modules (keys of Vite's manifest) the router loads to show each public page. */
const PAGE_ROUTE_MODULES = {
  home: ['src/app/routes/site/site-layout.tsx', 'src/app/routes/site/home.tsx'],
  search: ['src/app/routes/site/site-layout.tsx', 'src/app/routes/site/shops.tsx'],
  brands: ['src/app/routes/site/site-layout.tsx', 'src/app/routes/site/brands.tsx'],
  shop: ['src/app/routes/site/site-layout.tsx', 'src/app/routes/shop/shop.tsx'],
  product: ['src/app/routes/site/site-layout.tsx', 'src/app/routes/product/product.tsx'],
} as const;

export type PageKind = keyof typeof PAGE_ROUTE_MODULES;
export type Page = { kind: PageKind; shopIdOrSlug?: string; productId?: string };

/** The public page a path shows, or null for every other path (those get index.html as built). */
export function matchPage(pathname: string): Page | null {
  if (pathname === '/') return { kind: 'home' };
  if (pathname === '/shops' || pathname === '/shops/') return { kind: 'search' };
  if (pathname === '/brands' || pathname === '/brands/') return { kind: 'brands' };
  const shop = /^\/shop\/([^/]+)\/?$/.exec(pathname);
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
  try {
    if (shop) return { kind: 'shop', shopIdOrSlug: decodeURIComponent(shop[1]!) };
    if (product) return { kind: 'product', productId: decodeURIComponent(product[1]!) };
  } catch {
    return null; // a malformed escape: the web app shows its own "not found"
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
    product: empty,
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

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

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

/**
 * What the pre-rendered first screen of a landing page shows: a static copy of the top of the
 * page the app will render (docs/adr/0044-the-landing-pages-first-screen-is-in-the-html.md).
 */
export type FirstScreen =
  | { kind: 'home'; banner: { imageUrl: string; title: string; subtitle: string } | null }
  | { kind: 'search'; shops: { name: string; coverUrl: string | null; place: string }[] }
  | { kind: 'shop'; name: string; coverUrl: string | null; place: string }
  | {
      kind: 'product';
      title: string;
      category: string;
      shopName: string;
      photoUrl: string | null;
    };

/**
 * The shell's own styles: the page's layout (Mantine's lg container, the header, the hero's and
 * the covers' proportions) in a few lines, so it paints without waiting for the app's stylesheet.
 * The colours and sizes are those of the app's theme, and the body has no margin as under the
 * app's stylesheet: otherwise the pictures grow when that stylesheet arrives, and the grown
 * picture is a new, later largest paint. The search's covers are a little taller than the app's
 * cards (8:3, not 3:1), so the app's cards are never a larger paint than the shell's either.
 */
const FIRST_SCREEN_STYLE = `
body{margin:0}
.fs{min-height:100dvh;display:flex;flex-direction:column;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#000;background:#fff;line-height:1.55}
.fs-in{box-sizing:border-box;width:100%;max-width:1140px;margin:0 auto;padding-left:16px;padding-right:16px}
.fs header{box-sizing:border-box;height:64px;border-bottom:1px solid #dee2e6}
.fs header .fs-in{height:100%;display:flex;align-items:center}
.fs-logo{display:inline-flex;align-items:center;gap:8px;color:#1a1b1e;text-decoration:none;font-weight:700;font-size:22px;letter-spacing:-0.02em;height:36px}
.fs main{flex:1;padding-top:32px;padding-bottom:32px}
.fs h1{margin:0 0 16px;font-size:32px;line-height:1.15}
.fs-lead{margin:0 0 24px;font-size:18px;color:#495057;max-width:720px}
.fs-hero{position:relative;aspect-ratio:8/3;min-height:260px;overflow:hidden;border-radius:16px;background:#e9ecef}
.fs-hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.fs-hero p{position:absolute;left:0;bottom:0;margin:0;padding:20px clamp(20px,5vw,56px);color:#fff;font-size:clamp(24px,3.4vw,40px);font-weight:700;line-height:1.15;background:linear-gradient(90deg,rgb(0 0 0/.62),rgb(0 0 0/0))}
.fs-cover{display:block;width:100%;height:auto;aspect-ratio:5/2;object-fit:cover;border-radius:8px;background:#f1f3f5;margin-bottom:16px}
.fs-cards{display:grid;gap:16px;grid-template-columns:1fr}
.fs-card{border:1px solid #dee2e6;border-radius:8px;overflow:hidden}
.fs-card img,.fs-card .fs-blank{display:block;width:100%;height:auto;aspect-ratio:8/3;object-fit:cover;background:#f1f3f5}
.fs-card h2{margin:0;padding:16px 16px 0;font-size:18px;line-height:1.3}
.fs-card p,.fs-place{margin:0;padding:0 16px 16px;font-size:14px;color:#495057}
.fs-place{padding:0}
.fs-product{display:grid;gap:32px;grid-template-columns:1fr}
.fs-photo{display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:cover;border-radius:8px;background:#f1f3f5}
.fs-product h1{margin:0 0 4px}
.fs-kicker{margin:0 0 4px;font-size:14px;font-weight:600;text-transform:uppercase;color:#495057}
@media (min-width:48em){.fs h1{font-size:44px}.fs-cover{aspect-ratio:4/1}.fs-cards{grid-template-columns:repeat(2,1fr)}}
@media (min-width:62em){.fs-cards{grid-template-columns:repeat(3,1fr)}.fs-product{grid-template-columns:1fr 1fr}}
`
  .trim()
  .replace(/\n/g, '');

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A picture of the shell; only same-site paths (as for the preload), else a blank box. */
const picture = (src: string | null, attributes: string, blankClass?: string) =>
  src && isSameSitePath(src)
    ? `<img src="${escapeAttribute(src)}" alt="" ${attributes}>`
    : blankClass
      ? `<div class="${blankClass}"></div>`
      : '';

const LOGO_SVG =
  '<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><rect x="2" y="4" width="28" height="24" rx="5" fill="#3b5bdb"/><path d="M6 11h20" stroke="#fff" stroke-width="2" stroke-linecap="round"/><path d="M9 15l7 8 7-8" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/></svg>';

function firstScreenMain(screen: FirstScreen): string {
  switch (screen.kind) {
    case 'home':
      return [
        `<h1>${escapeText(homeCopy.heading)}</h1>`,
        `<p class="fs-lead">${escapeText(homeCopy.lead)}</p>`,
        screen.banner
          ? `<div class="fs-hero">${picture(screen.banner.imageUrl, 'width="1600" height="600" fetchpriority="high"')}<p>${escapeText(screen.banner.title)}</p></div>`
          : '',
      ].join('');
    case 'search':
      return [
        `<h1>${escapeText(searchCopy.heading)}</h1>`,
        `<p class="fs-lead">${escapeText(searchCopy.lead)}</p>`,
        screen.shops.length > 0
          ? `<div class="fs-cards">${screen.shops
              .map(
                (shop) =>
                  `<div class="fs-card">${picture(shop.coverUrl, 'width="600" height="200" fetchpriority="high"', 'fs-blank')}<h2>${escapeText(shop.name)}</h2><p>${escapeText(shop.place)}</p></div>`,
              )
              .join('')}</div>`
          : '',
      ].join('');
    case 'shop':
      return [
        picture(screen.coverUrl, 'class="fs-cover" width="1200" height="300" fetchpriority="high"'),
        `<h1>${escapeText(screen.name)}</h1>`,
        `<p class="fs-place">${escapeText(screen.place)}</p>`,
      ].join('');
    case 'product':
      return [
        '<div class="fs-product">',
        `<div>${picture(screen.photoUrl, 'class="fs-photo" width="640" height="640" fetchpriority="high"')}</div>`,
        '<div>',
        `<p class="fs-kicker">${escapeText(screen.category)}</p>`,
        `<h1>${escapeText(screen.title)}</h1>`,
        `<p class="fs-place">Sold by ${escapeText(screen.shopName)}</p>`,
        '</div></div>',
      ].join('');
  }
}

/**
 * The static first screen put in `#root` in place of the loading logo: the header's logo and the
 * top of the page, with its largest picture as a plain `<img>`, so the browser paints it from
 * the HTML. The app's first render keeps showing it until the page's own code has loaded
 * (web: lib/first-screen.ts), then replaces it with the real page.
 */
export function firstScreenHtml(screen: FirstScreen): string {
  return [
    `<div class="fs" data-first-screen="${screen.kind}">`,
    `<style>${FIRST_SCREEN_STYLE}</style>`,
    `<header><div class="fs-in"><a class="fs-logo" href="/" aria-label="Vitrine home">${LOGO_SVG}<span>Vitrine</span></a></div></header>`,
    `<main class="fs-in">${firstScreenMain(screen)}</main>`,
    '</div>',
  ].join('');
}

/**
 * index.html with `shell` as the content of `#root` (in place of what the build put there: the
 * loading logo), the root being the last `</div>` before the `<noscript>` or `</body>` after it;
 * unchanged when the page has no such root or there is no shell.
 */
export function withRootContent(html: string, shell: string): string {
  const open = '<div id="root">';
  const start = html.indexOf(open);
  if (!shell || start === -1) return html;
  const noscript = html.indexOf('<noscript>', start);
  const limit = noscript !== -1 ? noscript : html.indexOf('</body>', start);
  const close = html.lastIndexOf('</div>', limit);
  if (limit === -1 || close < start) return html;
  return `${html.slice(0, start + open.length)}${shell}${html.slice(close)}`;
}

/**
 * With a pre-rendered first screen, the app's stylesheets move from the head to just after
 * `#root`: the shell paints with its own styles without waiting for them (a stylesheet in the
 * body holds back only what follows it), and the app's scripts still run only once they have
 * loaded (a pending stylesheet blocks deferred and module scripts). Unchanged without a root.
 */
export function withStylesheetsAfterRoot(html: string): string {
  const headEnd = html.indexOf('</head>');
  const noscript = html.indexOf('<noscript>');
  const bodyEnd = html.indexOf('</body>');
  const at = noscript !== -1 ? noscript : bodyEnd;
  if (headEnd === -1 || at === -1 || at < headEnd) return html;
  const stylesheet = /\s*<link rel="stylesheet"[^>]*>/g;
  const links = html.slice(0, headEnd).match(stylesheet);
  if (!links) return html;
  const head = html.slice(0, headEnd).replace(stylesheet, '');
  const body = html.slice(headEnd, at);
  return `${head}${body}${links.map((link) => link.trim()).join('')}\n    ${html.slice(at)}`;
}

/** The id of the JSON block that lists what the starter loads (`APP_STARTER`). */
export const APP_ASSETS_ELEMENT_ID = 'vitrine-app-assets';

/**
 * The inline script that starts the app on a page with a pre-rendered first screen, once that
 * screen's largest picture (its first `<img fetchpriority="high">`) has been painted, or has
 * failed, or after 2.5 s at the latest: it adds the style preloads and the entry script the
 * server took out of the head (`withAppStartedAfterFirstScreen`). Until then the picture has the
 * connection to itself, and the app cannot replace the screen before its picture was shown
 * (docs/adr/0044-the-landing-pages-first-screen-is-in-the-html.md). Plain ES5 in one
 * constant, because the CSP allows it by its hash (`APP_STARTER_CSP_SOURCE`), not inline scripts.
 */
export const APP_STARTER = [
  '(function(){',
  'var d=document,started=false;',
  `var assets=JSON.parse(d.getElementById('${APP_ASSETS_ELEMENT_ID}').textContent);`,
  'function add(tag,props){var e=d.createElement(tag);for(var k in props)e[k]=props[k];d.head.appendChild(e);}',
  'function start(){if(started)return;started=true;',
  "assets.styles.forEach(function(h){add('link',{rel:'preload',as:'style',crossOrigin:'',href:h});});",
  "add('script',{type:'module',crossOrigin:'',src:assets.entry});}",
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0);});}',
  `var picture=d.querySelector('[data-first-screen] img[fetchpriority="high"]');`,
  'if(!picture||picture.complete){afterPaint();}',
  "else{picture.addEventListener('load',afterPaint);picture.addEventListener('error',start);setTimeout(start,2500);}",
  '})();',
].join('');

/** The CSP source that lets `APP_STARTER`, and no other inline script, run. */
export const APP_STARTER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_STARTER).digest('base64')}'`;

/**
 * A page with a pre-rendered first screen, its app started by `APP_STARTER` instead of from the
 * head: the entry `<script type="module">` and the style preloads leave the head and are listed
 * in a JSON block that the starter, at the end of the body, reads. The `modulepreload` links are
 * dropped: adding some seventy of them from a script was one task of 200–500 ms on a slowed
 * phone CPU, more than the round trips they save once the first screen is already shown (the
 * entry's imports and each route's chunks are still fetched side by side). Unchanged when the
 * head has no entry script.
 */
export function withAppStartedAfterFirstScreen(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd === -1 || bodyEnd < headEnd) return html;
  let head = html.slice(0, headEnd);
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(head);
  if (!entry) return html;
  head = head.replace(entry[0], '');
  const take = (pattern: RegExp) => {
    const hrefs = [...head.matchAll(pattern)].map((match) => unescapeAttribute(match[1]!));
    head = head.replace(pattern, '');
    return hrefs;
  };
  take(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g);
  const styles = take(/\s*<link rel="preload" as="style" crossorigin href="([^"]+)">/g);
  const assets = { entry: unescapeAttribute(entry[1]!), styles };
  const starter = `${embeddedJson(APP_ASSETS_ELEMENT_ID, assets)}<script>${APP_STARTER}</script>`;
  return `${head}${html.slice(headEnd, bodyEnd)}  ${starter}\n  ${html.slice(bodyEnd)}`;
}
