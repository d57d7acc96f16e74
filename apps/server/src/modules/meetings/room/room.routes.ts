import { errorBodySchema } from '@vitrine/contracts/errors';
import { meetingRoomSummarySchema } from '@vitrine/contracts/meeting-room';
import { bookingIdParamsSchema } from '@vitrine/contracts/meetings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MeetingsService } from '../meetings.service.ts';
import type { RoomRepository } from './room.repository.ts';

const tags = ['meetings'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** What a meeting's room kept (pins, chat), for the meeting's summary: booker and shop. */
export const roomRoutes: FastifyPluginAsyncZod<{
  meetingsService: MeetingsService;
  room: RoomRepository;
}> = async (app, { meetingsService: service, room }) => {
  const summaryOf = async (bookingId: string) => {
    const [pins, chat] = await Promise.all([room.pins(bookingId), room.chat(bookingId)]);
    return { bookingId, pins, chat };
  };

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
    async (request) => {
      await service.get(request.user.id, request.params.id);
      return summaryOf(request.params.id);
    },
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
    async (request) => {
      await service.getForShop(request.user.id, request.params.id);
      return summaryOf(request.params.id);
    },
  );
};
