import { errorBodySchema } from '@vitrine/contracts/errors';
import { roomTokenSchema } from '@vitrine/contracts/meetings';
import {
  cancelTrunkShowInputSchema,
  createTrunkShowInputSchema,
  shopTrunkShowsParamsSchema,
  trunkShowIdParamsSchema,
  trunkShowListSchema,
  trunkShowSeatIdParamsSchema,
  trunkShowSeatListQuerySchema,
  trunkShowSeatPageSchema,
  trunkShowSeatSchema,
  vendorTrunkShowListQuerySchema,
  vendorTrunkShowPageSchema,
  vendorTrunkShowSchema,
  type TrunkShowSeat,
} from '@vitrine/contracts/trunk-shows';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrunkShowService } from './trunk-show.service.ts';

const tags = ['trunk shows'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };
const changeErrors = { ...errors, 409: errorBodySchema };
/** A room token: 503 while the show's SFU (Janus) does not answer. */
const joinErrors = { ...changeErrors, 503: errorBodySchema };

/** Booking a seat: the flow that takes the seat and debits the credits together. */
export type TrunkShowSeatFlow = {
  book: (userId: string, trunkShowId: string) => Promise<TrunkShowSeat>;
};

/** Trunk shows: the shop's console, the shop's public list, shoppers' seats and the room. */
export const trunkShowRoutes: FastifyPluginAsyncZod<{
  service: TrunkShowService;
  seats: TrunkShowSeatFlow;
}> = async (app, { service, seats }) => {
  app.get(
    '/shops/:shopId/trunk-shows',
    {
      schema: {
        'x-roles': ['public'],
        'x-owned': { shopId: 'public' },
        tags,
        summary: "A shop's upcoming trunk shows with the seats left, soonest first",
        params: shopTrunkShowsParamsSchema,
        response: { 200: trunkShowListSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.upcomingOfShop(request.params.shopId),
  );

  app.post(
    '/user/trunk-shows/:id/seats',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'public' },
        tags,
        summary:
          'Book a seat at a trunk show for its credits per seat (402 when short, 409 TRUNK_SHOW_FULL when every seat is taken)',
        params: trunkShowIdParamsSchema,
        response: { 201: trunkShowSeatSchema, ...changeErrors, 402: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await seats.book(request.user.id, request.params.id)),
  );

  app.get(
    '/user/trunk-show-seats',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary: 'My trunk show seats: upcoming (soonest first), past or all',
        querystring: trunkShowSeatListQuerySchema,
        response: { 200: trunkShowSeatPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.mySeats(request.user.id, request.query),
  );

  app.post(
    '/user/trunk-show-seats/:id/cancel',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'trunk-show-seat' },
        tags,
        summary: 'Cancel my seat before the start: full refund 24 hours or more before, none after',
        params: trunkShowSeatIdParamsSchema,
        response: { 200: trunkShowSeatSchema, ...changeErrors },
      },
    },
    async (request) => service.cancelSeat(request.user.id, request.params.id),
  );

  app.post(
    '/user/trunk-shows/:id/join',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'seat-holder-trunk-show' },
        tags,
        summary:
          'A room token for a trunk show I hold a seat at (a viewer), from 10 minutes before until the end',
        params: trunkShowIdParamsSchema,
        response: { 200: roomTokenSchema, ...joinErrors },
      },
    },
    async (request) => service.joinAsSeatHolder(request.user.id, request.params.id),
  );

  app.post(
    '/vendor/trunk-shows',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary: 'Open a trunk show of my shop: a group meeting with a capacity, credits per seat',
        body: createTrunkShowInputSchema,
        response: { 201: vendorTrunkShowSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.user.id, request.body)),
  );

  app.get(
    '/vendor/trunk-shows',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary: "My shop's trunk shows with their seat holders: upcoming, past or all",
        querystring: vendorTrunkShowListQuerySchema,
        response: { 200: vendorTrunkShowPageSchema, ...errors },
      },
    },
    async (request) => service.listForShop(request.user.id, request.query),
  );

  app.get(
    '/vendor/trunk-shows/:id',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-trunk-show' },
        tags,
        summary: 'One trunk show of my shop, with its seat holders',
        params: trunkShowIdParamsSchema,
        response: { 200: vendorTrunkShowSchema, ...errors },
      },
    },
    async (request) => service.getForShop(request.user.id, request.params.id),
  );

  app.post(
    '/vendor/trunk-shows/:id/cancel',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-trunk-show' },
        tags,
        summary:
          'Cancel a trunk show of my shop, optionally saying why: every seat refunded in full, every holder told',
        params: trunkShowIdParamsSchema,
        body: cancelTrunkShowInputSchema.nullish(),
        response: { 200: vendorTrunkShowSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.cancelByShop(request.user.id, request.params.id, request.body?.reason),
  );

  app.post(
    '/vendor/trunk-shows/:id/join',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-trunk-show' },
        tags,
        summary:
          'A room token to present a trunk show of my shop, from 10 minutes before until the end',
        params: trunkShowIdParamsSchema,
        response: { 200: roomTokenSchema, ...joinErrors },
      },
    },
    async (request) => service.joinAsShop(request.user.id, request.params.id),
  );
};
