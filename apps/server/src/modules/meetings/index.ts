import type { DomainEvent } from '@vitrine/contracts/domain-events';
import { MEET_NAMESPACE } from '@vitrine/contracts/meeting-room';
import { REMINDER_LEADS, SHOP_JOIN_GRACE_MS } from '@vitrine/contracts/meetings';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import type { Page } from '../../platform/lib/paging.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import type { BookedSlots } from '../availability/index.ts';
import { createCredits } from '../credits/index.ts';
import { createEarnings } from '../earnings/index.ts';
import { messageIdFor } from '../../platform/mail/index.ts';
import { notify } from '../notifications/index.ts';
import {
  enqueue,
  enqueueMany,
  enqueueManyInStatement,
  type EventOf,
} from '../../platform/outbox/index.ts';
import { createProductCards } from '../products/index.ts';
import { meetingMails, type MailKind } from './meeting-mail.ts';
import { meetingNotifications } from './meeting-notifications.ts';
import { createMeetingsRepository, type BookingRecord } from './meetings.repository.ts';
import { meetingsRoutes } from './meetings.routes.ts';
import { createMeetingsService, type CancelReason, type MeetingJobs } from './meetings.service.ts';
import { attachMeetingRoom } from './room/room-signalling.ts';
import { createRoomRepository } from './room/room.repository.ts';
import { roomRoutes } from './room/room.routes.ts';
import { iceServersFor } from '../../platform/turn/index.ts';

export { signRoomToken, verifyRoomToken, type RoomClaims } from './room-token.ts';

/**
 * For orders (issue 14): a booking of one of `shopIds`, with its customer and the products the
 * shop pinned during the call; null when no such booking is theirs.
 */
export function createMeetingPins(db: Database) {
  const repository = createMeetingsRepository(db);
  const room = createRoomRepository(db, createProductCards(db));
  return {
    async ofShopBooking(shopIds: string[], bookingId: string) {
      const record = await repository.findById(bookingId);
      if (!record || !shopIds.includes(record.shopId)) return null;
      return {
        shopId: record.shopId,
        customerId: record.customerId,
        pins: await room.pins(bookingId),
      };
    },
  };
}

/** For staff (issue 16): a customer's bookings, latest start first, with each shop's name. */
export function createCustomerBookings(db: Database) {
  const repository = createMeetingsRepository(db);
  return {
    async page(customerId: string, page: Page) {
      const { items, total } = await repository.listForCustomer(
        customerId,
        { when: 'all', now: new Date() },
        page,
      );
      return {
        total,
        items: items.map((r) => ({
          id: r.id,
          status: r.status,
          shopId: r.shopId,
          shopName: r.shopName,
          startsAt: r.startsAt.toISOString(),
          endsAt: r.endsAt.toISOString(),
          creditsUsed: r.creditsUsed,
          creditsRefunded: r.creditsRefunded,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

/**
 * A booking's reminders, its shop-absence check and its end-of-meeting job; `time` gives their
 * times: the start less a reminder's lead, the start plus the shop's grace, and the end.
 */
function jobEvents<R>(
  jobs: MeetingJobs,
  time: { beforeStart: (ms: number) => R; afterStart: (ms: number) => R; end: R },
): EventOf<R>[] {
  const { bookingId } = jobs;
  const startsAt = jobs.startsAt.toISOString();
  return [
    ...jobs.leads.map((lead) => ({
      type: 'booking:reminder-due' as const,
      payload: { bookingId, startsAt, lead },
      runAt: time.beforeStart(REMINDER_LEADS[lead]),
    })),
    {
      type: 'booking:shop-absence-due' as const,
      payload: { bookingId, startsAt },
      runAt: time.afterStart(SHOP_JOIN_GRACE_MS),
    },
    {
      type: 'booking:ended' as const,
      payload: { bookingId, endsAt: jobs.endsAt.toISOString() },
      runAt: time.end,
    },
  ];
}

export type MeetingsOptions = { clock?: () => Date };

/** The availability module's taken slots: this shop's live bookings (cancelled ones free theirs). */
export const createBookedSlots = (db: Database): BookedSlots => {
  const repository = createMeetingsRepository(db);
  return { between: (shopId, from, to) => repository.between(shopId, from, to) };
};

/**
 * Video meetings: booking a shop's slot for credits (one transaction: the slot, the debit, the
 * attendees and the outbox events), lists, cancellation with refunds, rescheduling, the shop's
 * actions, room tokens for joining, and the mails and reminders (outbox handlers and delayed
 * jobs). Registered after availability and credits.
 */
export const meetingsModule: FastifyPluginAsync<MeetingsOptions> = async (app, options) => {
  const db = app.database.db;
  const clock = options.clock ?? (() => new Date());
  const { publicUrl } = app.config;
  const repository = createMeetingsRepository(db);
  const service = createMeetingsService({
    repository,
    credits: createCredits(db),
    ownership: app.catalogue.ownership,
    slots: (shopId, query) => app.availability.slots(shopId, query),
    takesMeetings: (shopId) => app.availability.takesMeetings(shopId),
    inTransaction: (work) => runInTransaction(db, work),
    events: {
      booked: (row, jobs) =>
        enqueueManyInStatement(
          [
            { type: 'booking:created', payload: { bookingId: jobs.bookingId } },
            // The insert is one statement, so its announcement is one of its events.
            { type: 'entity:changed', payload: { entity: 'booking', id: jobs.bookingId } },
            // Their times computed in the statement, from the row it writes.
            ...jobEvents(jobs, {
              beforeStart: row.beforeStart,
              afterStart: row.afterStart,
              end: row.end,
            }),
          ],
          row.from,
        ),
      rescheduled: async (tx, jobs, by) =>
        void (await enqueueMany(tx, [
          { type: 'booking:rescheduled', payload: { bookingId: jobs.bookingId, by } },
          ...jobEvents(jobs, {
            beforeStart: (ms) => new Date(jobs.startsAt.getTime() - ms),
            afterStart: (ms) => new Date(jobs.startsAt.getTime() + ms),
            end: jobs.endsAt,
          }),
        ])),
      cancelled: async (tx, bookingId, by, reason) =>
        void (await enqueue(tx, 'booking:cancelled', { bookingId, by, ...(reason && { reason }) })),
      completed: async (tx, bookingId) =>
        void (await enqueue(tx, 'booking:completed', { bookingId })),
    },
    earnings: createEarnings(db, app.config.earnings),
    clock,
    publicUrl,
    roomTokenSecret: app.config.authSecret,
    iceServersFor: (participantId, validUntilMs) =>
      iceServersFor(app.config, participantId, validUntilMs),
    iceTransportPolicy: app.config.iceTransportPolicy,
  });

  /**
   * Tells everyone of a change: the customer and the shop's people in their notification
   * centres (a change but a reminder; pushed where they allow it), then everyone's mails, unless
   * `applies` says the booking has moved on since (a stale reminder). A redelivered event writes
   * no second notification (its source key) and sends the same Message-IDs.
   */
  async function announce(
    event: DomainEvent,
    kind: MailKind,
    extra: {
      lead?: '24h' | '15m';
      cancelledBy?: 'customer' | 'shop';
      cancelReason?: CancelReason;
      movedBy?: 'customer' | 'shop';
      membersToo?: boolean;
    },
    bookingId: string,
    applies: (record: BookingRecord) => boolean = () => true,
  ) {
    const found = await repository.findWithShopMembers(bookingId);
    if (!found || !applies(found.record)) return; // deleted or changed since
    const { record, members } = found;
    const meeting = service.toBooking(record);
    if (kind !== 'reminder') {
      const notifications = meetingNotifications({
        change: kind,
        meeting: { ...meeting, customerName: record.customerName },
        customerId: record.customerId,
        memberIds: members.map((m) => m.userId),
        movedBy: extra.movedBy,
        cancelledBy: extra.cancelledBy,
        shopAbsent: extra.cancelReason === 'shop-absent',
      });
      await runInTransaction(db, async (tx) => {
        for (const notification of notifications) {
          await notify(tx, {
            ...notification,
            sourceKey: `${event.type}:${event.id}:${notification.userId}`,
            mail: 'by-source', // the meeting's own mails below say it
          });
        }
      });
    }
    const mails = meetingMails({
      kind,
      meeting,
      members: extra.membersToo === false ? [] : members,
      publicUrl,
      lead: extra.lead,
      cancelledBy: extra.cancelledBy,
      cancelReason: extra.cancelReason,
      movedBy: extra.movedBy,
    });
    for (const { recipient, ...mail } of mails) {
      await app.mailer.send({
        ...mail,
        messageId: messageIdFor(event.id, `${event.type}.${recipient}`, publicUrl),
      });
    }
  }

  // A booking is seen by its booker and its shop's people.
  app.live.registerAudience('booking', (id) => repository.audienceOf(id));
  app.outbox.registerHandler('booking:created', (event) =>
    announce(event, 'created', {}, event.payload.bookingId),
  );
  app.outbox.registerHandler('booking:rescheduled', (event) =>
    announce(event, 'rescheduled', { movedBy: event.payload.by }, event.payload.bookingId),
  );
  app.outbox.registerHandler('booking:cancelled', (event) =>
    announce(
      event,
      'cancelled',
      { cancelledBy: event.payload.by, cancelReason: event.payload.reason },
      event.payload.bookingId,
    ),
  );
  // A stale reminder (cancelled, or moved since it was scheduled) does nothing.
  app.outbox.registerHandler('booking:reminder-due', async (event) => {
    const { bookingId, startsAt, lead } = event.payload;
    await announce(
      event,
      'reminder',
      { lead, membersToo: lead === '15m' },
      bookingId,
      (record) => record.status === 'booked' && record.startsAt.toISOString() === startsAt,
    );
  });
  app.outbox.registerHandler('booking:shop-absence-due', (event) =>
    service.shopAbsenceDue(event.payload.bookingId, event.payload.startsAt),
  );
  app.outbox.registerHandler('booking:ended', (event) =>
    service.meetingEnded(event.payload.bookingId, event.payload.endsAt),
  );

  await app.register(meetingsRoutes, { meetingsService: service });

  // The meeting room: signalling on /meet (room tokens), its chat and the shop's pins.
  const room = createRoomRepository(db, createProductCards(db));
  const signalling = attachMeetingRoom(app.realtime.namespace(MEET_NAMESPACE) as never, {
    secret: app.config.authSecret,
    clock,
    room,
    shopOf: async (bookingId) => {
      const record = await repository.findById(bookingId);
      return record && (record.status === 'booked' || record.status === 'in_progress')
        ? record.shopId
        : null;
    },
    log: app.log,
  });
  app.addHook('preClose', async () => {
    while (signalling.pending.size > 0) await Promise.allSettled([...signalling.pending]);
  });
  await app.register(roomRoutes, { meetingsService: service, room });
};
