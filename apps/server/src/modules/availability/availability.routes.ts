import {
  availabilitySchema,
  setAvailabilityInputSchema,
  shopIdParamsSchema,
  slotListSchema,
  slotsQuerySchema,
} from '@vitrine/contracts/availability';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AvailabilityService } from './availability.service.ts';

const tags = ['availability'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** A shop's hours (its owner) and meeting slots (anyone), under /vendor/{id}. */
export const availabilityRoutes: FastifyPluginAsyncZod<{
  availabilityService: AvailabilityService;
}> = async (app, { availabilityService }) => {
  app.get(
    '/vendor/:id/availability',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'owned-shop' },
        tags,
        summary: "My shop's weekly hours, date exceptions and meeting settings",
        params: shopIdParamsSchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => availabilityService.getForOwner(request.user.id, request.params.id),
  );

  app.put(
    '/vendor/:id/availability',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'owned-shop' },
        tags,
        summary: "Replace my shop's hours, exceptions and meeting settings (in the shop's zone)",
        params: shopIdParamsSchema,
        body: setAvailabilityInputSchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) =>
      availabilityService.setForOwner(request.user.id, request.params.id, request.body),
  );

  app.get(
    '/vendor/:id/slots',
    {
      schema: {
        'x-roles': ['public'],
        'x-owned': { id: 'public' },
        tags,
        summary:
          "Meeting slots starting in [from, to) (at most 62 days), in UTC, with the shop's zone (409 when it has no meeting hours)",
        params: shopIdParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: slotListSchema, ...errors, 409: errorBodySchema },
      },
    },
    // Written straight to JSON: the answer is built from numbers by the service (typed as the
    // contract's SlotList), and checking 60 days of slots against the schema on every request
    // would cost more than making them. The schema stays for the OpenAPI document and the tests.
    async (request, reply) =>
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(await availabilityService.slots(request.params.id, request.query))),
  );
};
