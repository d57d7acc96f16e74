import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  createPlatformOfferInputSchema,
  platformOfferListQuerySchema,
  platformOfferPageSchema,
  platformOfferSchema,
  updatePlatformOfferInputSchema,
  uuidParamsSchema,
} from '@vitrine/contracts/staff-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlatformOffersService } from './platform-offers.service.ts';

const content = {
  'x-roles': ['employee', 'admin'],
  'x-permission': 'content',
  tags: ['staff'],
} as const;
const onOffer = { ...content, 'x-owned': { id: 'public' } } as const;
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema } as const;

/** The platform's offers as staff run them (a shop's offer is not one of them: 404). */
export const platformOffersRoutes: FastifyPluginAsyncZod<{
  service: PlatformOffersService;
}> = async (app, { service }) => {
  app.get(
    '/admin/offers',
    {
      schema: {
        ...content,
        summary: 'Platform offers, any window: offerSearchKey (title, description), status, page',
        querystring: platformOfferListQuerySchema,
        response: { 200: platformOfferPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/admin/offers',
    {
      schema: {
        ...content,
        summary: 'Adds a platform offer (shown to shoppers within its window); audited',
        body: createPlatformOfferInputSchema,
        response: { 201: platformOfferSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.user, request.body)),
  );

  app.patch(
    '/admin/offers/:id',
    {
      schema: {
        ...onOffer,
        summary: 'Changes a platform offer; audited',
        params: uuidParamsSchema,
        body: updatePlatformOfferInputSchema,
        response: { 200: platformOfferSchema, ...errors },
      },
    },
    async (request) => service.update(request.user, request.params.id, request.body),
  );

  app.post(
    '/admin/offers/:id/archive',
    {
      schema: {
        ...onOffer,
        summary: 'Takes a platform offer off every public list; audited',
        params: uuidParamsSchema,
        response: { 200: platformOfferSchema, ...errors },
      },
    },
    async (request) => service.archive(request.user, request.params.id),
  );

  app.post(
    '/admin/offers/:id/restore',
    {
      schema: {
        ...onOffer,
        summary:
          'Shows an archived platform offer again (409 if its code was taken meanwhile); audited',
        params: uuidParamsSchema,
        response: { 200: platformOfferSchema, ...errors },
      },
    },
    async (request) => service.restore(request.user, request.params.id),
  );
};
