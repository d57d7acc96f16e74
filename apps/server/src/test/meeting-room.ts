import type { MeetClientToServer, MeetServerToClient } from '@vitrine/contracts/meeting-room';
import type { Booking, RoomToken } from '@vitrine/contracts/meetings';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { category } from '../modules/catalogue/catalogue.schema.ts';
import { shopMember } from '../modules/catalogue/shop-member.schema.ts';
import { product } from '../modules/products/products.schema.ts';
import { accountWithRoles, bearer } from './accounts.ts';
import { giveCredits, openAroundTheClock } from './meetings.ts';
import { createOwnedShop } from './owned-shop.ts';

export type RoomClient = Socket<MeetServerToClient, MeetClientToServer>;

/** A socket of the meeting room's namespace (websocket, no automatic reconnection), not connected. */
export function roomSocket(
  baseUrl: string,
  auth: { token?: string; bookingId?: string },
  track?: RoomClient[],
): RoomClient {
  const socket: RoomClient = io(`${baseUrl}/meet`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
    auth,
  });
  track?.push(socket);
  return socket;
}

/** Connects; resolves with the room's welcome, rejects with the connect_error's message. */
export function enterRoom(socket: RoomClient) {
  return new Promise<Parameters<MeetServerToClient['room:welcome']>[0]>((resolve, reject) => {
    socket.once('room:welcome', resolve);
    socket.once('connect_error', (error) => reject(new Error(error.message)));
    socket.connect();
  });
}

/** The next `event` the socket receives that `accept` takes. */
export function nextEvent<E extends keyof MeetServerToClient>(
  socket: RoomClient,
  event: E,
  accept: (payload: Parameters<MeetServerToClient[E]>[0]) => boolean = () => true,
) {
  return new Promise<Parameters<MeetServerToClient[E]>[0]>((resolve) => {
    const listener = (payload: Parameters<MeetServerToClient[E]>[0]) => {
      if (!accept(payload)) return;
      (socket.off as (e: string, l: unknown) => void)(event, listener);
      resolve(payload);
    };
    (socket.on as (e: string, l: unknown) => void)(event, listener);
  });
}

/**
 * A shop with one product and a customer's meeting with two invitees, starting at `startsAt`
 * (the caller's clock must be before it; move it into the join window before `tokens`).
 */
export async function bookedMeeting(app: FastifyInstance, startsAt: string) {
  const owner = await accountWithRoles(app, { vendor: true });
  const shopId = await createOwnedShop(app, owner.userId, { timeZone: 'UTC', name: 'Room Shop' });
  await openAroundTheClock(app, shopId);
  await app.database.db
    .insert(category)
    .values({ slug: 'meeting-room-test', name: 'Meeting room test' })
    .onConflictDoNothing();
  const [item] = await app.database.db
    .insert(product)
    .values({
      shopId,
      title: 'Zari lehenga',
      priceMinor: 1_250_000,
      categorySlug: 'meeting-room-test',
    })
    .returning({ id: product.id });
  const customer = await accountWithRoles(app, { customer: true });
  await giveCredits(app, customer.userId, 30);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/booking',
    headers: bearer(customer.token),
    payload: {
      shopId,
      startsAt,
      invitees: [
        { name: 'Meera', email: `meera-${customer.userId.toLowerCase()}@example.test` },
        { name: 'Kabir', email: `kabir-${customer.userId.toLowerCase()}@example.test` },
      ],
      categories: [],
      occasions: [],
      priceRange: { min: 1000, max: 2000, currency: 'INR' },
    },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.body}`);
  const meeting = res.json() as Booking;
  const invitees = meeting.attendees.filter((a) => a.role === 'invitee');

  /** Room tokens of the booker, the shop and both invitees (the clock must be in the window). */
  async function tokens() {
    const read = async (r: { statusCode: number; body: string; json: () => unknown }) => {
      if (r.statusCode !== 200) throw new Error(`join failed: ${r.statusCode} ${r.body}`);
      return r.json() as RoomToken;
    };
    const booker = await read(
      await app.inject({
        method: 'POST',
        url: '/api/v1/user/meet/join',
        headers: bearer(customer.token),
        payload: { bookingId: meeting.id },
      }),
    );
    const shop = await read(
      await app.inject({
        method: 'POST',
        url: `/api/v1/vendor/bookings/${meeting.id}/join`,
        headers: bearer(owner.token),
      }),
    );
    const [first, second] = await Promise.all(
      invitees.map(async (invitee) =>
        read(
          await app.inject({
            method: 'GET',
            url: `/api/v1/public/meet/join/${meeting.id}?attendeeId=${invitee.id}`,
          }),
        ),
      ),
    );
    return { booker, shop, invitees: [first!, second!] as const };
  }

  return { owner, customer, shopId, productId: item!.id, meeting, tokens };
}

/**
 * A vendor account added to the shop's team (a fifth person who may join its meetings), and
 * their room token for `bookingId` (the caller's clock must be in the join window).
 */
export async function teamMember(app: FastifyInstance, shopId: string) {
  const member = await accountWithRoles(app, { vendor: true });
  await app.database.db.insert(shopMember).values({ shopId, userId: member.userId, role: 'team' });
  return {
    ...member,
    async roomToken(bookingId: string) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/vendor/bookings/${bookingId}/join`,
        headers: bearer(member.token),
      });
      if (res.statusCode !== 200) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
      return res.json() as RoomToken;
    },
  };
}
