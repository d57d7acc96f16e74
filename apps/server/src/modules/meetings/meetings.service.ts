import type { SlotList } from '@vitrine/contracts/availability';
import type { IceServer } from '@vitrine/contracts/meeting-room';
import {
  JOIN_OPENS_BEFORE_MS,
  MEETING_CREDIT_COST,
  REFUND_WINDOW_MS,
  REMINDER_LEADS,
  ROOM_TOKEN_TTL_MS,
  type Booking,
  type BookingStatus,
  type CreateBookingInput,
  type MeetingListQuery,
  type ReminderLead,
  type RoomRole,
  type RoomToken,
  type VendorBooking,
  type VendorBookingListQuery,
} from '@vitrine/contracts/meetings';
import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { ShopOwnership } from '../catalogue/index.ts';
import { noMeetingHours } from '../availability/index.ts';
import type { Credits } from '../credits/index.ts';
import {
  interestsOf,
  type AttendeeRow,
  type BookingFilter,
  type BookingRecord,
  type MeetingsRepository,
} from './meetings.repository.ts';
import { signRoomToken } from './room-token.ts';

/** A booking's times and the reminders it gets (those still ahead when it is booked or moved). */
export type MeetingJobs = {
  bookingId: string;
  startsAt: Date;
  endsAt: Date;
  leads: ReminderLead[];
};

/** The outbox writes a booking's changes cause, in the same transaction. */
export type MeetingEvents = {
  /**
   * A new booking's events (created, its reminders, the shop-absence check, its end), as the
   * body of a CTE of the booking's own statement: written for each row of `row.from`, their
   * times computed there from the row (`beforeStart(ms)`: its start less `ms`; `afterStart(ms)`:
   * its start plus `ms`; `end`: its end).
   */
  booked: (
    row: {
      from: SQL;
      beforeStart: (ms: number) => SQL;
      afterStart: (ms: number) => SQL;
      end: SQL;
    },
    jobs: MeetingJobs,
  ) => SQL;
  /** A move's events (rescheduled, the new reminders, absence check and end), in one insert. */
  rescheduled: (tx: Transaction, jobs: MeetingJobs, by: 'customer' | 'shop') => Promise<void>;
  /** `reason: 'shop-absent'`: the shop had not joined 15 minutes after the start. */
  cancelled: (
    tx: Transaction,
    bookingId: string,
    by: 'customer' | 'shop',
    reason?: CancelReason,
  ) => Promise<void>;
  /** The meeting was completed (the reviews module asks the customer for a review). */
  completed: (tx: Transaction, bookingId: string) => Promise<void>;
};

/** Why a meeting was cancelled, beyond who: only the shop's absence has a reason of its own. */
export type CancelReason = 'shop-absent';

const slotTaken = () =>
  new AppError('SLOT_TAKEN', 'This slot was just booked by someone else. Please choose another.');
const conflict = (message: string, details?: unknown) => new AppError('CONFLICT', message, details);

export function createMeetingsService(deps: {
  repository: MeetingsRepository;
  credits: Credits;
  ownership: ShopOwnership;
  /** The shop's slots (availability module), taken ones marked. */
  slots: (shopId: string, query: { from: string; to: string }) => Promise<SlotList>;
  /** Whether the shop has meeting hours (availability module). */
  takesMeetings: (shopId: string) => Promise<boolean>;
  inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  events: MeetingEvents;
  /** The shop's earnings (earnings module), written in the completing transaction. */
  earnings: {
    meetingCompleted: (
      tx: Transaction,
      input: { bookingId: string; shopId: string; credits: number; at: Date; description: string },
    ) => Promise<unknown>;
  };
  clock: () => Date;
  publicUrl: string;
  roomTokenSecret: string;
  /**
   * The ICE servers handed out with a room token, for one participant until the room closes
   * (platform/turn: ICE_SERVERS and TURN credentials); none: host candidates only.
   */
  iceServersFor?: (participantId: string, validUntilMs: number) => IceServer[];
  /** `relay`: browsers connect only through the TURN relay. */
  iceTransportPolicy?: 'all' | 'relay';
}) {
  const { repository } = deps;

  const joinUrlOf = (bookingId: string, attendeeId: string) =>
    `${deps.publicUrl}/join-meet/${bookingId}/${attendeeId}`;

  function toBooking(record: BookingRecord): Booking {
    return {
      id: record.id,
      status: record.status,
      shopId: record.shopId,
      shopName: record.shopName,
      shopTimeZone: record.shopTimeZone,
      startsAt: record.startsAt.toISOString(),
      endsAt: record.endsAt.toISOString(),
      creditsUsed: record.creditsUsed,
      categories: record.interests.categories,
      occasions: record.interests.occasions,
      priceRange: { min: record.priceMin, max: record.priceMax, currency: record.priceCurrency },
      attendees: record.attendees.map((a) => ({
        id: a.id,
        name: a.name,
        email: a.email,
        role: a.role,
        joinUrl: joinUrlOf(record.id, a.id),
      })),
      cancelledAt: record.cancelledAt?.toISOString() ?? null,
      cancelReason: record.cancelReason,
      creditsRefunded: record.creditsRefunded,
      joinOpensAt: new Date(record.startsAt.getTime() - JOIN_OPENS_BEFORE_MS).toISOString(),
      createdAt: record.createdAt.toISOString(),
    };
  }

  type Me = { id: string; email: string; emailVerified: boolean };

  /**
   * Whether an invitee is this user: bound to the account (it opened the attendee link signed
   * in), or bound to nobody yet and at the account's email once it is verified. A typed address
   * alone proves nothing: anyone can register it.
   */
  const isMe = (attendee: AttendeeRow, me: Me) =>
    attendee.role === 'invitee' &&
    (attendee.userId === me.id ||
      (attendee.userId === null &&
        me.emailVerified &&
        attendee.email.toLowerCase() === me.email.toLowerCase()));

  /** An invitee sees only their own join link, not the other attendees'. */
  const asInvitee = (record: BookingRecord, me: Me): Booking => {
    const meeting = toBooking(record);
    const mine = new Set(record.attendees.filter((a) => isMe(a, me)).map((a) => a.id));
    return {
      ...meeting,
      attendees: meeting.attendees.map((a) => (mine.has(a.id) ? a : { ...a, joinUrl: '' })),
    };
  };

  const toVendorBooking = (record: BookingRecord): VendorBooking => ({
    ...toBooking(record),
    customerName: record.customerName,
    notes: record.shopNotes,
  });

  /**
   * The offered slot starting at `startsAt`: 400 when the shop offers none then, 409 when taken
   * or when the shop has no meeting hours at all (naming `shopField`, what points at the shop).
   */
  async function offeredSlot(shopId: string, startsAt: Date, shopField: 'shopId' | 'startsAt') {
    if (!(await deps.takesMeetings(shopId))) throw noMeetingHours(shopField);
    const { items } = await deps.slots(shopId, {
      from: startsAt.toISOString(),
      to: new Date(startsAt.getTime() + 1).toISOString(),
    });
    const slot = items.find((item) => Date.parse(item.startsAt) === startsAt.getTime());
    if (!slot) throw validationFailed('startsAt', 'is not a meeting slot this shop offers');
    if (!slot.available) throw slotTaken();
    return { startsAt, endsAt: new Date(slot.endsAt) };
  }

  /** Reminders and the end-of-meeting job for the booking's times: a reminder only if ahead. */
  function jobsFor(bookingId: string, startsAt: Date, endsAt: Date): MeetingJobs {
    const now = deps.clock().getTime();
    // A meeting booked 3 hours ahead gets no 24-hour reminder.
    const leads = (Object.keys(REMINDER_LEADS) as ReminderLead[]).filter(
      (lead) => startsAt.getTime() - REMINDER_LEADS[lead] > now,
    );
    return { bookingId, startsAt, endsAt, leads };
  }

  async function customersBooking(userId: string, id: string) {
    const record = await repository.findById(id);
    if (!record || record.customerId !== userId) throw notFound('Booking');
    return record;
  }

  async function shopsBooking(userId: string, id: string) {
    const record = await repository.findById(id);
    if (!record || !(await deps.ownership.runs(userId, record.shopId))) throw notFound('Booking');
    return record;
  }

  const illegal = (record: { status: BookingStatus }, change: string) =>
    conflict(`A ${record.status.replace(/_/g, ' ')} meeting cannot be ${change}.`, {
      status: record.status,
    });

  const filterOf = (query: {
    when?: BookingFilter['when'];
    status?: BookingStatus;
    searchKey?: string;
    from?: string;
    to?: string;
  }): BookingFilter => ({
    when: query.when ?? 'all',
    status: query.status,
    searchKey: query.searchKey,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    now: deps.clock(),
  });

  const pageOf = (query: { page: number; limit: number }) => ({
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });

  /**
   * Cancels inside one transaction: the status flip guards the refund (and the ledger's index).
   * False, and nothing written, when another change came first. A cancellation for the shop's
   * absence may start from `in_progress` (the customer may be waiting in the room), and flips
   * only while the shop has still not joined and the start has not moved. `note`: the shop's
   * words to the customer.
   */
  async function cancel(
    record: BookingRecord,
    by: 'customer' | 'shop',
    reason?: CancelReason,
    note?: string,
  ): Promise<boolean> {
    const now = deps.clock();
    const from: BookingStatus[] = reason === 'shop-absent' ? ['booked', 'in_progress'] : ['booked'];
    if (!from.includes(record.status)) throw illegal(record, 'cancelled');
    if (by === 'customer' && now.getTime() >= record.startsAt.getTime()) {
      throw conflict('The meeting has started; it can no longer be cancelled.', {
        status: record.status,
      });
    }
    const refund =
      by === 'shop' || record.startsAt.getTime() - now.getTime() >= REFUND_WINDOW_MS
        ? record.creditsUsed
        : 0;
    const description =
      reason === 'shop-absent'
        ? `Refund: meeting with ${record.shopName} cancelled, the shop did not join`
        : `Refund: meeting with ${record.shopName} cancelled${by === 'shop' ? ' by the shop' : ''}`;
    return deps.inTransaction(async (tx) => {
      const moved = await repository.transition(
        tx,
        record.id,
        from,
        {
          status: by === 'customer' ? 'cancelled_by_customer' : 'cancelled_by_shop',
          cancelledBy: by,
          cancelledAt: now,
          cancelReason: by === 'shop' && note ? note : null,
        },
        reason === 'shop-absent' ? record.startsAt : undefined,
      );
      if (!moved) return false;
      if (refund > 0) {
        const entry = await deps.credits.grant(tx, {
          userId: record.customerId,
          amount: refund,
          kind: 'refund',
          reference: { type: 'booking', id: record.id },
          description,
          at: now,
        });
        await repository.transition(tx, record.id, [moved.status], {
          refundEntryId: entry.id,
          creditsRefunded: refund,
        });
      }
      await deps.events.cancelled(tx, record.id, by, reason);
      return true;
    });
  }

  /**
   * Moves a booked meeting to another offered, free slot (the same length, no second charge) as
   * `by`, with its reminders and jobs rescheduled in the same transaction.
   */
  async function move(record: BookingRecord, startsAt: string, by: 'customer' | 'shop') {
    const target = new Date(startsAt);
    if (target.getTime() === record.startsAt.getTime()) return;
    const slot = await offeredSlot(record.shopId, target, 'startsAt');
    await deps.inTransaction(async (tx) => {
      const moved = await repository.move(tx, record.id, slot.startsAt, slot.endsAt);
      if (moved === null) throw slotTaken();
      if (moved === 'not-booked') throw illegal(record, 'moved');
      await deps.events.rescheduled(tx, jobsFor(record.id, slot.startsAt, slot.endsAt), by);
    });
  }

  /** A room token for one participant, only while joining is open (409 with when it opens). */
  async function roomToken(
    record: BookingRecord,
    participant: { id: string; role: RoomRole; name: string },
  ): Promise<RoomToken> {
    const now = deps.clock().getTime();
    const opensAt = record.startsAt.getTime() - JOIN_OPENS_BEFORE_MS;
    const closesAt = record.endsAt.getTime();
    if (record.status !== 'booked' && record.status !== 'in_progress') {
      throw illegal(record, 'joined');
    }
    if (now < opensAt || now >= closesAt) {
      const opens = new Date(opensAt).toISOString();
      throw conflict(
        now < opensAt
          ? `Joining opens at ${opens}, 10 minutes before the start.`
          : 'This meeting has ended.',
        { opensAt: opens, closesAt: new Date(closesAt).toISOString() },
      );
    }
    // The shop's first token is its joining: the shop-absence check then leaves the meeting be.
    const byShop = participant.role === 'shop' && record.shopJoinedAt === null;
    if (record.status === 'booked' || byShop) {
      const joined = await deps.inTransaction((tx) =>
        repository.recordJoin(tx, record.id, { byShop, at: new Date(now) }),
      );
      // Cancelled meanwhile (by someone, or for the shop's absence): no token.
      if (!joined) throw illegal((await repository.findById(record.id)) ?? record, 'joined');
    }
    const expiresAt = Math.min(now + ROOM_TOKEN_TTL_MS, closesAt);
    const claims = {
      bookingId: record.id,
      participantId: participant.id,
      role: participant.role,
      name: participant.name,
      expiresAt,
    };
    return {
      token: signRoomToken(deps.roomTokenSecret, claims),
      bookingId: record.id,
      participantId: participant.id,
      role: participant.role,
      name: participant.name,
      expiresAt: new Date(expiresAt).toISOString(),
      iceServers: deps.iceServersFor?.(participant.id, closesAt) ?? [],
      iceTransportPolicy: deps.iceTransportPolicy ?? 'all',
    };
  }

  return {
    toBooking,

    /**
     * Queries before the transaction, side by side (the booker and the shop; the slot; the names
     * of the interests, none without any); in
     * it the debit (the credits module's statements), then one statement with the booking, its
     * attendees and its outbox events. The debit comes first, so that the booking row is
     * written with its entry; every booking takes the account lock before the slot, so they
     * cannot deadlock (docs/adr/0088-a-booking-is-a-debit-and-one-statement.md).
     */
    async book(userId: string, input: CreateBookingInput): Promise<Booking> {
      const [found, slot, names] = await Promise.all([
        repository.bookerAndShop(userId, input.shopId),
        offeredSlot(input.shopId, new Date(input.startsAt), 'shopId'),
        repository.interestNames(input),
      ]);
      if (!found) throw notFound('User');
      const { shop, ...booker } = found;
      if (!shop) throw notFound('Shop');
      const now = deps.clock();
      const bookingId = randomUUID();
      const attendees = [
        { id: randomUUID(), name: booker.name, email: booker.email, role: 'booker' as const },
        ...input.invitees.map((invitee) => ({
          id: randomUUID(),
          name: invitee.name,
          email: invitee.email,
          role: 'invitee' as const,
        })),
      ];
      const values = {
        id: bookingId,
        shopId: input.shopId,
        customerId: userId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        creditsUsed: MEETING_CREDIT_COST,
        categories: input.categories,
        occasions: input.occasions,
        priceMin: input.priceRange.min ?? null,
        priceMax: input.priceRange.max ?? null,
        priceCurrency: input.priceRange.currency.toUpperCase(),
      };
      const jobs = jobsFor(bookingId, slot.startsAt, slot.endsAt);
      // Everything the answer needs is known here: no read-back after the commit.
      const debitEntryId = await deps.inTransaction(async (tx) => {
        const debit = await deps.credits.debit(tx, {
          userId,
          amount: MEETING_CREDIT_COST,
          kind: 'meeting_debit',
          reference: { type: 'booking', id: bookingId },
          description: `Video meeting with ${shop.name}`,
          at: now,
        });
        const inserted = await repository.insertBooking(
          tx,
          { ...values, debitEntryId: debit.id, at: now },
          attendees,
          (row) => deps.events.booked(row, jobs),
        );
        // The debit rolls back with the transaction.
        if (!inserted) throw slotTaken();
        return debit.id;
      });
      return toBooking({
        ...values,
        status: 'booked',
        debitEntryId,
        refundEntryId: null,
        creditsRefunded: 0,
        cancelledBy: null,
        cancelledAt: null,
        cancelReason: null,
        shopJoinedAt: null,
        shopNotes: '',
        createdAt: now,
        updatedAt: now,
        shopName: shop.name,
        shopTimeZone: shop.timeZone,
        customerName: booker.name,
        attendees: attendees.map((a) => ({ ...a, bookingId, createdAt: now, userId: null })),
        interests: interestsOf(values, names),
      });
    },

    async get(userId: string, id: string): Promise<Booking> {
      return toBooking(await customersBooking(userId, id));
    },

    async listMine(userId: string, query: MeetingListQuery) {
      const { items, total } = await repository.listForCustomer(
        userId,
        filterOf(query),
        pageOf(query),
      );
      return { items: items.map(toBooking), total, page: query.page, limit: query.limit };
    },

    async listMineForExport(userId: string, query: MeetingListQuery, maxRows: number) {
      const { items } = await repository.listForCustomer(userId, filterOf(query), {
        limit: maxRows + 1,
        offset: 0,
      });
      return items.map(toBooking);
    },

    async listInvitations(userId: string, query: MeetingListQuery) {
      const me = await repository.findUser(userId);
      if (!me) throw notFound('User');
      const { items, total } = await repository.listInvitations(me, filterOf(query), pageOf(query));
      return {
        items: items.map((record) => asInvitee(record, me)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async listInvitationsForExport(userId: string, query: MeetingListQuery, maxRows: number) {
      const me = await repository.findUser(userId);
      if (!me) throw notFound('User');
      const { items } = await repository.listInvitations(me, filterOf(query), {
        limit: maxRows + 1,
        offset: 0,
      });
      return items.map((record) => asInvitee(record, me));
    },

    /**
     * The attendee link opened while signed in: that invitee is this account from now on, and
     * the meeting is listed among its invitations whatever its email. An invitee another
     * account holds already stays theirs (409); the booker's own link binds nothing (400).
     */
    async claimInvitation(userId: string, bookingId: string, attendeeId: string) {
      const record = await repository.findById(bookingId);
      const attendee = record?.attendees.find((a) => a.id === attendeeId);
      if (!record || !attendee) throw notFound('Meeting');
      if (attendee.role !== 'invitee' || record.customerId === userId) {
        throw validationFailed('attendeeId', 'is the booker of this meeting, not an invitee');
      }
      const holder = await repository.bindInvitee(bookingId, attendeeId, userId);
      if (!holder) throw notFound('Meeting');
      if (holder.userId !== userId) {
        throw conflict('attendeeId: this invitation is already linked to another account.', [
          { field: 'attendeeId', message: 'is linked to another account' },
        ]);
      }
      const me = await repository.findUser(userId);
      if (!me) throw notFound('User');
      const claimed = { ...attendee, userId };
      return asInvitee(
        {
          ...record,
          attendees: record.attendees.map((a) => (a.id === attendeeId ? claimed : a)),
        },
        me,
      );
    },

    async listForShop(userId: string, query: VendorBookingListQuery) {
      if (!(await deps.ownership.runs(userId, query.shopId))) throw notFound('Shop');
      const { items, total } = await repository.listForShop(
        query.shopId,
        filterOf(query),
        pageOf(query),
      );
      return { items: items.map(toVendorBooking), total, page: query.page, limit: query.limit };
    },

    /** One booking of a shop the user runs (404 for any other). */
    async getForShop(userId: string, id: string): Promise<VendorBooking> {
      return toVendorBooking(await shopsBooking(userId, id));
    },

    async cancelByCustomer(userId: string, id: string): Promise<Booking> {
      const record = await customersBooking(userId, id);
      if (!(await cancel(record, 'customer'))) throw illegal(record, 'cancelled');
      return toBooking((await repository.findById(id))!);
    },

    /** Always a full refund; `reason`, the shop's words, goes to the customer. */
    async cancelByShop(userId: string, id: string, reason?: string): Promise<VendorBooking> {
      const record = await shopsBooking(userId, id);
      if (!(await cancel(record, 'shop', undefined, reason || undefined))) {
        throw illegal(record, 'cancelled');
      }
      return toVendorBooking((await repository.findById(id))!);
    },

    /** Another free slot, within the refund window, with no second charge. */
    async reschedule(userId: string, id: string, startsAt: string): Promise<Booking> {
      const record = await customersBooking(userId, id);
      if (record.status !== 'booked') throw illegal(record, 'moved');
      const now = deps.clock().getTime();
      if (record.startsAt.getTime() - now < REFUND_WINDOW_MS) {
        throw conflict('A meeting can be moved only 24 hours or more before its start.', {
          status: record.status,
        });
      }
      await move(record, startsAt, 'customer');
      return toBooking((await repository.findById(id))!);
    },

    /**
     * The shop moves a meeting it cannot keep to another of its free slots, any time before the
     * start; the customer is told and may still cancel under the usual refund rules.
     */
    async rescheduleByShop(userId: string, id: string, startsAt: string): Promise<VendorBooking> {
      const record = await shopsBooking(userId, id);
      if (record.status !== 'booked') throw illegal(record, 'moved');
      if (deps.clock().getTime() >= record.startsAt.getTime()) {
        throw conflict('The meeting has started; it can no longer be moved.', {
          status: record.status,
        });
      }
      await move(record, startsAt, 'shop');
      return toVendorBooking((await repository.findById(id))!);
    },

    async markNoShow(userId: string, id: string): Promise<VendorBooking> {
      const record = await shopsBooking(userId, id);
      if (record.status !== 'booked') throw illegal(record, 'marked as a no-show');
      if (deps.clock().getTime() < record.endsAt.getTime()) {
        throw conflict('A meeting can be marked as a no-show only after its end.', {
          status: record.status,
        });
      }
      const moved = await deps.inTransaction((tx) =>
        repository.transition(tx, id, ['booked'], { status: 'no_show' }),
      );
      if (!moved) throw illegal(record, 'marked as a no-show');
      return toVendorBooking((await repository.findById(id))!);
    },

    async setNotes(userId: string, id: string, notes: string): Promise<VendorBooking> {
      await shopsBooking(userId, id);
      await repository.setNotes(id, notes);
      return toVendorBooking((await repository.findById(id))!);
    },

    async joinAsBooker(userId: string, bookingId: string): Promise<RoomToken> {
      const record = await customersBooking(userId, bookingId);
      const booker = record.attendees.find((a) => a.role === 'booker');
      return roomToken(record, {
        id: booker?.id ?? userId,
        role: 'booker',
        name: booker?.name ?? record.customerName,
      });
    },

    async joinAsInvitee(bookingId: string, attendeeId: string): Promise<RoomToken> {
      const record = await repository.findById(bookingId);
      const attendee = record?.attendees.find((a) => a.id === attendeeId);
      if (!record || !attendee) throw notFound('Meeting');
      return roomToken(record, { id: attendee.id, role: attendee.role, name: attendee.name });
    },

    async joinAsShop(userId: string, bookingId: string): Promise<RoomToken> {
      const record = await shopsBooking(userId, bookingId);
      return roomToken(record, { id: userId, role: 'shop', name: record.shopName });
    },

    /**
     * The shop-absence check, 15 minutes after the start (a delayed job): a meeting the shop has
     * not joined is cancelled as the shop's, refunded in full (the refund policy's promise), and
     * earns the shop nothing. A stale job (the meeting gone, moved, cancelled or over) does
     * nothing; of two runs, the status flip lets one through.
     */
    async shopAbsenceDue(bookingId: string, startsAt: string): Promise<void> {
      const record = await repository.findById(bookingId);
      if (!record || record.startsAt.toISOString() !== startsAt) return;
      if (record.status !== 'booked' && record.status !== 'in_progress') return;
      if (record.shopJoinedAt !== null) return;
      await cancel(record, 'shop', 'shop-absent');
    },

    /**
     * The end-of-meeting job: a meeting in progress is completed, and earns the shop, if the
     * shop joined it; if only the customer did, it is the shop's absence, refunded as the
     * absence check would (that check may not have run yet: both are due by now, and a
     * dispatcher runs due jobs side by side). One nobody joined stays booked, for the absence
     * check or the shop's no-show mark. A stale job (the meeting moved) does nothing.
     */
    async meetingEnded(bookingId: string, endsAt: string): Promise<void> {
      const record = await repository.findById(bookingId);
      if (!record || record.endsAt.toISOString() !== endsAt) return;
      if (record.status !== 'in_progress') return;
      if (record.shopJoinedAt === null) {
        await cancel(record, 'shop', 'shop-absent');
        return;
      }
      await deps.inTransaction(async (tx) => {
        const moved = await repository.transition(tx, bookingId, ['in_progress'], {
          status: 'completed',
        });
        if (!moved) return;
        await deps.events.completed(tx, bookingId);
        const credits = record.creditsUsed - record.creditsRefunded;
        if (credits <= 0) return;
        await deps.earnings.meetingCompleted(tx, {
          bookingId,
          shopId: record.shopId,
          credits,
          at: deps.clock(),
          description: `Video meeting on ${record.startsAt.toISOString().slice(0, 10)}`,
        });
      });
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
