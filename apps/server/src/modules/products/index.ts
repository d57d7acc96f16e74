import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../platform/db/client.ts';
import { runInTransaction, type Transaction } from '../../platform/db/transaction.ts';
import { notifyTaxonomyChanged } from '../catalogue/index.ts';
import { createProductsRepository } from './products.repository.ts';
import { withShops } from './products-with-shops.ts';
import { createProductIndex, type IndexedShop } from './product-index.ts';
import { productSearchRoutes } from './product-search.routes.ts';
import { createProductSearchService, type ProductSearchService } from './product-search.service.ts';
import { registerProductHandlers } from './products.events.ts';
import { productsRoutes } from './products.routes.ts';
import { createProductsService } from './products.service.ts';
import { shopProductsRoutes } from './shop-products.routes.ts';
import { createShopProductsService } from './shop-products.service.ts';

/**
 * Stock, for orders: a shop's products by id, and taking or returning stock inside the caller's
 * transaction (never below zero).
 */
export function createStock(db: Database) {
  const repository = createProductsRepository(db);
  return {
    findOfShop: repository.findOfShop,
    /** Takes every line's quantity, or none (false: the caller rolls back or refunds). */
    async take(tx: Transaction, lines: { productId: string; quantity: number }[]) {
      for (const [index, line] of lines.entries()) {
        if (!(await repository.takeStock(tx, line.productId, line.quantity))) {
          for (const taken of lines.slice(0, index)) {
            await repository.returnStock(tx, taken.productId, taken.quantity);
          }
          return false;
        }
      }
      return true;
    },
    async giveBack(tx: Transaction, lines: { productId: string; quantity: number }[]) {
      for (const line of lines) await repository.returnStock(tx, line.productId, line.quantity);
    },
  };
}
export type Stock = ReturnType<typeof createStock>;

/** A product as another module shows it (a chat card, a meeting's pin). */
export type ProductCard = {
  id: string;
  shopId: string;
  title: string;
  price: { amountMinor: number; currency: string };
  imageUrl: string | null;
};

/**
 * Products for the modules that show one by id (chat cards, meeting pins): only products
 * shoppers may see are found, so an archived product is gone there as it is from
 * GET /products/{id}, whatever was stored when it was shared.
 */
export function createProductCards(db: Database) {
  const repository = createProductsRepository(db);
  return {
    async shownByIds(ids: readonly string[]): Promise<Map<string, ProductCard>> {
      const rows = await repository.findShown([...new Set(ids)]);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            shopId: row.shopId,
            title: row.title,
            price: { amountMinor: row.priceMinor, currency: row.currency },
            imageUrl: row.imageUrls[0] ?? null,
          },
        ]),
      );
    },
  };
}
export type ProductCards = ReturnType<typeof createProductCards>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Product search, for the favourites module's product cards (registered before it). */
    productSearch: ProductSearchService;
  }
}
export type { ProductSearchService } from './product-search.service.ts';
export type { ProductHit } from '@vitrine/contracts/product-search';
export { productHitExportColumns } from './product-search.routes.ts';

/**
 * Shops' products: the public lists (GET /products/premium and /products/vendors, with their
 * downloads) and pages (GET /products/{id}), the owner's writes under /vendor/products, and the
 * staff's premium decision. Registered after the catalogue (shops, ownership, taxonomy, text
 * search through `app.catalogue`) and media (the owner's uploads, `app.media`).
 */
export const productsModule = fp(
  async (app: FastifyInstance) => {
    const { shops, taxonomy, textSearch, ownership } = app.catalogue;
    const db = app.database.db;
    const productsRepository = withShops(createProductsRepository(db), shops);
    const productsService = createProductsService({
      productsRepository,
      shops,
      taxonomy,
      textSearch,
    });
    // An upload a product shows (archived ones included: they can be restored) is not deleted.
    app.media.images.registerUsageCheck(async ({ id }) => {
      const showing = await productsRepository.findShowingImage(id);
      return showing && `a photo of the product "${showing.title}"`;
    });
    const log = app.log.child({ module: 'products' });
    const productIndex = createProductIndex({
      rows: {
        all: () => productsRepository.indexRows(),
        by: (by) => productsRepository.indexRowsBy(by),
        checksum: () => productsRepository.indexChecksum(),
        stamps: () => productsRepository.indexStamps(),
        textMatches: (text) => productsRepository.textMatches(text),
      },
      async shopsByIds(ids) {
        const summaries = await shops.listedSummariesByIds(ids);
        return new Map(
          [...summaries.values()].map((shop): [string, IndexedShop] => [
            shop.id,
            {
              id: shop.id,
              slug: shop.slug,
              name: shop.name,
              occasionSlugs: shop.occasions.map((occasion) => occasion.slug),
              genders: shop.genders,
            },
          ]),
        );
      },
      async parentOf() {
        const known = await taxonomy.get();
        return (slug) => known.subCategories.get(slug)?.parentSlug ?? slug;
      },
      onError: (error) => log.warn({ err: error }, 'product index: reloading products failed'),
    });
    const productSearch = createProductSearchService({
      productIndex,
      taxonomy,
      textSearch,
      searchCacheTtlMs: app.config.searchCacheTtlMs,
      clock: () => new Date(),
    });
    app.decorate('productSearch', productSearch);
    const unsubscribe = await registerProductHandlers(app, { productIndex, log });
    let checkTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      checkTimer = setInterval(() => {
        productIndex.heal().then(
          (healed) =>
            healed > 0 && log.info({ healed }, 'product index: reloaded products it missed'),
          (error: unknown) => log.warn({ err: error }, 'product index: periodic check failed'),
        );
      }, app.config.shopIndexCheckIntervalMs);
      checkTimer.unref();
    });
    app.addHook('preClose', async () => clearInterval(checkTimer));
    app.addHook('onClose', async () => unsubscribe());

    await app.register(productsRoutes, { productsService });
    await app.register(productSearchRoutes, { productSearch });
    await app.register(shopProductsRoutes, {
      productsService,
      shopProductsService: createShopProductsService({
        productsRepository,
        ownership,
        taxonomy,
        textSearch,
        pictures: {
          urlOf: async (userId, imageId) => (await app.media.images.getImage(userId, imageId)).url,
        },
        inTransaction: (work) => runInTransaction(db, work),
        // Products hold no shop-index data (the index and its cached answers are about shops); a
        // new title word only joins the words search may correct to.
        announceNewWords: async (tx) => {
          await notifyTaxonomyChanged(tx);
        },
      }),
    });
  },
  { name: 'products' },
);
