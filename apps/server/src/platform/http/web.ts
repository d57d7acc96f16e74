import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  fetchShopQuerySchema,
  fetchShopsQuerySchema,
  type FetchShopQuery,
  type FetchShopsQuery,
  type HeroBanner,
  type ProductDetail,
  type Shop,
  type ShopSearchResult,
} from '@vitrine/contracts/catalogue';
import { FIRST_SCREEN_CARDS, SHOP_PAGE_SIZE } from '@vitrine/contracts/site-copy/search';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rewriteAssetUrlsInJson } from '../media/index.ts';
import {
  embeddedJson,
  firstScreenHtml,
  firstScreenLinks,
  matchPage,
  routeAssetsFromManifest,
  withAppStartedAfterFirstScreen,
  withHeadLinks,
  withRootContent,
  withStylesheetsAfterRoot,
  type FirstScreen,
  type Page,
} from './web-first-screen.ts';

/**
 * How a page with a pre-rendered first screen loads the app: its stylesheets below the screen,
 * its scripts started once the screen's picture has been painted.
 */
const withFirstScreenLoading = (html: string) =>
  withAppStartedAfterFirstScreen(withStylesheetsAfterRoot(html));

/**
 * What the web plugin looks up to preload a page's largest picture: a port the catalogue module
 * fills when the app is wired (the platform imports no module).
 */
export type FirstScreenCatalogue = {
  settings: { heroBanners(): Promise<{ items: HeroBanner[] }> };
  shops: {
    getByIdOrSlug(query: FetchShopQuery): Promise<Shop>;
    search(query: FetchShopsQuery): Promise<ShopSearchResult>;
  };
  /** A product as its public page shows it (the products module). */
  products: { getPublic(id: string): Promise<ProductDetail> };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of the home page's embedded hero banners (web: catalogue/api/get-hero-banners.ts). */
export const HERO_BANNERS_ELEMENT_ID = 'vitrine-hero-banners';

type FirstScreenData = { image: string | null; embedded: string; screen: FirstScreen | null };

const place = (shop: { address: { city: string; state: string } }) =>
  `${shop.address.city}, ${shop.address.state}`;

/**
 * What the page's first screen shows, looked up now: its largest picture, on the home page the
 * banners' JSON, and the static first screen (web-first-screen.ts). Nothing when the page has
 * none, or the shop does not exist. A search is pre-rendered only when its address holds nothing
 * but a search text (the page's default order and page size): with filters, sorting or a page
 * the app alone decides what shows.
 */
async function firstScreenData(
  catalogue: FirstScreenCatalogue,
  page: Page,
  query: Record<string, unknown>,
): Promise<FirstScreenData> {
  if (page.kind === 'home') {
    const banners = await catalogue.settings.heroBanners();
    const first = banners.items[0];
    return {
      image: first?.imageUrl ?? null,
      embedded: embeddedJson(HERO_BANNERS_ELEMENT_ID, banners),
      screen: {
        kind: 'home',
        banner: first
          ? { imageUrl: first.imageUrl, title: first.title, subtitle: first.subtitle }
          : null,
      },
    };
  }
  if (page.kind === 'shop' && page.shopIdOrSlug) {
    // The same lookup the page makes (web: features/catalogue/api/get-shop.ts).
    const lookup = fetchShopQuerySchema.safeParse(
      UUID.test(page.shopIdOrSlug) ? { id: page.shopIdOrSlug } : { slug: page.shopIdOrSlug },
    );
    if (!lookup.success) return { image: null, embedded: '', screen: null };
    const shop = await catalogue.shops.getByIdOrSlug(lookup.data);
    return {
      image: shop.coverUrl,
      embedded: '',
      screen: { kind: 'shop', name: shop.name, coverUrl: shop.coverUrl, place: place(shop) },
    };
  }
  if (page.kind === 'product' && page.productId) {
    // The same lookup the page makes (web: features/products/api/get-product.ts).
    if (!UUID.test(page.productId)) return { image: null, embedded: '', screen: null };
    const product = await catalogue.products.getPublic(page.productId);
    const photoUrl = product.imageUrls[0] ?? null;
    return {
      image: photoUrl,
      embedded: '',
      screen: {
        kind: 'product',
        title: product.title,
        category: product.category.name,
        shopName: product.shop.name,
        photoUrl,
      },
    };
  }
  if (page.kind === 'search' && Object.keys(query).every((key) => key === 'searchKey')) {
    // The search the page itself makes first.
    const search = fetchShopsQuerySchema.safeParse({ ...query, limit: SHOP_PAGE_SIZE });
    if (!search.success) return { image: null, embedded: '', screen: null };
    const shops = (await catalogue.shops.search(search.data)).items.slice(0, FIRST_SCREEN_CARDS);
    return {
      image: shops[0]?.coverUrl ?? null,
      embedded: '',
      screen: {
        kind: 'search',
        shops: shops.map((shop) => ({
          name: shop.name,
          coverUrl: shop.coverUrl,
          place: place(shop),
        })),
      },
    };
  }
  return { image: null, embedded: '', screen: null };
}

/**
 * The encoding to send a generated page in: the browser's most preferred of br and gzip (brotli
 * on a tie); `*` stands for either unless it is named; q=0 refuses.
 */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weight = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const [br, gzip] = [weight('br'), weight('gzip')];
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(html);
  // A few kB: a quick level is as small as the best within a few per cent, in well under 1 ms.
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(html, { level: 6 });
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * Serves the built web app (apps/web/dist) with an SPA fallback, so one process on one port
 * is the whole product. Hashed assets are cached for a year; index.html never. Every file is
 * sent as the brotli or gzip copy the build wrote beside it when the browser accepts one
 * (apps/web/scripts/compress-dist.ts). The public landing pages get index.html with links that
 * start their first screen's downloads early (web-first-screen.ts).
 */
export async function webPlugin(
  app: FastifyInstance,
  options: {
    webDist: string;
    /** Where the landing pages' pictures are looked up; without it no picture is preloaded. */
    catalogue?: FirstScreenCatalogue;
  },
) {
  const indexFile = path.join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${options.webDist}; run "npm run build" to serve it here.`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  // The build already wrote compressed copies of what is worth compressing, and the landing
  // pages compress their own HTML: the API's on-the-fly compression (compression.ts) stays out
  // of this scope (it would otherwise stream-compress a 40-byte icon). The header is
  // @fastify/compress's documented opt-out.
  app.addHook('onRequest', async (request) => {
    request.headers['x-no-compression'] = '1';
  });
  const routeAssets = routeAssetsFromManifest(options.webDist);

  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are sent in place of their file, never under their own name.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.header('vary', 'accept-encoding');
    },
  });
  // The same picture links the API answers with: through the CDN when ASSET_CDN_URL is set (the
  // preload is checked as a same-site path first, then pointed at the CDN).
  const cdnUrl = app.config.assetCdnUrl;
  const throughCdn = (head: string) => (cdnUrl ? rewriteAssetUrlsInJson(head, cdnUrl) : head);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // Unknown API paths get the API's own 404 body, never the web app.
    if (url.startsWith('/api/') || url === '/api') return reply.callNotFound();
    const page = matchPage(url);
    if (!page) return reply.header('cache-control', 'no-cache').sendFile('index.html');

    let data: FirstScreenData = { image: null, embedded: '', screen: null };
    if (options.catalogue) {
      try {
        data = await firstScreenData(
          options.catalogue,
          page,
          (request.query ?? {}) as Record<string, unknown>,
        );
      } catch (error) {
        // A shop or product that does not exist, or a failed lookup: the page loads without
        // the hint.
        if ((error as { statusCode?: number }).statusCode !== 404) {
          request.log.warn({ err: error }, 'first screen picture lookup failed');
        }
      }
    }
    return sendHtml(
      request,
      reply,
      throughCdn(
        (data.screen ? withFirstScreenLoading : (html: string) => html)(
          withRootContent(
            withHeadLinks(
              indexHtml,
              [
                // With a first screen the app starts after its picture, without module preloads
                // (withAppStartedAfterFirstScreen): only the route's styles are worth listing.
                firstScreenLinks(
                  data.screen
                    ? { scripts: [], styles: routeAssets[page.kind].styles }
                    : routeAssets[page.kind],
                  data.image,
                ),
                data.embedded,
              ]
                .filter(Boolean)
                .join('\n    '),
            ),
            data.screen ? firstScreenHtml(data.screen) : '',
          ),
        ),
      ),
    );
  });
}
