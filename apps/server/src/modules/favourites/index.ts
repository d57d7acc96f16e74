import type { FastifyPluginAsync } from 'fastify';
import { createFavouriteProductsRepository } from './favourite-products.repository.ts';
import { registerFavouritesHandlers } from './favourites.events.ts';
import { favouriteProductsRoutes } from './favourite-products.routes.ts';
import { createFavouriteProductsService } from './favourite-products.service.ts';
import { createFavouritesRepository } from './favourites.repository.ts';
import { favouritesRoutes } from './favourites.routes.ts';
import { createFavouritesService } from './favourites.service.ts';
import { createShopCustomersRepository } from './shop-customers.repository.ts';
import { shopCustomersRoutes } from './shop-customers.routes.ts';
import { createShopCustomersService } from './shop-customers.service.ts';

/**
 * A customer's favourite shops and products, a shop's customers as its owner sees them
 * (today: who favourited it), and the wishlist alerts that tell favouriters about a price drop,
 * a product back in stock, a new offer or meeting slots today (`favourites.events.ts`).
 * Registered after the catalogue and products, whose shops and product cards it shows.
 */
export const favouritesModule: FastifyPluginAsync = async (app) => {
  registerFavouritesHandlers(app);
  await app.register(favouritesRoutes, {
    favouritesService: createFavouritesService({
      favouritesRepository: createFavouritesRepository(app.database.db),
      catalogue: app.catalogue,
    }),
  });
  await app.register(favouriteProductsRoutes, {
    favouriteProducts: createFavouriteProductsService({
      repository: createFavouriteProductsRepository(app.database.db),
      products: app.productSearch,
    }),
  });
  await app.register(shopCustomersRoutes, {
    shopCustomers: createShopCustomersService({
      repository: createShopCustomersRepository(app.database.db),
      catalogue: app.catalogue,
    }),
  });
};
