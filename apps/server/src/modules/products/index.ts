import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ProductDetail } from '@vitrine/contracts/catalogue';
import type { Database } from '../../platform/db/client.ts';
import { runInTransaction, type Transaction } from '../../platform/db/transaction.ts';
import { notifyTaxonomyChanged } from '../catalogue/index.ts';
import { createProductsRepository } from './products.repository.ts';
import { withShops } from './products-with-shops.ts';
import { createProductIndex, type IndexedShop } from './product-index.ts';
import { watchProducts } from './product-news.ts';
import { productSearchRoutes } from './product-search.routes.ts';
import { createProductSearchService, type ProductSearchService } from './product-search.service.ts';
import { registerProductHandlers } from './products.events.ts';
import { productsRoutes } from './products.routes.ts';
import { createProductsService } from './products.service.ts';
import { shopProductsRoutes } from './shop-products.routes.ts';
import { createShopStockRepository } from './shop-stock.repository.ts';
import { shopStockRoutes } from './shop-stock.routes.ts';
import { createShopStockService } from './shop-stock.service.ts';
import { createShopProductsService } from './shop-products.service.ts';
import {
  createStockReservationsRepository,
  type ReservedLine,
} from './stock-reservations.repository.ts';
import { createVariantsRepository } from './variants.repository.ts';

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
    /** Back on the shelf: the variant's stock when a line names one, else the product's. */
    async giveBack(
      tx: Transaction,
      lines: { productId: string; variantId?: string | null; quantity: number }[],
    ) {
      const reservations = createStockReservationsRepository(db);
      const watched = await watchProducts(
        tx,
        lines.map((line) => line.productId),
      );
      for (const line of lines) {
        if (line.variantId) await reservations.returnVariant(tx, line.variantId, line.quantity);
        else await repository.returnStock(tx, line.productId, line.quantity);
      }
      // Units back from none: the favouriters hear it's back in stock.
      await watched.announce();
    },
  };
}

/** How long a checkout holds its units while the shopper pays. */
export const RESERVATION_MINUTES = 15;

/** Why a checkout could not hold its units: the line (by index) and how many are left. */
type ReservationShortfall = { index: number; unitsLeft: number };

/**
 * Stock held for a checkout while it is paid (stock_reservation): the one place units are set
 * aside, so the last unit is sold once. `reserve` takes every line's units off the shelf inside
 * the caller's transaction (variants' or the product's own stock; made-to-order variants take
 * none); the payment's outcome then either `consume`s them (sold) or `release`s them (back on
 * the shelf). Each holder's held units move once, whichever of settlement, failure or expiry
 * comes first.
 */
export function createStockReservations(db: Database) {
  const repository = createStockReservationsRepository(db);
  return {
    /**
     * Holds every line or answers the first short one; on a shortfall the caller must roll its
     * transaction back (units already taken for earlier lines go back with it). Lines are taken
     * in a fixed order (by variant, then product id) so concurrent checkouts never deadlock.
     */
    async reserve(
      tx: Transaction,
      holder: { id: string; expiresAt: Date },
      lines: readonly ReservedLine[],
    ): Promise<ReservationShortfall | null> {
      const ordered = lines
        .map((line, index) => ({ line, index }))
        .sort((a, b) =>
          `${a.line.variantId ?? ''}:${a.line.productId}`.localeCompare(
            `${b.line.variantId ?? ''}:${b.line.productId}`,
          ),
        );
      const held: (ReservedLine & { tookStock: boolean })[] = [];
      for (const { line, index } of ordered) {
        const taken = line.variantId
          ? await repository.takeVariant(tx, line.variantId, line.quantity)
          : (await repository.takeProduct(tx, line.productId, line.quantity))
            ? { tookStock: true }
            : null;
        if (!taken) return { index, unitsLeft: await repository.unitsLeft(tx, line) };
        held.push({ ...line, tookStock: taken.tookStock });
      }
      await repository.insert(tx, holder, held);
      return null;
    },

    /** The payment settled: the held units are sold. How many lines were still held. */
    async consume(tx: Transaction, holderId: string, at: Date): Promise<number> {
      return (await repository.settleHeld(tx, holderId, 'consumed', at)).length;
    },

    /** The payment failed or expired: the held units go back on the shelf. How many lines. */
    async release(tx: Transaction, holderId: string, at: Date): Promise<number> {
      const released = (await repository.settleHeld(tx, holderId, 'released', at)).sort((a, b) =>
        `${a.variantId ?? ''}:${a.productId}`.localeCompare(`${b.variantId ?? ''}:${b.productId}`),
      );
      const returned = released.filter((line) => line.tookStock);
      const watched = await watchProducts(
        tx,
        returned.map((line) => line.productId),
      );
      for (const line of returned) {
        if (line.variantId) await repository.returnVariant(tx, line.variantId, line.quantity);
        else await repository.returnProduct(tx, line.productId, line.quantity);
      }
      // The last units back on the shelf: the favouriters hear it's back in stock.
      await watched.announce();
      return released.length;
    },

    expiredHolders: repository.expiredHolders,
    ofHolder: repository.ofHolder,
  };
}
export type StockReservations = ReturnType<typeof createStockReservations>;

/** A product, or one of its variants, as a cart and a checkout buy it: what it costs and has left now. */
export type Buyable = {
  productId: string;
  variantId: string | null;
  shopId: string;
  title: string;
  categorySlug: string;
  imageUrl: string | null;
  unitPriceMinor: number;
  currency: string;
  variant: { size: string | null; colour: string | null; madeToMeasure: boolean } | null;
  stockKind: 'in_stock' | 'made_to_order';
  /** Units on the shelf (0 for made to order, which has no limit). */
  unitsLeft: number;
  leadTimeDays: number | null;
  /**
   * False when it can no longer be bought this way: the product is archived, the variant was
   * removed, or the product now has variants and none is named.
   */
  onSale: boolean;
};

export const buyableKey = (ref: { productId: string; variantId: string | null }) =>
  `${ref.productId}:${ref.variantId ?? ''}`;

/**
 * What carts and checkouts buy, read as it is now, by (product, variant) reference: a product
 * without live variants is bought as itself, one with variants as one of them. A product that
 * no longer exists is absent; one that cannot be bought any more is there with `onSale` false.
 * (Whether its shop still sells is the catalogue's to say.)
 */
export function createBuyables(db: Database) {
  const products = createProductsRepository(db);
  const variants = createVariantsRepository(db);
  return {
    async find(
      refs: readonly { productId: string; variantId: string | null }[],
    ): Promise<Map<string, Buyable>> {
      const ids = [...new Set(refs.map((ref) => ref.productId))];
      const [rows, variantRows] = await Promise.all([
        products.findBuyable(ids),
        variants.listLive(ids),
      ]);
      const productById = new Map(rows.map((row) => [row.id, row]));
      const found = new Map<string, Buyable>();
      for (const ref of refs) {
        const row = productById.get(ref.productId);
        if (!row) continue;
        const own = variantRows.filter((variant) => variant.productId === row.id);
        const variant = ref.variantId ? own.find((v) => v.id === ref.variantId) : undefined;
        const base = {
          productId: row.id,
          variantId: ref.variantId,
          shopId: row.shopId,
          title: row.title,
          categorySlug: row.categorySlug,
          imageUrl: row.imageUrls[0] ?? null,
          currency: row.currency,
        };
        found.set(
          buyableKey(ref),
          variant
            ? {
                ...base,
                unitPriceMinor: variant.priceMinor,
                variant: {
                  size: variant.size,
                  colour: variant.colour,
                  madeToMeasure: variant.madeToMeasure,
                },
                stockKind: variant.stockKind,
                unitsLeft: variant.stockKind === 'in_stock' ? variant.stock : 0,
                leadTimeDays: variant.leadTimeDays,
                onSale: row.archivedAt === null,
              }
            : {
                ...base,
                unitPriceMinor: row.priceMinor,
                variant: null,
                stockKind: 'in_stock',
                unitsLeft: row.stock,
                leadTimeDays: null,
                onSale: row.archivedAt === null && ref.variantId === null && own.length === 0,
              },
        );
      }
      return found;
    },

    /** Whether a product shoppers may see is bought as itself or as one of its variants. */
    async shapeOf(productId: string): Promise<'missing' | 'plain' | 'variants'> {
      const [rows, variantRows] = await Promise.all([
        products.findBuyable([productId]),
        variants.listLive([productId]),
      ]);
      if (rows.length === 0 || rows[0]!.archivedAt) return 'missing';
      return variantRows.length > 0 ? 'variants' : 'plain';
    },
  };
}
export type Buyables = ReturnType<typeof createBuyables>;

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
    /** A product's public page, for the web app's pre-rendered first screen (platform/http/web.ts). */
    productPages: ProductPages;
  }
}
/** What other code may read of a product's public page. */
export type ProductPages = { getPublic(id: string): Promise<ProductDetail> };
export type { ProductSearchService } from './product-search.service.ts';
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
    const variantsRepository = createVariantsRepository(db);
    const productsService = createProductsService({
      productsRepository,
      variantsRepository,
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
    app.decorate('productPages', {
      getPublic: (id: string) => productsService.getPublic(id),
    } satisfies ProductPages);
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
    await app.register(shopStockRoutes, {
      shopStock: createShopStockService({
        repository: createShopStockRepository(db),
        ownership,
      }),
    });
    await app.register(productSearchRoutes, { productSearch });
    await app.register(shopProductsRoutes, {
      productsService,
      shopProductsService: createShopProductsService({
        productsRepository,
        variantsRepository,
        shopStitches: async (shopId) =>
          (await shops.summariesByIds([shopId])).get(shopId)?.isStitcher ?? false,
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
