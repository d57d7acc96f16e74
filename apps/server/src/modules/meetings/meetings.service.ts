import type { IceServer } from '@vitrine/contracts/meeting-room';
import {
  JOIN_OPENS_BEFORE_MS,
  REFUND_WINDOW_MS,
  ROOM_TOKEN_TTL_MS,
  type Booking,
  type BookingStatus,
  type MeetingListQuery,
  type RoomRole,
  type RoomToken,
  type VendorBooking,
  type VendorBookingListQuery,
} from '@vitrine/contracts/meetings';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { Availability } from '../availability/index.ts';
import { slotTaken } from '../availability/index.ts';
import type { ShopOwnership } from '../catalogue/index.ts';
import { bookingView } from './booking-view.ts';
import { conflict, illegal, jobsFor } from './meeting-rules.ts';
import { meetingEvents, type CancelReason } from './meetings.events.ts';
import type {
  AttendeeRow,
  BookingFilter,
  BookingRecord,
  MeetingsRepository,
} from './meetings.repository.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { signRoomToken } from './room-token.ts';
import type { MeetingSfu } from './room/sfu.ts';

export type { CancelReason, MeetingJobs } from './meetings.events.ts';

/**
 * The flows that change a meeting together with other modules (flows/cancel-meeting.ts and
 * flows/complete-meeting.ts), handed to the module by the app.
 */
export type MeetingFlows = {
  /**
   * Cancels as `by` in one transaction with its refund (409 when it may not be cancelled); false,
   * and nothing written, when another change came first. `note`: the shop's words.
   */
  cancel: (
    record: BookingRecord,
    by: 'customer' | 'shop',
    reason?: CancelReason,
    note?: string,
  ) => Promise<boolean>;
  /** Completes a meeting in progress in one transaction with the shop's earnings. */
  complete: (record: BookingRecord) => Promise<void>;
};

export function createMeetingsService(deps: {
  repository: MeetingsRepository;
  ownership: ShopOwnership;
  /** The shop's offered slot at a time (availability module), for a move. */
  offeredSlot: Availability['offeredSlot'];
  inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  flows: MeetingFlows;
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
  /** Mesh or SFU per meeting, and the SFU's rooms; none: every meeting is a mesh. */
  sfu?: MeetingSfu;
  log?: { error: (object: object, message: string) => void };
}) {
  const { repository } = deps;

  const toBooking = (record: BookingRecord): Booking => bookingView(record, deps.publicUrl);

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
   * Moves a booked meeting to another offered, free slot (the same length, no second charge) as
   * `by`, with its reminders and jobs rescheduled in the same transaction.
   */
  async function move(record: BookingRecord, startsAt: string, by: 'customer' | 'shop') {
    const target = new Date(startsAt);
    if (target.getTime() === record.startsAt.getTime()) return;
    const slot = await deps.offeredSlot(record.shopId, target, 'startsAt');
    await deps.inTransaction(async (tx) => {
      const moved = await repository.move(tx, record.id, slot.startsAt, slot.endsAt);
      if (moved === null) throw slotTaken();
      if (moved === 'not-booked') throw illegal(record, 'moved');
      const jobs = jobsFor(record.id, slot.startsAt, slot.endsAt, deps.clock());
      await meetingEvents.rescheduled(tx, jobs, by);
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
    const transport = deps.sfu
      ? deps.sfu.transportFor(
          record.attendees.length + (await deps.ownership.teamSize(record.shopId)),
        )
      : 'mesh';
    const sfu = transport === 'sfu' ? await admitToSfu(record.id, participant.id) : null;
    const claims = {
      bookingId: record.id,
      participantId: participant.id,
      role: participant.role,
      name: participant.name,
      expiresAt,
      transport,
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
      transport,
      sfu,
    };
  }

  /** This participant's way into the meeting's SFU room; 503 while Janus does not answer. */
  async function admitToSfu(bookingId: string, participantId: string) {
    try {
      return await deps.sfu!.admit(bookingId, participantId);
    } catch (error) {
      deps.log?.error({ err: error, bookingId }, 'meetings: the SFU (Janus) refused a room');
      throw new AppError(
        'UNAVAILABLE',
        'The video service of this meeting is not answering. Try joining again in a minute.',
      );
    }
  }

  return {
    toBooking,

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
      if (!(await deps.flows.cancel(record, 'customer'))) throw illegal(record, 'cancelled');
      return toBooking((await repository.findById(id))!);
    },

    /** Always a full refund; `reason`, the shop's words, goes to the customer. */
    async cancelByShop(userId: string, id: string, reason?: string): Promise<VendorBooking> {
      const record = await shopsBooking(userId, id);
      if (!(await deps.flows.cancel(record, 'shop', undefined, reason || undefined))) {
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
      await deps.flows.cancel(record, 'shop', 'shop-absent');
    },

    /**
     * The end-of-meeting job: a meeting in progress is completed, and earns the shop, if the
     * shop joined it; if only the customer did, it is the shop's absence, refunded as the
     * absence check would (that check may not have run yet: both are due by now, and a
     * dispatcher runs due jobs side by side). One nobody joined stays booked, for the absence
     * check or the shop's no-show mark. A stale job (the meeting moved) does nothing.
     */
    /** Whether the job was the meeting's current end (a moved meeting's old one is not). */
    async meetingEnded(bookingId: string, endsAt: string): Promise<boolean> {
      const record = await repository.findById(bookingId);
      if (!record || record.endsAt.toISOString() !== endsAt) return false;
      if (record.status !== 'in_progress') return true;
      if (record.shopJoinedAt === null) {
        await deps.flows.cancel(record, 'shop', 'shop-absent');
        return true;
      }
      await deps.flows.complete(record);
      return true;
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
