import type { FastifyPluginAsync } from 'fastify';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { audit } from '../../platform/audit/audit.ts';
import { withShops } from './offers-with-shops.ts';
import { createOfferRulesCheck } from './offer-rules.ts';
import { createOffersRepository } from './offers.repository.ts';
import { offersRoutes } from './offers.routes.ts';
import { createOffersService } from './offers.service.ts';
import { platformOffersRoutes } from './platform-offers.routes.ts';
import { createPlatformOffersService } from './platform-offers.service.ts';
export { createOfferCodes, type CodeOffer, type OfferCodes } from './offer-codes.ts';
import { shopOffersRoutes } from './shop-offers.routes.ts';
import { createShopOffersService } from './shop-offers.service.ts';

/**
 * Offers of the platform and of shops: as shoppers see them (valid now, not archived): GET
 * /offers and /offers/premium-offers; the owner's writes under /vendor/offers; the staff's
 * premium decision. Registered after the catalogue, whose shops, ownership and text search it
 * uses through `app.catalogue`. Offers feed no shop index or cached answer, so their writes
 * announce nothing.
 */
export const offersModule: FastifyPluginAsync = async (app) => {
  const { shops, textSearch, ownership, taxonomy } = app.catalogue;
  const db = app.database.db;
  const checkRules = createOfferRulesCheck({ shops, taxonomy });
  const offersRepository = withShops(createOffersRepository(db), shops);
  await app.register(offersRoutes, {
    offersService: createOffersService({
      offersRepository,
      shops,
      textSearch,
      clock: () => new Date(),
    }),
  });
  await app.register(shopOffersRoutes, {
    shopOffersService: createShopOffersService({
      offersRepository,
      ownership,
      textSearch,
      checkRules,
      inTransaction: (work) => runInTransaction(db, work),
    }),
  });
  await app.register(platformOffersRoutes, {
    service: createPlatformOffersService({
      offersRepository,
      textSearch,
      checkRules,
      transaction: (work) => runInTransaction(db, work),
      audit,
      clock: () => new Date(),
    }),
  });
};
