import type { FastifyPluginAsync } from 'fastify';
import { createProductsRepository } from './products.repository.ts';
import { productsRoutes } from './products.routes.ts';
import { createProductsService } from './products.service.ts';

/**
 * Shops' products: GET /products/premium and /products/vendors, with their downloads. Public and
 * read-only for now (vendors will write them). Registered after the catalogue, whose shops,
 * taxonomy and text search it uses through `app.catalogue`.
 */
export const productsModule: FastifyPluginAsync = async (app) => {
  const { shops, taxonomy, textSearch } = app.catalogue;
  await app.register(productsRoutes, {
    productsService: createProductsService({
      productsRepository: createProductsRepository(app.database.db),
      shops,
      taxonomy,
      textSearch,
    }),
  });
};
