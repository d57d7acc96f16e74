import {
  addFavouriteShopInputSchema,
  favouriteShopPageSchema,
  favouriteShopParamsSchema,
  favouriteShopSchema,
  favouriteShopsQuerySchema,
  type FavouriteShop,
} from '@vitrine/contracts/catalogue';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExport, type ExportColumn } from '../../platform/lib/list-export.ts';
import { shopExportColumns } from '../catalogue/index.ts';
import type { FavouritesService } from './favourites.service.ts';

const tags = ['favourites'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

const favouriteExportColumns: ExportColumn<FavouriteShop>[] = [
  ...shopExportColumns.map((column) => ({
    header: column.header,
    value: (favourite: FavouriteShop) => column.value(favourite.shop),
  })),
  { header: 'Added', value: (favourite) => favourite.createdAt },
];

/** /user/favourite-shops: the signed-in customer's favourite shops. */
export const favouritesRoutes: FastifyPluginAsyncZod<{
  favouritesService: FavouritesService;
}> = async (app, { favouritesService }) => {
  app.post(
    '/user/favourite-shops',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { shopId: 'public' },
        tags,
        summary: 'Favourite a shop (201); favouriting it again returns the same favourite (200)',
        body: addFavouriteShopInputSchema,
        response: { 200: favouriteShopSchema, 201: favouriteShopSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { favourite, created } = await favouritesService.add(
        request.user.id,
        request.body.shopId,
      );
      return reply.status(created ? 201 : 200).send(favourite);
    },
  );

  app.get(
    '/user/favourite-shops',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { shopId: 'public' },
        tags,
        summary: 'My favourite shops, newest first; searchKey, shopId; `download` for a file',
        querystring: favouriteShopsQuerySchema,
        response: { 200: favouriteShopPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (!download) return favouritesService.list(request.user.id, request.query);
      const { maxRows } = app.config.downloads;
      const items = await favouritesService.all(request.user.id, query, maxRows);
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'favourite-shops',
        columns: favouriteExportColumns,
        items,
      });
    },
  );

  app.delete(
    '/user/favourite-shops/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'favourite-shop' },
        tags,
        summary: 'Remove one of my favourites (404 for anyone else’s)',
        params: favouriteShopParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await favouritesService.remove(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
