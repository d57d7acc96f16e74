import type { DomainEvent } from '@vitrine/contracts/domain-events';
import { REMINDER_LEADS, SHOP_JOIN_GRACE_MS, type ReminderLead } from '@vitrine/contracts/meetings';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runInTransaction, type Transaction } from '../../platform/db/transaction.ts';
import { enqueue, enqueueMany, type EventOf } from '../../platform/outbox/index.ts';
import { notify } from '../notifications/index.ts';
import { bookingView } from './booking-view.ts';
import { meetingNotifications } from './meeting-notifications.ts';
import { sendMeetingMails, type MailKind } from './meetings.mails.ts';
import type { BookingRecord, MeetingsRepository } from './meetings.repository.ts';
import type { MeetingsService } from './meetings.service.ts';
import type { MeetingSfu } from './room/sfu.ts';

/** A booking's times and the reminders it gets (those still ahead when it is booked or moved). */
export type MeetingJobs = {
  bookingId: string;
  startsAt: Date;
  endsAt: Date;
  leads: ReminderLead[];
};

/** Why a meeting was cancelled, beyond who: only the shop's absence has a reason of its own. */
export type CancelReason = 'shop-absent';

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

/** The outbox events a booking's changes write, in the transaction of the change. */
export const meetingEvents = {
  /**
   * A new booking's events (created, its reminders, the shop-absence check, its end), written by
   * the booking's own statement: `row` gives their times from the row it inserts (its start less
   * or plus some milliseconds, its end).
   */
  booked: (
    jobs: MeetingJobs,
    row: { beforeStart: (ms: number) => SQL; afterStart: (ms: number) => SQL; end: SQL },
  ): EventOf<SQL>[] => [
    { type: 'booking:created', payload: { bookingId: jobs.bookingId } },
    // The insert is one statement, so its announcement is one of its events.
    { type: 'entity:changed', payload: { entity: 'booking', id: jobs.bookingId } },
    ...jobEvents(jobs, row),
  ],

  /** A move's events (rescheduled, the new reminders, absence check and end), in one insert. */
  rescheduled: async (tx: Transaction, jobs: MeetingJobs, by: 'customer' | 'shop') =>
    void (await enqueueMany(tx, [
      { type: 'booking:rescheduled', payload: { bookingId: jobs.bookingId, by } },
      ...jobEvents(jobs, {
        beforeStart: (ms) => new Date(jobs.startsAt.getTime() - ms),
        afterStart: (ms) => new Date(jobs.startsAt.getTime() + ms),
        end: jobs.endsAt,
      }),
    ])),

  /** `reason: 'shop-absent'`: the shop had not joined 15 minutes after the start. */
  cancelled: async (
    tx: Transaction,
    bookingId: string,
    by: 'customer' | 'shop',
    reason?: CancelReason,
  ) => void (await enqueue(tx, 'booking:cancelled', { bookingId, by, ...(reason && { reason }) })),

  /** The meeting was completed (the reviews module asks the customer for a review). */
  completed: async (tx: Transaction, bookingId: string) =>
    void (await enqueue(tx, 'booking:completed', { bookingId })),
};

/**
 * The meetings module's outbox handlers: each change of a booking told to the customer and the
 * shop's people (notification centres and mails), the reminders, and the shop-absence and
 * end-of-meeting jobs (the service's, which run the cancel and complete flows).
 */
export function registerMeetingHandlers(
  app: FastifyInstance,
  deps: {
    repository: MeetingsRepository;
    service: MeetingsService;
    publicUrl: string;
    sfu: Pick<MeetingSfu, 'close'>;
  },
) {
  const { repository, service, publicUrl, sfu } = deps;
  const db = app.database.db;

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
    const meeting = bookingView(record, publicUrl);
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
    await sendMeetingMails(app.mailer, event, {
      kind,
      meeting,
      members: extra.membersToo === false ? [] : members,
      publicUrl,
      lead: extra.lead,
      cancelledBy: extra.cancelledBy,
      cancelReason: extra.cancelReason,
      movedBy: extra.movedBy,
    });
  }

  // A booking is seen by its booker and its shop's people.
  app.live.registerAudience('booking', (id) => repository.audienceOf(id));
  app.outbox.registerHandler('booking:created', (event) =>
    announce(event, 'created', {}, event.payload.bookingId),
  );
  app.outbox.registerHandler('booking:rescheduled', (event) =>
    announce(event, 'rescheduled', { movedBy: event.payload.by }, event.payload.bookingId),
  );
  // A cancelled meeting's SFU room (if someone had joined) goes with it.
  app.outbox.registerHandler('booking:cancelled', async (event) => {
    await sfu.close(event.payload.bookingId);
    await announce(
      event,
      'cancelled',
      { cancelledBy: event.payload.by, cancelReason: event.payload.reason },
      event.payload.bookingId,
    );
  });
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
  // At the end, the meeting is completed and its SFU room (if it had one) destroyed.
  app.outbox.registerHandler('booking:ended', async (event) => {
    if (await service.meetingEnded(event.payload.bookingId, event.payload.endsAt)) {
      await sfu.close(event.payload.bookingId);
    }
  });
}
