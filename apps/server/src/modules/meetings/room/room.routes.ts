import { errorBodySchema } from '@vitrine/contracts/errors';
import { meetingQualitySchema, meetingRoomSummarySchema } from '@vitrine/contracts/meeting-room';
import { bookingIdParamsSchema } from '@vitrine/contracts/meetings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoomSummaries } from './room-summary.service.ts';

const tags = ['meetings'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** What a meeting's room kept (pins, chat), for the meeting's summary: booker and shop. */
export const roomRoutes: FastifyPluginAsyncZod<{ summaries: RoomSummaries }> = async (
  app,
  { summaries },
) => {
  app.get(
    '/user/bookings/:id/room',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'booking' },
        tags,
        summary: "My meeting's room: the products the shop pinned and the in-call chat",
        params: bookingIdParamsSchema,
        response: { 200: meetingRoomSummarySchema, ...errors },
      },
    },
    async (request) => summaries.forCustomer(request.user.id, request.params.id),
  );

  app.get(
    '/vendor/bookings/:id/room',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-booking' },
        tags,
        summary: 'A meeting of my shop: the products pinned during the call and the chat',
        params: bookingIdParamsSchema,
        response: { 200: meetingRoomSummarySchema, ...errors },
      },
    },
    async (request) => summaries.forShop(request.user.id, request.params.id),
  );

  app.get(
    '/vendor/bookings/:id/quality',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-booking' },
        tags,
        summary:
          "A meeting of my shop: each participant's call quality (time to first frame, relayed or direct, frames lost)",
        description:
          "Each participant's last report from their browser (sent every 30 seconds and when leaving); an empty list when nobody reported.",
        params: bookingIdParamsSchema,
        response: { 200: meetingQualitySchema, ...errors },
      },
    },
    async (request) => summaries.qualityForShop(request.user.id, request.params.id),
  );
};
