import type { FastifyPluginAsync } from 'fastify';
import { createFavouritesRepository } from './favourites.repository.ts';
import { favouritesRoutes } from './favourites.routes.ts';
import { createFavouritesService } from './favourites.service.ts';

/** A customer's favourite shops. Registered after the catalogue, whose shops it shows. */
export const favouritesModule: FastifyPluginAsync = async (app) => {
  await app.register(favouritesRoutes, {
    favouritesService: createFavouritesService({
      favouritesRepository: createFavouritesRepository(app.database.db),
      catalogue: app.catalogue,
    }),
  });
};
