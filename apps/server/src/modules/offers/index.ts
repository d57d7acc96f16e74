import type { FastifyPluginAsync } from 'fastify';
import { createOffersRepository } from './offers.repository.ts';
import { offersRoutes } from './offers.routes.ts';
import { createOffersService } from './offers.service.ts';

/**
 * Offers of the platform and of shops, as shoppers see them (valid now): GET /offers and
 * /offers/premium-offers. Registered after the catalogue, whose shops and text search it uses
 * through `app.catalogue`.
 */
export const offersModule: FastifyPluginAsync = async (app) => {
  const { shops, textSearch } = app.catalogue;
  await app.register(offersRoutes, {
    offersService: createOffersService({
      offersRepository: createOffersRepository(app.database.db),
      shops,
      textSearch,
      clock: () => new Date(),
    }),
  });
};
