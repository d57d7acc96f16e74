import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { HeroBanner, ProductDetail, ShopSummary } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allItems, getJson, seedSmallCatalogue } from '../../modules/catalogue/testing.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  APP_STARTER,
  APP_STARTER_CSP_SOURCE,
  embeddedJson,
  firstScreenHtml,
} from './web-first-screen.ts';
import { preferredEncoding } from './web.ts';

/**
 * A built web app as `npm run build` leaves it: index.html, hashed assets with their brotli
 * and gzip copies, and Vite's manifest naming the route chunks.
 */
const ENTRY_JS = `export const entry = "${'entry '.repeat(400)}";`;
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Vitrine</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const MANIFEST = {
  'src/main.tsx': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index-abc.css'],
  },
  '_vendor.js': { file: 'assets/vendor-v1.js' },
  '_api.js': { file: 'assets/api-a1.js', imports: ['_vendor.js'] },
  'src/app/routes/site/site-layout.tsx': {
    file: 'assets/site-layout-s1.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
  },
  'src/app/routes/site/home.tsx': {
    file: 'assets/home-h1.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/home-h1.css'],
  },
  'src/app/routes/site/shops.tsx': {
    file: 'assets/shops-p1.js',
    isDynamicEntry: true,
    imports: ['_api.js'],
  },
  'src/app/routes/site/brands.tsx': {
    file: 'assets/brands-b1.js',
    isDynamicEntry: true,
    imports: ['_api.js'],
  },
  'src/app/routes/shop/shop.tsx': {
    file: 'assets/shop-c1.js',
    isDynamicEntry: true,
    imports: ['_api.js'],
  },
  'src/app/routes/product/product.tsx': {
    file: 'assets/product-d1.js',
    isDynamicEntry: true,
    imports: ['_api.js'],
  },
};

function writeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'vitrine-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  const write = (file: string, body: string, compressed = true) => {
    writeFileSync(path.join(dist, file), body);
    if (!compressed) return;
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(body));
  };
  write('index.html', INDEX_HTML);
  write('assets/index-abc.js', ENTRY_JS);
  write('assets/index-abc.css', `body{color:#111}${' .x{margin:0}'.repeat(100)}`);
  // Too small to be worth compressing: the build wrote no copies.
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  return dist;
}

let dist: string;
let t: TestApp;
let banners: HeroBanner[];
let shop: ShopSummary;
let product: ProductDetail;

beforeAll(async () => {
  dist = writeDist();
  t = await createTestApp({ WEB_DIST: dist });
  await seedSmallCatalogue(t.app, 3);
  banners = (await getJson<{ items: HeroBanner[] }>(t.app, '/api/v1/settings/hero-banners')).items;
  shop = (await allItems<ShopSummary>(t.app, '/api/v1/vendor/fetch-shops'))[0]!;
  const [hit] = (
    await getJson<{ items: { id: string }[] }>(t.app, '/api/v1/products/search?limit=1')
  ).items;
  product = await getJson<ProductDetail>(t.app, `/api/v1/products/${hit!.id}`);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** What the app starter of a page with a pre-rendered first screen loads. */
const appAssetsOf = (html: string) => {
  const block = /<script type="application\/json" id="vitrine-app-assets">(.*?)<\/script>/.exec(
    html,
  );
  expect(block, 'the app assets block').not.toBeNull();
  return JSON.parse(block![1]!) as { entry: string; styles: string[] };
};

/** The page's HTML, whichever encoding it came in. */
const htmlOf = async (url: string) => {
  const response = await get(url, 'br');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  return brotliDecompressSync(response.rawPayload).toString('utf8');
};

describe('built assets are sent pre-compressed', () => {
  it('sends the brotli copy of a script to a browser that accepts brotli', async () => {
    const response = await get('/assets/index-abc.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(ENTRY_JS.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(ENTRY_JS);
  });

  it('sends the gzip copy when the browser prefers gzip or accepts nothing better', async () => {
    for (const acceptEncoding of ['gzip', 'gzip;q=1, br;q=0.5', 'deflate, gzip']) {
      const response = await get('/assets/index-abc.css', acceptEncoding);
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(gunzipSync(response.rawPayload).toString('utf8')).toMatch(/^body\{color:#111\}/);
    }
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const response = await get('/assets/index-abc.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.body).toBe(ENTRY_JS);
    }
  });

  it('sends a file without compressed copies as it is, with its own content type', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('never serves a compressed copy under its own name', async () => {
    // It is a path like any other the web app does not know: the SPA fallback answers.
    const response = await get('/assets/index-abc.js.br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('sends the SPA fallback index.html compressed, as HTML, never cached', async () => {
    const brotli = await get('/user/orders?tab=open', 'gzip, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(INDEX_HTML);

    const gzip = await get('/user/orders', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(INDEX_HTML);

    const plain = await get('/user/orders');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);
  });
});

describe('landing pages start their first screen downloads from the HTML', () => {
  it("preloads the home page's first hero banner with high priority; the app starts after it", async () => {
    expect(banners.length).toBeGreaterThan(0);
    const html = await htmlOf('/');
    expect(html).toContain(
      `<link rel="preload" as="image" href="${banners[0]!.imageUrl}" fetchpriority="high">`,
    );
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    // The entry and the route's stylesheets are for the starter, at the end of the body; the
    // page holds no module preloads (withAppStartedAfterFirstScreen).
    expect(appAssetsOf(html)).toEqual({
      entry: '/assets/index-abc.js',
      styles: ['/assets/home-h1.css'],
    });
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module"');
    expect(html.indexOf(`<script>${APP_STARTER}</script>`)).toBeGreaterThan(
      html.indexOf('data-first-screen'),
    );
    // Everything else is as built.
    expect(
      html
        .replace(/\s*<link rel="preload" as="image"[^>]*>/g, '')
        .replace(/\s*<script type="application\/json" id="vitrine-hero-banners">.*?<\/script>/, '')
        .replace(/<div class="fs" data-first-screen="home">.*?<\/main><\/div>/, '')
        // The stylesheet moves after the pre-rendered first screen (next test).
        .replace(/(<div id="root"><\/div>)\s*<link rel="stylesheet"[^>]*>/, '$1')
        .replace(/\s*<script type="application\/json" id="vitrine-app-assets">.*<\/script>\n/, '\n')
        .replace('<title>Vitrine</title>', (tag) =>
          [
            tag,
            '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
            '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
          ].join('\n    '),
        ),
    ).toBe(INDEX_HTML);
  });

  it('lets the starter, and no other inline script, run under the CSP', async () => {
    const response = await get('/', 'br');
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
    const hash = `'sha256-${createHash('sha256').update(APP_STARTER).digest('base64')}'`;
    expect(scriptSrc).toEqual(["'self'", hash]);
    expect(APP_STARTER_CSP_SOURCE).toBe(hash);
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]);
    expect(inline).toEqual([APP_STARTER]);
  });

  it("pre-renders the landing pages' first screen in #root, its largest picture as a plain <img>", async () => {
    const home = await htmlOf('/');
    const root = (html: string) =>
      /<div id="root">(.*?)<\/div>\s*(?:<link [^>]*>\s*|<script[^>]*>.*?<\/script>\s*)*<\/body>/s.exec(
        html,
      )?.[1] ?? '';
    expect(root(home)).toContain('data-first-screen="home"');
    expect(root(home)).toContain('<h1>Boutiques, brands and tailors in one place</h1>');
    expect(root(home)).toContain(`<img src="${banners[0]!.imageUrl}" alt=""`);

    const shopPage = root(await htmlOf(`/shop/${shop.slug}`));
    expect(shopPage).toContain('data-first-screen="shop"');
    expect(shopPage).toContain(`<img src="${shop.coverUrl}" alt=""`);
    expect(shopPage).toContain(`<h1>${shop.name.replace(/&/g, '&amp;')}</h1>`);

    // A search with only a text: its first covers, the first one preloaded.
    const searchHtml = await htmlOf('/shops');
    const firstShops = (await allItems<ShopSummary>(t.app, '/api/v1/vendor/fetch-shops')).slice(
      0,
      3,
    );
    expect(root(searchHtml)).toContain('data-first-screen="search"');
    for (const found of firstShops) expect(root(searchHtml)).toContain(found.coverUrl!);
    expect(searchHtml).toContain(
      `<link rel="preload" as="image" href="${firstShops[0]!.coverUrl}" fetchpriority="high">`,
    );
    // The app's stylesheet waits below the shell, which paints with its own styles.
    for (const html of [home, searchHtml]) {
      const stylesheet = html.indexOf('<link rel="stylesheet"');
      expect(stylesheet).toBeGreaterThan(html.indexOf('data-first-screen'));
      expect(stylesheet).toBeGreaterThan(html.indexOf('</head>'));
    }
    // With filters the app alone decides what shows.
    expect(root(await htmlOf('/shops?searchKey=saree&categories=bridal'))).toBe('');
  });

  it("pre-renders a product's page: its first photo preloaded and shown, its title and shop", async () => {
    expect(product.imageUrls[0]).toBeTruthy();
    const html = await htmlOf(`/product/${product.id}`);
    expect(html).toContain(
      `<link rel="preload" as="image" href="${product.imageUrls[0]}" fetchpriority="high">`,
    );
    const shell = /<div class="fs" data-first-screen="product">.*?<\/main><\/div>/s.exec(html)?.[0];
    expect(shell, 'the first screen').toBeDefined();
    expect(shell).toContain(`<img src="${product.imageUrls[0]}" alt=""`);
    expect(shell).toContain(`<h1>${product.title.replace(/&/g, '&amp;')}</h1>`);
    expect(shell).toContain(`Sold by ${product.shop.name.replace(/&/g, '&amp;')}`);
    expect(shell).toContain(product.category.name.replace(/&/g, '&amp;'));
    // The app starts after the photo, from the starter, with no module preloads.
    expect(appAssetsOf(html).entry).toBe('/assets/index-abc.js');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('escapes what the shop wrote in the pre-rendered first screen', () => {
    const html = firstScreenHtml({
      kind: 'shop',
      name: '<script>alert(1)</script> & Co',
      coverUrl: '//evil.example/x.svg',
      place: 'Pune, MH',
    });
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</h1>');
    expect(html).not.toContain('evil.example');
    const productHtml = firstScreenHtml({
      kind: 'product',
      title: '<img src=x onerror=alert(1)>',
      category: 'Sarees & <b>',
      shopName: '"Quoted" <Shop>',
      photoUrl: 'javascript:alert(1)',
    });
    expect(productHtml).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(productHtml).toContain('Sarees &amp; &lt;b&gt;');
    expect(productHtml).toContain('Sold by "Quoted" &lt;Shop&gt;');
    expect(productHtml).not.toContain('javascript:');
  });

  it('puts the hero banners in the home page as data, so the carousel needs no request', async () => {
    const html = await htmlOf('/');
    const block = /<script type="application\/json" id="vitrine-hero-banners">(.*?)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(block![1]!)).toEqual({ items: banners });
    expect(html.indexOf(block![0])).toBeLessThan(html.indexOf('</head>'));
    expect(await htmlOf('/shops')).not.toContain('vitrine-hero-banners');
  });

  it('keeps embedded data from closing its block, whatever the text', () => {
    const block = embeddedJson('x', { title: '</script><script>alert(1)</script>' });
    expect(block).not.toContain('</script><script>');
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script type="application\/json" id="x">(.*)<\/script>$/.exec(block)![1]!;
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it("preloads a shop's cover on its page, by slug and by id, and starts the app after it", async () => {
    expect(shop.coverUrl).toBeTruthy();
    for (const idOrSlug of [shop.slug, shop.id]) {
      const html = await htmlOf(`/shop/${idOrSlug}`);
      expect(html).toContain(
        `<link rel="preload" as="image" href="${shop.coverUrl}" fetchpriority="high">`,
      );
      expect(appAssetsOf(html).entry).toBe('/assets/index-abc.js');
    }
  });

  it('preloads the search page chunks, with no picture to guess', async () => {
    const html = await htmlOf('/shops?searchKey=saree&categories=bridal');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shops-p1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/api-a1.js">');
    expect(html).not.toContain('as="image"');
  });

  it('still serves the page, without a picture, for a product that does not exist or a bad link', async () => {
    for (const url of [
      '/product/00000000-0000-4000-8000-000000000000',
      '/product/not-a-product-id',
      '/product/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ]) {
      const html = await htmlOf(url);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('/assets/product-d1.js');
      expect(html, url).not.toContain('as="image"');
      expect(html, url).not.toContain('<script>alert');
    }
    // Every other page under /product is left as built.
    expect(await htmlOf(`/product/${product.id}/reviews`)).toBe(INDEX_HTML);
  });

  it('still serves the page, without a picture, for a shop that does not exist or a bad link', async () => {
    for (const url of [
      '/shop/no-such-shop',
      '/shop/00000000-0000-4000-8000-000000000000',
      `/shop/${'x'.repeat(100)}`,
      '/shop/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ]) {
      const html = await htmlOf(url);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('/assets/shop-c1.js');
      expect(html, url).not.toContain('as="image"');
      expect(html, url).not.toContain('<script>alert');
    }
  });

  it('leaves every other page as built', async () => {
    for (const url of ['/pricing', '/shop/some-shop/book-meeting', '/auth/login']) {
      expect(await htmlOf(url), url).toBe(INDEX_HTML);
    }
  });
});

describe('choosing the encoding of a generated page', () => {
  it("follows the browser's preference, brotli on a tie, nothing when both are refused", () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('gzip;q=0, *')).toBe('br');
    expect(preferredEncoding('br;q=0, *;q=0.5')).toBe('gzip');
    expect(preferredEncoding(' gzip ; q=0.9 , br ; q=0.3')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('with ASSET_CDN_URL set', () => {
  const cdn = 'https://cdn.vitrine.example';
  let withCdn: TestApp;
  beforeAll(async () => {
    withCdn = await createTestApp({ WEB_DIST: dist, ASSET_CDN_URL: cdn });
    await seedSmallCatalogue(withCdn.app, 3);
  }, 120_000);
  afterAll(() => withCdn.close());

  it('preloads the hero picture from the CDN and embeds the banners with CDN links', async () => {
    const page = await withCdn.app.inject({ method: 'GET', url: '/' });
    const html = page.body;
    const first = banners[0]!.imageUrl.replace('/api/v1/media/', `${cdn}/`);
    expect(first.startsWith(`${cdn}/banners/`)).toBe(true);
    expect(html).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high">`);
    const block = /<script type="application\/json" id="vitrine-hero-banners">(.*?)<\/script>/.exec(
      html,
    );
    const embedded = JSON.parse(block![1]!) as { items: HeroBanner[] };
    expect(embedded.items.map((b) => b.imageUrl)).toEqual(
      banners.map((b) => b.imageUrl.replace('/api/v1/media/', `${cdn}/`)),
    );
  });
});
