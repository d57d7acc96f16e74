import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBannersRepository } from './banners.repository.ts';
import { offersRoutes } from './offers.routes.ts';
import { createOffersRepository } from './offers.repository.ts';
import { createOffersService } from './offers.service.ts';
import { productsRoutes } from './products.routes.ts';
import { createProductsRepository } from './products.repository.ts';
import { createProductsService } from './products.service.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { createReviewsService } from './reviews.service.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService, type SettingsService } from './settings.service.ts';
import { shopsRoutes } from './shops.routes.ts';
import { createShopIndex } from './shop-index.ts';
import { createShopsRepository } from './shops.repository.ts';
import { createShopsService, type ShopsService } from './shops.service.ts';
import { taxonomyRoutes } from './taxonomy.routes.ts';
import { createTaxonomyRepository } from './taxonomy.repository.ts';
import { createTaxonomyService, type TaxonomyService } from './taxonomy.service.ts';
import { createTextSearchRepository } from './text-search.repository.ts';
import { createTextSearchService, type TextSearchService } from './text-search.service.ts';

export { shopExportColumns } from './catalogue-exports.ts';
export { textMatch } from './text-search.repository.ts';
export { withFuzzyFallback } from './text-search.service.ts';
export type { ShopsService } from './shops.service.ts';
export type { TextQuery } from './text-search.ts';

/** What other modules may use of the catalogue (favourites show shops and search them). */
export type Catalogue = {
  shops: ShopsService;
  taxonomy: TaxonomyService;
  textSearch: TextSearchService;
  /** Site settings (the hero banners; the web plugin preloads the first one's picture). */
  settings: SettingsService;
};

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

/**
 * Discovery: shops and brands, products, offers, the category tree, hero banners and reviews
 * (their pictures are stored files, served by the media module). Public and read-only. Registered without encapsulation so that
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
    const shopsService = createShopsService({
      shopsRepository,
      shopIndex: createShopIndex({ shopsRepository, clock, checkEveryMs: 1000 }),
      taxonomy,
      textSearch,
      searchCacheTtlMs: app.config.searchCacheTtlMs,
      clock,
    });
    const settingsService = createSettingsService({
      bannersRepository: createBannersRepository(db),
    });
    app.decorate('catalogue', {
      shops: shopsService,
      taxonomy,
      textSearch,
      settings: settingsService,
    });

    await app.register(shopsRoutes, { shopsService });
    await app.register(taxonomyRoutes, { taxonomy });
    await app.register(productsRoutes, {
      productsService: createProductsService({
        productsRepository: createProductsRepository(db),
        shops: shopsService,
        taxonomy,
        textSearch,
      }),
    });
    await app.register(offersRoutes, {
      offersService: createOffersService({
        offersRepository: createOffersRepository(db),
        shops: shopsService,
        textSearch,
        clock,
      }),
    });
    await app.register(reviewsRoutes, {
      reviewsService: createReviewsService({
        reviewsRepository: createReviewsRepository(db),
        shops: shopsService,
      }),
    });
    await app.register(settingsRoutes, { settingsService });
  },
  { name: 'catalogue' },
);
