import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runInTransaction } from '../../platform/db/transaction.ts';
import type { Database } from '../../platform/db/client.ts';
import { notify } from '../notifications/index.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { audit } from '../../platform/audit/audit.ts';
import { createBannersRepository } from './banners.repository.ts';
import { registerCatalogueHandlers, registerShopStatusHandler } from './catalogue.events.ts';
import { myShopsRoutes } from './my-shops.routes.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createShopMembersRepository } from './shop-members.repository.ts';
import { createShopOwnership, type ShopOwnership } from './shop-ownership.ts';
import { createShopProfileRepository } from './shop-profile.repository.ts';
import { shopProfileRoutes } from './shop-profile.routes.ts';
import { createShopProfileService, type ShopProfileService } from './shop-profile.service.ts';
import { createSettingsService, type SettingsService } from './settings.service.ts';
import { shopsRoutes } from './shops.routes.ts';
import { createShopIndex } from './shop-index.ts';
import { notifyTaxonomyChanged } from './shop-writes.ts';
import { createStaffContentRepository } from './staff-content.repository.ts';
import { staffContentRoutes } from './staff-content.routes.ts';
import { createStaffContentService } from './staff-content.service.ts';
import { createStaffShopsRepository } from './staff-shops.repository.ts';
import { staffShopsRoutes } from './staff-shops.routes.ts';
import { createStaffShopsService } from './staff-shops.service.ts';
import { createShopsRepository } from './shops.repository.ts';
import { createShopsService, type ShopsService } from './shops.service.ts';
import { taxonomyRoutes } from './taxonomy.routes.ts';
import { createTaxonomyRepository } from './taxonomy.repository.ts';
import { createTaxonomyService, type TaxonomyService } from './taxonomy.service.ts';
import { createTextSearchRepository } from './text-search.repository.ts';
import { createTextSearchService, type TextSearchService } from './text-search.service.ts';

export { catalogueConfigDeclaration } from './catalogue.config.ts';
export { shopExportColumns } from './catalogue-exports.ts';
export {
  lockShop,
  notifyShopChanged,
  notifyTaxonomyChanged,
  openShop,
  saveShopRating,
  updateShop,
  type NewShop,
} from './shop-writes.ts';
export { textMatch, textRank } from './text-search.repository.ts';
export { cacheKeyOf, createResultCache } from './result-cache.ts';
export {
  addLexemes,
  lexemeIndex,
  textTrees,
  tsqueryPostings,
  type LexemeIndex,
} from './shop-index.ts';
export { requireKnown } from './taxonomy.service.ts';
export { withFuzzyFallback } from './text-search.service.ts';
export type { ShopsService } from './shops.service.ts';
export type { Taxonomy, TaxonomyService } from './taxonomy.service.ts';
export type { TextSearchService } from './text-search.service.ts';
export { createShopMembersRepository } from './shop-members.repository.ts';
export {
  createShopTermsRepository as createShopTerms,
  type ShopTerms,
} from './shop-terms.repository.ts';

/** The category tree and its names, read (and cached) for code outside the app's plugins. */
export const createTaxonomy = (db: Database) =>
  createTaxonomyService({
    taxonomyRepository: createTaxonomyRepository(db),
    clock: () => new Date(),
  });
export type { ShopOwnership } from './shop-ownership.ts';
export { shopCard, shopPeople } from './shop-card.repository.ts';
export { categoryCard, occasionCard } from './taxonomy-card.repository.ts';
export type { TextQuery } from './text-search.ts';

/**
 * What other modules may use of the catalogue: favourites show shops and search them; products,
 * offers and reviews check that a shop exists, read the taxonomy and prepare text searches.
 */
export type Catalogue = {
  shops: ShopsService;
  taxonomy: TaxonomyService;
  textSearch: TextSearchService;
  /** Site settings (the hero banners; the web plugin preloads the first one's picture). */
  settings: SettingsService;
  /** Which shops a user runs (shop_member): vendor operations check it before anything else. */
  ownership: ShopOwnership;
  /** The owner's edits (PATCH /vendor/updateVendor) and which shop shows a picture. */
  profile: ShopProfileService;
};

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

/**
 * Discovery: shops and brands, the category tree and hero banners (products, offers and reviews
 * are their own modules, built on `app.catalogue`; pictures are stored files served by the media
 * module). Public and read-only. Registered without encapsulation so that
 * `app.catalogue` is visible to the modules registered after it.
 */
export const catalogueModule = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const clock = () => new Date();
    const taxonomy = createTaxonomyService({
      taxonomyRepository: createTaxonomyRepository(db),
      clock,
    });
    const textSearch = createTextSearchService({
      textSearchRepository: createTextSearchRepository(db),
      clock,
    });
    const shopsRepository = createShopsRepository(db);
    const log = app.log.child({ module: 'catalogue' });
    const shopsService = createShopsService({
      shopsRepository,
      shopIndex: createShopIndex({
        shopsRepository,
        onError: (error) => log.warn({ err: error }, 'shop index: reloading changed shops failed'),
      }),
      taxonomy,
      textSearch,
      searchCacheTtlMs: app.config.searchCacheTtlMs,
      clock,
    });
    const settingsService = createSettingsService({
      bannersRepository: createBannersRepository(db),
    });
    const unsubscribe = await registerCatalogueHandlers(app, { shopsService, taxonomy, log });

    let checkTimer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      checkTimer = setInterval(() => {
        shopsService.healIndex().then(
          (healed) => healed > 0 && log.info({ healed }, 'shop index: reloaded shops it missed'),
          (error: unknown) => log.warn({ err: error }, 'shop index: periodic check failed'),
        );
      }, app.config.shopIndexCheckIntervalMs);
      checkTimer.unref();
    });
    app.addHook('preClose', async () => clearInterval(checkTimer));
    app.addHook('onClose', async () => unsubscribe());

    const ownership = createShopOwnership({
      shopMembersRepository: createShopMembersRepository(db),
    });
    const profile = createShopProfileService({
      ownership,
      taxonomy,
      shopsService,
      shopProfileRepository: createShopProfileRepository(db),
      findUpload: (ownerId, id) => app.media.images.findImage(ownerId, id),
      cdnUrl: app.config.assetCdnUrl,
    });
    // A picture a shop shows is not deleted from under it (DELETE /uploads/images/{id} → 409).
    app.media.images.registerUsageCheck(({ paths }) => profile.pictureUse(paths));
    app.decorate('catalogue', {
      shops: shopsService,
      taxonomy,
      textSearch,
      settings: settingsService,
      ownership,
      profile,
    });

    await app.register(shopsRoutes, { shopsService });
    await app.register(taxonomyRoutes, { taxonomy });
    await app.register(settingsRoutes, { settingsService });
    await app.register(myShopsRoutes, { ownership, shopsService });
    await app.register(shopProfileRoutes, { shopProfileService: profile });

    // Staff (areas content and shops): every change audited in its own transaction.
    const transaction = <T>(work: Parameters<typeof runInTransaction<T>>[1]) =>
      runInTransaction(db, work);
    const staffShopsRepository = createStaffShopsRepository(db);
    await app.register(staffContentRoutes, {
      service: createStaffContentService({
        repository: createStaffContentRepository(db),
        transaction,
        audit,
        notifyTaxonomyChanged,
        dropLocalTaxonomy: () => shopsService.taxonomyChanged(),
      }),
    });
    await app.register(staffShopsRoutes, {
      service: createStaffShopsService({
        repository: staffShopsRepository,
        transaction,
        audit,
        notify,
        enqueueOwnerMail: (tx, payload) => enqueue(tx, 'shop:status-changed', payload),
        reloadLocally: (id) =>
          shopsService
            .shopsChanged([id])
            .catch((error: unknown) => log.warn({ err: error }, 'shop index: update failed')),
        clock,
      }),
    });
    registerShopStatusHandler(app, staffShopsRepository);
  },
  { name: 'catalogue' },
);
