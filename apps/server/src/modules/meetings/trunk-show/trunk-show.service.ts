import type { IceServer } from '@vitrine/contracts/meeting-room';
import {
  JOIN_OPENS_BEFORE_MS,
  ROOM_TOKEN_TTL_MS,
  type RoomRole,
  type RoomToken,
} from '@vitrine/contracts/meetings';
import type {
  CreateTrunkShowValues,
  TrunkShow,
  TrunkShowSeat,
  TrunkShowSeatListQuery,
  VendorTrunkShow,
  VendorTrunkShowListQuery,
} from '@vitrine/contracts/trunk-shows';
import { randomUUID } from 'node:crypto';
import { AppError, notFound, validationFailed } from '../../../platform/lib/app-error.ts';
import type { Transaction } from '../../../platform/db/transaction.ts';
import type { ShopOwnership } from '../../catalogue/index.ts';
import { conflict } from '../meeting-rules.ts';
import { signRoomToken } from '../room-token.ts';
import type { MeetingSfu } from '../room/sfu.ts';
import { trunkShowEvents } from './trunk-show.events.ts';
import type {
  TrunkShowRecord,
  TrunkShowRepository,
  TrunkShowSeatRow,
} from './trunk-show.repository.ts';

/** The flows that change a trunk show's seats with the credits module (flows/). */
export type TrunkShowFlows = {
  /** The holder cancels a seat before the start (refunded 24 hours or more ahead). */
  cancelSeat: (seat: TrunkShowSeatRow, show: TrunkShowRecord) => Promise<boolean>;
  /** The shop cancels the show: every seat refunded in full. */
  cancelShow: (show: TrunkShowRecord, reason: string | null) => Promise<boolean>;
};

/** A trunk show as anyone sees it. */
export const trunkShowView = (record: TrunkShowRecord): TrunkShow => ({
  id: record.id,
  shopId: record.shopId,
  shopName: record.shopName,
  title: record.title,
  description: record.description,
  startsAt: record.startsAt.toISOString(),
  endsAt: record.endsAt.toISOString(),
  capacity: record.capacity,
  seatsTaken: record.seatsTaken,
  seatsLeft: record.status === 'scheduled' ? Math.max(record.capacity - record.seatsTaken, 0) : 0,
  creditsPerSeat: record.creditsPerSeat,
  status: record.status,
  cancelReason: record.cancelReason,
  joinOpensAt: new Date(record.startsAt.getTime() - JOIN_OPENS_BEFORE_MS).toISOString(),
});

export const seatView = (seat: TrunkShowSeatRow, show: TrunkShowRecord): TrunkShowSeat => ({
  id: seat.id,
  status: seat.status,
  creditsUsed: seat.creditsUsed,
  creditsRefunded: seat.creditsRefunded,
  cancelledAt: seat.cancelledAt?.toISOString() ?? null,
  createdAt: seat.createdAt.toISOString(),
  trunkShow: trunkShowView(show),
});

/** How many trunk shows a shop's page lists. */
const SHOP_PAGE_LIMIT = 20;

/**
 * Trunk shows: the shop opens one (title, time, length, capacity, credits per seat), lists and
 * cancels its own; anyone lists a shop's upcoming ones; a shopper lists and cancels their seats
 * and, like the shop, takes a room token. Booking a seat is a flow (flows/book-trunk-show-seat.ts).
 */
export function createTrunkShowService(deps: {
  repository: TrunkShowRepository;
  ownership: ShopOwnership;
  inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  flows: TrunkShowFlows;
  clock: () => Date;
  roomTokenSecret: string;
  iceServersFor?: (participantId: string, validUntilMs: number) => IceServer[];
  iceTransportPolicy?: 'all' | 'relay';
  sfu?: MeetingSfu;
  log?: { error: (object: object, message: string) => void };
}) {
  const { repository } = deps;
  const pageOf = (query: { page: number; limit: number }) => ({
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });

  async function withSeats(records: TrunkShowRecord[]): Promise<VendorTrunkShow[]> {
    const seats = await repository.seatsOf(records.map((r) => r.id));
    return records.map((record) => ({
      ...trunkShowView(record),
      seats: seats
        .filter((s) => s.trunkShowId === record.id)
        .map((s) => ({
          seatId: s.seatId,
          customerName: s.customerName,
          status: s.status,
          createdAt: s.createdAt.toISOString(),
        })),
    }));
  }

  /** A show of a shop the user runs (404 for any other). */
  async function shopsShow(userId: string, id: string) {
    const record = await repository.findById(id);
    if (!record || !(await deps.ownership.runs(userId, record.shopId))) {
      throw notFound('Trunk show');
    }
    return record;
  }

  /** A seat the user holds (404 for any other). */
  async function customersSeat(userId: string, seatId: string) {
    const found = await repository.findSeat(seatId);
    if (!found || found.seat.customerId !== userId) throw notFound('Seat');
    return found;
  }

  /** A room token for one participant, only while joining is open (409 with when it opens). */
  async function roomToken(
    show: TrunkShowRecord,
    participant: { id: string; role: RoomRole; name: string },
  ): Promise<RoomToken> {
    const now = deps.clock().getTime();
    const opensAt = show.startsAt.getTime() - JOIN_OPENS_BEFORE_MS;
    const closesAt = show.endsAt.getTime();
    if (show.status !== 'scheduled') throw conflict('This trunk show was cancelled.');
    if (now < opensAt || now >= closesAt) {
      const opens = new Date(opensAt).toISOString();
      throw conflict(
        now < opensAt
          ? `Joining opens at ${opens}, 10 minutes before the start.`
          : 'This trunk show has ended.',
        { opensAt: opens, closesAt: new Date(closesAt).toISOString() },
      );
    }
    if (participant.role === 'shop' && show.shopJoinedAt === null) {
      await repository.recordShopJoin(show.id, new Date(now));
    }
    const expiresAt = Math.min(now + ROOM_TOKEN_TTL_MS, closesAt);
    // The seats and the shop's people: above MEET_SFU_ABOVE, the video goes through Janus, and
    // the room holds them all (only the shop and the viewers let speak publish).
    const headcount = show.capacity + (await deps.ownership.teamSize(show.shopId));
    const transport = deps.sfu ? deps.sfu.transportFor(headcount) : 'mesh';
    const sfu = transport === 'sfu' ? await admitToSfu(show.id, participant.id) : null;
    const claims = {
      bookingId: show.id,
      participantId: participant.id,
      role: participant.role,
      name: participant.name,
      expiresAt,
      transport,
      ...(transport === 'sfu' && { roomCapacity: headcount }),
    };
    return {
      token: signRoomToken(deps.roomTokenSecret, claims),
      bookingId: show.id,
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

  async function admitToSfu(trunkShowId: string, participantId: string) {
    try {
      return await deps.sfu!.admit(trunkShowId, participantId);
    } catch (error) {
      deps.log?.error({ err: error, trunkShowId }, 'trunk shows: the SFU (Janus) refused a room');
      throw new AppError(
        'UNAVAILABLE',
        'The video service of this trunk show is not answering. Try joining again in a minute.',
      );
    }
  }

  return {
    /** The shop opens a trunk show (400 naming the field for a time in the past). */
    async create(userId: string, input: CreateTrunkShowValues): Promise<VendorTrunkShow> {
      if (!(await deps.ownership.runs(userId, input.shopId))) throw notFound('Shop');
      const now = deps.clock();
      const startsAt = new Date(input.startsAt);
      if (startsAt.getTime() <= now.getTime()) {
        throw validationFailed('startsAt', 'must be in the future');
      }
      const endsAt = new Date(startsAt.getTime() + input.durationMinutes * 60_000);
      const id = randomUUID();
      await deps.inTransaction(async (tx) => {
        await repository.insert(tx, {
          id,
          shopId: input.shopId,
          title: input.title,
          description: input.description,
          startsAt,
          endsAt,
          capacity: input.capacity,
          creditsPerSeat: input.creditsPerSeat,
          createdAt: now,
          updatedAt: now,
        });
        await trunkShowEvents.scheduled(tx, id, endsAt);
      });
      const [created] = await withSeats([(await repository.findById(id))!]);
      return created!;
    },

    async listForShop(userId: string, query: VendorTrunkShowListQuery) {
      if (!(await deps.ownership.runs(userId, query.shopId))) throw notFound('Shop');
      const { items, total } = await repository.listOfShop(
        query.shopId,
        { when: query.when, now: deps.clock() },
        pageOf(query),
      );
      return { items: await withSeats(items), total, page: query.page, limit: query.limit };
    },

    async getForShop(userId: string, id: string): Promise<VendorTrunkShow> {
      const [show] = await withSeats([await shopsShow(userId, id)]);
      return show!;
    },

    /** The shop cancels: every seat refunded in full, every holder told. */
    async cancelByShop(userId: string, id: string, reason?: string): Promise<VendorTrunkShow> {
      const record = await shopsShow(userId, id);
      if (record.status !== 'scheduled') throw conflict('This trunk show is already cancelled.');
      if (deps.clock().getTime() >= record.endsAt.getTime()) {
        throw conflict('This trunk show has ended; it can no longer be cancelled.');
      }
      if (!(await deps.flows.cancelShow(record, reason || null))) {
        throw conflict('This trunk show is already cancelled.');
      }
      return this.getForShop(userId, id);
    },

    /** A shop's scheduled trunk shows not yet over, soonest first (its public page). */
    async upcomingOfShop(shopId: string) {
      const items = await repository.upcomingOfShop(shopId, deps.clock(), SHOP_PAGE_LIMIT);
      return { items: items.map(trunkShowView) };
    },

    async mySeats(userId: string, query: TrunkShowSeatListQuery) {
      const { items, total } = await repository.seatsOfCustomer(
        userId,
        { when: query.when, now: deps.clock() },
        pageOf(query),
      );
      return {
        items: items.map(({ seat, show }) => seatView(seat, show)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /** The holder cancels a seat before the start: refunded 24 hours or more ahead. */
    async cancelSeat(userId: string, seatId: string): Promise<TrunkShowSeat> {
      const { seat, show } = await customersSeat(userId, seatId);
      if (seat.status !== 'booked') throw conflict('This seat is already cancelled.');
      if (deps.clock().getTime() >= show.startsAt.getTime()) {
        throw conflict('The trunk show has started; the seat can no longer be cancelled.');
      }
      if (!(await deps.flows.cancelSeat(seat, show))) {
        throw conflict('This seat is already cancelled.');
      }
      const found = (await repository.findSeat(seatId))!;
      return seatView(found.seat, found.show);
    },

    /** A seat holder's room token (404 without a live seat). */
    async joinAsSeatHolder(userId: string, trunkShowId: string): Promise<RoomToken> {
      const [show, seat] = await Promise.all([
        repository.findById(trunkShowId),
        repository.liveSeatOf(trunkShowId, userId),
      ]);
      if (!show || !seat) throw notFound('Seat');
      return roomToken(show, {
        id: seat.id,
        role: 'viewer',
        name: await repository.nameOf(userId),
      });
    },

    async joinAsShop(userId: string, trunkShowId: string): Promise<RoomToken> {
      const show = await shopsShow(userId, trunkShowId);
      return roomToken(show, { id: userId, role: 'shop', name: show.shopName });
    },
  };
}

export type TrunkShowService = ReturnType<typeof createTrunkShowService>;
