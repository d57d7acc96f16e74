import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  bookingIdParamsSchema,
  bookingNotesInputSchema,
  bookingSchema,
  claimInvitationInputSchema,
  createBookingInputSchema,
  interestNames,
  joinInputSchema,
  meetingListQuerySchema,
  meetingPageSchema,
  publicJoinParamsSchema,
  publicJoinQuerySchema,
  rescheduleInputSchema,
  roomTokenSchema,
  shopCancelInputSchema,
  vendorBookingListQuerySchema,
  vendorBookingPageSchema,
  vendorBookingSchema,
  type Booking,
  type CreateBookingInput,
} from '@vitrine/contracts/meetings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport, type ExportColumn } from '../../platform/lib/list-export.ts';
import type { MeetingsService } from './meetings.service.ts';

const tags = ['meetings'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };
const changeErrors = { ...errors, 409: errorBodySchema };
/** A room token: 503 while the meeting's SFU (Janus) does not answer. */
const joinErrors = { ...changeErrors, 503: errorBodySchema };

const meetingColumns: ExportColumn<Booking>[] = [
  { header: 'Starts', value: (m) => m.startsAt },
  { header: 'Ends', value: (m) => m.endsAt },
  { header: 'Shop', value: (m) => m.shopName },
  { header: 'Status', value: (m) => m.status.replace(/_/g, ' ') },
  { header: 'Credits used', value: (m) => m.creditsUsed },
  { header: 'Credits refunded', value: (m) => m.creditsRefunded },
  { header: 'People', value: (m) => m.attendees.map((a) => a.name).join(', ') },
  { header: 'Interests', value: interestNames },
];

/** Booking a meeting: the flow that debits the credits and writes the booking together. */
export type BookingFlow = {
  book: (userId: string, input: CreateBookingInput) => Promise<Booking>;
};

/** Booking, lists, changes and joining of video meetings (customer, shop, invitee by link). */
export const meetingsRoutes: FastifyPluginAsyncZod<{
  meetingsService: MeetingsService;
  booking: BookingFlow;
}> = async (app, { meetingsService: service, booking: bookings }) => {
  app.post(
    '/user/booking',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { shopId: 'public' },
        tags,
        summary: 'Book a video meeting with a shop for 30 credits (402 when short, 409 when taken)',
        body: createBookingInputSchema,
        response: {
          201: bookingSchema,
          ...changeErrors,
          402: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const booking = await bookings.book(request.user.id, request.body);
      return reply.status(201).send(booking);
    },
  );

  app.get(
    '/user/meetings',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary:
          'My booked meetings: upcoming or past, search, status, dates; `download` for a file',
        querystring: meetingListQuerySchema,
        response: { 200: meetingPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (!download) return service.listMine(request.user.id, request.query);
      const { maxRows } = app.config.downloads;
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'meetings',
        columns: meetingColumns,
        items: await service.listMineForExport(request.user.id, { ...query }, maxRows),
      });
    },
  );

  app.get(
    '/user/meetings/invitations',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary: 'Meetings others booked and invited my email to; `download` for a file',
        querystring: meetingListQuerySchema,
        response: { 200: meetingPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (!download) return service.listInvitations(request.user.id, request.query);
      const { maxRows } = app.config.downloads;
      return sendExport(reply, {
        maxRows,
        format: download,
        name: 'meeting-invitations',
        columns: meetingColumns,
        items: await service.listInvitationsForExport(request.user.id, { ...query }, maxRows),
      });
    },
  );

  app.post(
    '/user/meetings/invitations/claim',
    {
      schema: {
        'x-roles': ['customer'],
        // The attendee id of the link is the proof (it was mailed to the invitee).
        'x-owned': { bookingId: 'checked', attendeeId: 'checked' },
        tags,
        summary: 'I opened my attendee link signed in: list that invitation as mine',
        description:
          'Binds the invitee of the link to my account, whatever its email: the meeting is then ' +
          'among my invitations (otherwise only an invitation to my verified email is). 409 when ' +
          'another account holds it already, 400 for the booker’s own link.',
        body: claimInvitationInputSchema,
        response: { 200: bookingSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.claimInvitation(request.user.id, request.body.bookingId, request.body.attendeeId),
  );

  app.get(
    '/user/bookings/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'booking' },
        tags,
        summary: 'One of my bookings',
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => service.get(request.user.id, request.params.id),
  );

  app.post(
    '/user/bookings/:id/cancel',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'booking' },
        tags,
        summary: 'Cancel my booking: full refund 24 hours or more before the start, none after',
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, ...changeErrors },
      },
    },
    async (request) => service.cancelByCustomer(request.user.id, request.params.id),
  );

  app.post(
    '/user/bookings/:id/reschedule',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'booking' },
        tags,
        summary: 'Move my booking to another free slot (24 hours or more before), no second charge',
        params: bookingIdParamsSchema,
        body: rescheduleInputSchema,
        response: { 200: bookingSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.reschedule(request.user.id, request.params.id, request.body.startsAt),
  );

  app.post(
    '/user/meet/join',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { bookingId: 'booking' },
        tags,
        summary: 'A room token for my meeting, from 10 minutes before the start until the end',
        body: joinInputSchema,
        response: { 200: roomTokenSchema, ...joinErrors },
      },
    },
    async (request) => service.joinAsBooker(request.user.id, request.body.bookingId),
  );

  app.get(
    '/public/meet/join/:bookingId',
    {
      schema: {
        'x-roles': ['public'],
        'x-owned': { bookingId: 'checked', attendeeId: 'checked' },
        tags,
        summary: "An invitee's room token (no account): the attendee id of the link is the proof",
        params: publicJoinParamsSchema,
        querystring: publicJoinQuerySchema,
        response: { 200: roomTokenSchema, ...joinErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.joinAsInvitee(request.params.bookingId, request.query.attendeeId);
    },
  );

  app.get(
    '/vendor/bookings',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary: "My shop's bookings: upcoming (soonest first) or past, by status and dates",
        querystring: vendorBookingListQuerySchema,
        response: { 200: vendorBookingPageSchema, ...errors },
      },
    },
    async (request) => service.listForShop(request.user.id, request.query),
  );

  app.get(
    '/vendor/bookings/:id',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-booking' },
        tags,
        summary: 'One booking of my shop (what its notifications and mails open)',
        params: bookingIdParamsSchema,
        response: { 200: vendorBookingSchema, ...errors },
      },
    },
    async (request) => service.getForShop(request.user.id, request.params.id),
  );

  app.post(
    '/vendor/bookings/:id/cancel',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-booking' },
        tags,
        summary:
          'Cancel a booking of my shop, optionally saying why (the customer is told): always a full refund',
        params: bookingIdParamsSchema,
        // No body at all is a cancellation without a reason.
        body: shopCancelInputSchema.nullish(),
        response: { 200: vendorBookingSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.cancelByShop(request.user.id, request.params.id, request.body?.reason),
  );

  app.post(
    '/vendor/bookings/:id/reschedule',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-booking' },
        tags,
        summary:
          'Move a booking of my shop to another free slot before its start (the customer is told)',
        params: bookingIdParamsSchema,
        body: rescheduleInputSchema,
        response: { 200: vendorBookingSchema, ...changeErrors },
      },
    },
    async (request) =>
      service.rescheduleByShop(request.user.id, request.params.id, request.body.startsAt),
  );

  app.post(
    '/vendor/bookings/:id/no-show',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-booking' },
        tags,
        summary: 'Mark a booking of my shop that nobody attended as a no-show (after its end)',
        params: bookingIdParamsSchema,
        response: { 200: vendorBookingSchema, ...changeErrors },
      },
    },
    async (request) => service.markNoShow(request.user.id, request.params.id),
  );

  app.patch(
    '/vendor/bookings/:id/notes',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-booking' },
        tags,
        summary: "My shop's private notes on a booking (never shown to the customer)",
        params: bookingIdParamsSchema,
        body: bookingNotesInputSchema,
        response: { 200: vendorBookingSchema, ...errors },
      },
    },
    async (request) => service.setNotes(request.user.id, request.params.id, request.body.notes),
  );

  app.post(
    '/vendor/bookings/:id/join',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-booking' },
        tags,
        summary: 'A room token for a meeting of my shop, from 10 minutes before until the end',
        params: bookingIdParamsSchema,
        response: { 200: roomTokenSchema, ...joinErrors },
      },
    },
    async (request) => service.joinAsShop(request.user.id, request.params.id),
  );
};
