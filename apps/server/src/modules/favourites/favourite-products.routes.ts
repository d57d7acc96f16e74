import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  addFavouriteProductInputSchema,
  favouriteProductPageSchema,
  favouriteProductParamsSchema,
  favouriteProductSchema,
  favouriteProductsQuerySchema,
  type FavouriteProduct,
} from '@vitrine/contracts/product-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExport, type ExportColumn } from '../../platform/lib/list-export.ts';
import { productHitExportColumns } from '../products/index.ts';
import type { FavouriteProductsService } from './favourite-products.service.ts';

const tags = ['favourites'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

const exportColumns: ExportColumn<FavouriteProduct>[] = [
  ...productHitExportColumns.map((column) => ({
    header: column.header,
    value: (favourite: FavouriteProduct) => column.value(favourite.product),
  })),
  { header: 'Favourited', value: (favourite) => favourite.createdAt },
];

/** /user/favourite-products: the signed-in customer's favourite products. */
export const favouriteProductsRoutes: FastifyPluginAsyncZod<{
  favouriteProducts: FavouriteProductsService;
}> = async (app, { favouriteProducts }) => {
  app.post(
    '/user/favourite-products',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { productId: 'public' },
        tags,
        summary: 'Favourite a product (201); favouriting it again returns the same favourite (200)',
        body: addFavouriteProductInputSchema,
        response: { 200: favouriteProductSchema, 201: favouriteProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { favourite, created } = await favouriteProducts.add(
        request.user.id,
        request.body.productId,
      );
      return reply.status(created ? 201 : 200).send(favourite);
    },
  );

  app.get(
    '/user/favourite-products',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { productId: 'public' },
        tags,
        summary: 'My favourite products, newest first; productId; `download` for a file',
        querystring: favouriteProductsQuerySchema,
        response: { 200: favouriteProductPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { download, productId } = request.query;
      if (!download) return favouriteProducts.list(request.user.id, request.query);
      const { maxRows } = app.config.downloads;
      const items = await favouriteProducts.all(request.user.id, productId, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'favourite-products',
        columns: exportColumns,
        items,
      });
    },
  );

  app.delete(
    '/user/favourite-products/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'favourite-product' },
        tags,
        summary: 'Remove one of my favourite products (404 for anyone else’s)',
        params: favouriteProductParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await favouriteProducts.remove(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
