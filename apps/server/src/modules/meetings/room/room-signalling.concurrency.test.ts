import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MEET_NAMESPACE,
  type RoomChatMessage,
  type RoomParticipant,
  type RoomWelcome,
} from '@vitrine/contracts/meeting-room';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enterRoom, nextEvent, roomSocket, type RoomClient } from '../../../test/meeting-room.ts';
import { signRoomToken } from '../room-token.ts';
import { attachMeetingRoom } from './room-signalling.ts';
import type { RoomRepository } from './room.repository.ts';

const secret = 'room-signalling-concurrency-secret-0123456789';
const firstBooking = '11111111-1111-4111-8111-111111111111';
const secondBooking = '22222222-2222-4222-8222-222222222222';
const now = Date.parse('2030-02-05T09:55:00.000Z');

/** The room's reads, each answered when the test says so (or at once when it does not care). */
function controlledRoom() {
  const chatReads: Array<(chat: RoomChatMessage[]) => void> = [];
  let holdNext = false;
  const room = {
    pins: async () => [],
    chat: () =>
      new Promise<RoomChatMessage[]>((resolve) => {
        if (holdNext) {
          holdNext = false;
          chatReads.push(resolve);
        } else resolve([]);
      }),
  } as unknown as RoomRepository;
  return {
    room,
    /** The next entrant's chat read waits until `release` is called. */
    holdNextRead: () => {
      holdNext = true;
      return {
        started: () => chatReads.length > 0,
        release: () => chatReads.shift()?.([]),
      };
    },
  };
}

const silentLog = {
  error: () => {},
  warn: () => {},
  info: () => {},
} as unknown as FastifyBaseLogger;
const tokenFor = (bookingId: string, participantId: string, role: RoomParticipant['role']) =>
  signRoomToken(secret, {
    bookingId,
    participantId,
    role,
    name: participantId,
    expiresAt: now + 60_000,
    transport: 'mesh',
  });

/** Everything the socket is sent, in order, from the moment it is created. */
function recordEvents(socket: RoomClient) {
  const events: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  return events;
}

/**
 * Whom a client knows to be in the room, as the web app's mesh learns it: the welcome's list,
 * then each "joined" after it. (A "joined" before the welcome belongs to no room yet: the mesh
 * drops it, or the welcome replaces it.)
 */
function knownAfterWelcome(events: Array<{ event: string; payload: unknown }>) {
  const at = events.findIndex((e) => e.event === 'room:welcome');
  const welcome = events[at]!.payload as RoomWelcome;
  const joined = events
    .slice(at + 1)
    .filter((e) => e.event === 'participant:joined')
    .map((e) => (e.payload as RoomParticipant).socketId);
  return {
    listed: welcome.participants.map((p) => p.socketId),
    joinedLater: joined,
  };
}

describe('two sockets entering one room at the same moment', () => {
  const rooms = controlledRoom();
  const http = createServer();
  const io = new Server(http, { path: '/socket.io', serveClient: false });
  let baseUrl: string;
  const sockets: RoomClient[] = [];

  beforeAll(async () => {
    attachMeetingRoom(io.of(MEET_NAMESPACE) as never, {
      secret,
      clock: () => new Date(now),
      capacityOf: () => 4,
      room: rooms.room,
      shopOf: async () => 'shop-1',
      log: silentLog,
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await io.close();
  });

  it('agree on who entered first: the second lists the first, the first hears "joined" after its welcome', async () => {
    // The customer enters first, and the room's reads for them are slow (a busy database)…
    const held = rooms.holdNextRead();
    const customer = roomSocket(
      baseUrl,
      { token: tokenFor(firstBooking, 'customer', 'booker'), bookingId: firstBooking },
      sockets,
    );
    const atCustomer = recordEvents(customer);
    const customerWelcome = nextEvent(customer, 'room:welcome');
    customer.connect();
    await expect.poll(held.started).toBe(true);

    // …while the shop comes in: by its 'connect' the server has run all it does at once for it.
    const shop = roomSocket(
      baseUrl,
      { token: tokenFor(firstBooking, 'shop', 'shop'), bookingId: firstBooking },
      sockets,
    );
    const shopWelcome = nextEvent(shop, 'room:welcome');
    await new Promise<void>((resolve) => {
      shop.once('connect', resolve);
      shop.connect();
    });
    held.release();
    const [c, s] = await Promise.all([customerWelcome, shopWelcome]);
    // The customer hears of the shop (in order or not: checked below).
    await expect
      .poll(() =>
        atCustomer.some(
          (e) =>
            e.event === 'participant:joined' &&
            (e.payload as RoomParticipant).socketId === s.self.socketId,
        ),
      )
      .toBe(true);

    // The shop entered second: its welcome lists the customer, so the shop sends the offer…
    expect(s.participants.map((p) => p.socketId)).toEqual(
      expect.arrayContaining([c.self.socketId, s.self.socketId]),
    );
    // …and the customer learns of the shop after its own welcome, and waits for that offer.
    expect(knownAfterWelcome(atCustomer)).toEqual({
      listed: [c.self.socketId],
      joinedLater: [s.self.socketId],
    });
  });

  it('lets in one at a time even when several come at once: each pair agrees on who offers', async () => {
    const roles = { customer: 'booker', shop: 'shop', meera: 'invitee', kabir: 'invitee' } as const;
    const entrants = Object.entries(roles).map(([id, role]) => {
      const socket = roomSocket(
        baseUrl,
        { token: tokenFor(secondBooking, id, role), bookingId: secondBooking },
        sockets,
      );
      return { socket, events: recordEvents(socket) };
    });
    const welcomes = await Promise.all(entrants.map(({ socket }) => enterRoom(socket)));
    const ids = welcomes.map((w) => w.self.socketId);
    // Everyone ends up knowing everyone, and for each pair exactly one lists the other in its
    // welcome (it offers); the other hears "joined" after its welcome (it answers).
    await expect
      .poll(() =>
        entrants.map(({ events }) => {
          const known = knownAfterWelcome(events);
          return [...known.listed, ...known.joinedLater].sort();
        }),
      )
      .toEqual(entrants.map(() => [...ids].sort()));
    for (const [i, a] of ids.entries()) {
      for (const [j, b] of ids.entries()) {
        if (i >= j) continue;
        const aLists = knownAfterWelcome(entrants[i]!.events).listed.includes(b);
        const bLists = knownAfterWelcome(entrants[j]!.events).listed.includes(a);
        expect(aLists !== bLists, `${i} and ${j} must not both (or neither) offer`).toBe(true);
      }
    }
  });
});
