import { errorBodySchema } from '@vitrine/contracts/errors';
import { pageQuerySchema } from '@vitrine/contracts/pagination';
import {
  createOfferInputSchema,
  idParamsSchema,
  ownerListQuerySchema,
  ownerOfferPageSchema,
  ownerOfferSchema,
  premiumDecisionInputSchema,
  updateOfferInputSchema,
} from '@vitrine/contracts/shop-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShopOffersService } from './shop-offers.service.ts';

const tags = ['offers'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The owner's offer operations under /vendor/offers, and the staff's premium decision. */
export const shopOffersRoutes: FastifyPluginAsyncZod<{
  shopOffersService: ShopOffersService;
}> = async (app, { shopOffersService }) => {
  app.get(
    '/vendor/offers',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary: "My shop's offers, active and archived (`status` for one of them)",
        querystring: ownerListQuerySchema,
        response: { 200: ownerOfferPageSchema, ...errors },
      },
    },
    async (request) => shopOffersService.list(request.user.id, request.query),
  );

  app.post(
    '/vendor/offers',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary: 'Add an offer to my shop',
        body: createOfferInputSchema,
        response: { 201: ownerOfferSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await shopOffersService.create(request.user.id, request.body)),
  );

  app.get(
    '/vendor/offers/:id',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'owned-offer' },
        tags,
        summary: 'One of my offers, archived or not',
        params: idParamsSchema,
        response: { 200: ownerOfferSchema, ...errors },
      },
    },
    async (request) => shopOffersService.get(request.user.id, request.params.id),
  );

  app.patch(
    '/vendor/offers/:id',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'owned-offer' },
        tags,
        summary: 'Change some fields of one of my offers',
        params: idParamsSchema,
        body: updateOfferInputSchema,
        response: { 200: ownerOfferSchema, ...errors },
      },
    },
    async (request) => shopOffersService.update(request.user.id, request.params.id, request.body),
  );

  app.post(
    '/vendor/offers/:id/archive',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'owned-offer' },
        tags,
        summary: 'Archive one of my offers: hidden from shoppers, kept for me',
        params: idParamsSchema,
        response: { 200: ownerOfferSchema, ...errors },
      },
    },
    async (request) => shopOffersService.archive(request.user.id, request.params.id),
  );

  app.post(
    '/vendor/offers/:id/restore',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'owned-offer' },
        tags,
        summary: 'Show an archived offer of mine to shoppers again',
        params: idParamsSchema,
        response: { 200: ownerOfferSchema, ...errors },
      },
    },
    async (request) => shopOffersService.restore(request.user.id, request.params.id),
  );

  app.get(
    '/admin/offers/premium-requests',
    {
      schema: {
        'x-roles': ['admin'],
        tags,
        summary: 'Offers whose shop asked for premium placement, newest first',
        querystring: pageQuerySchema,
        response: { 200: ownerOfferPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => shopOffersService.listPremiumRequests(request.query),
  );

  app.post(
    '/admin/offers/:id/premium',
    {
      schema: {
        'x-roles': ['admin'],
        'x-owned': { id: 'public' },
        tags,
        summary: "Grant (`premium: true`) or refuse an offer's premium placement",
        params: idParamsSchema,
        body: premiumDecisionInputSchema,
        response: { 200: ownerOfferSchema, ...errors },
      },
    },
    async (request) => shopOffersService.decidePremium(request.params.id, request.body),
  );
};
