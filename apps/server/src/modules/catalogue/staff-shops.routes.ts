import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  shopPremiumInputSchema,
  shopReasonInputSchema,
  shopVerifyInputSchema,
  staffShopListQuerySchema,
  staffShopPageSchema,
  staffShopSchema,
  uuidParamsSchema,
} from '@vitrine/contracts/staff-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffShopsService } from './staff-shops.service.ts';

/** Staff work on shops: employees with the `shops` area, and admins. Staff may name any shop. */
const shops = {
  'x-roles': ['employee', 'admin'],
  'x-permission': 'shops',
  tags: ['staff'],
} as const;
const onShop = { ...shops, 'x-owned': { id: 'public' } } as const;
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema } as const;

/** Shops as staff run them: the list with search, verify, premium, suspend and reinstate. */
export const staffShopsRoutes: FastifyPluginAsyncZod<{ service: StaffShopsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/shops',
    {
      schema: {
        ...shops,
        summary:
          'Shops, suspended ones too, newest first: searchKey (name, slug, city, owner email), status, page',
        querystring: staffShopListQuerySchema,
        response: { 200: staffShopPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/admin/shops/:id/verify',
    {
      schema: {
        ...onShop,
        summary: 'Marks a shop verified (`verified: true`) or not; audited',
        params: uuidParamsSchema,
        body: shopVerifyInputSchema,
        response: { 200: staffShopSchema, ...errors },
      },
    },
    async (request) => service.verify(request.user, request.params.id, request.body.verified),
  );

  app.post(
    '/admin/shops/:id/premium',
    {
      schema: {
        ...onShop,
        summary: 'Gives a shop premium placement (`premium: true`) or ends it; audited',
        params: uuidParamsSchema,
        body: shopPremiumInputSchema,
        response: { 200: staffShopSchema, ...errors },
      },
    },
    async (request) => service.setPremium(request.user, request.params.id, request.body.premium),
  );

  app.post(
    '/admin/shops/:id/suspend',
    {
      schema: {
        ...onShop,
        summary:
          'Suspends a shop with a reason: out of search at once, the owners get a notification and a mail; audited',
        params: uuidParamsSchema,
        body: shopReasonInputSchema,
        response: { 200: staffShopSchema, ...errors },
      },
    },
    async (request) => service.suspend(request.user, request.params.id, request.body.reason),
  );

  app.post(
    '/admin/shops/:id/reinstate',
    {
      schema: {
        ...onShop,
        summary:
          'Reinstates a suspended shop with a reason: back in search at once, the owners are told; audited',
        params: uuidParamsSchema,
        body: shopReasonInputSchema,
        response: { 200: staffShopSchema, ...errors },
      },
    },
    async (request) => service.reinstate(request.user, request.params.id, request.body.reason),
  );
};
