import type { MeetingRoomSummary, RoomChatMessage } from '@vitrine/contracts/meeting-room';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles, bearer } from '../../../test/accounts.ts';
import {
  bookedMeeting,
  enterRoom,
  nextEvent,
  roomSocket,
  type RoomClient,
} from '../../../test/meeting-room.ts';
import { listenOnRandomPort } from '../../../test/realtime-client.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { signRoomToken } from '../room-token.ts';

const MINUTE = 60_000;
let nowMs = Date.parse('2030-02-04T00:00:00Z');
const clock = () => new Date(nowMs);
const startsAt = '2030-02-05T10:00:00.000Z';
const iceServers = [{ urls: 'stun:stun.example.test:3478' }];

const t = await createTestApp(
  { AUTH_RATE_LIMIT_MAX: '1000', ICE_SERVERS: JSON.stringify(iceServers) },
  { clock },
);
const secret = t.config.authSecret;
let baseUrl: string;
let meeting: Awaited<ReturnType<typeof bookedMeeting>>;
let tokens: Awaited<ReturnType<(typeof meeting)['tokens']>>;
let sockets: RoomClient[] = [];

beforeAll(async () => {
  baseUrl = await listenOnRandomPort(t.app);
  meeting = await bookedMeeting(t.app, startsAt);
  nowMs = Date.parse(startsAt) - 5 * MINUTE; // inside the join window
  tokens = await meeting.tokens();
});
afterEach(() => {
  for (const socket of sockets) socket.close();
  sockets = [];
});
afterAll(() => t.close());

const enter = (token: string, bookingId = meeting.meeting.id) =>
  enterRoom(roomSocket(baseUrl, { token, bookingId }, sockets));
const socketOf = (token: string) =>
  roomSocket(baseUrl, { token, bookingId: meeting.meeting.id }, sockets);

describe('the room token', () => {
  it('comes with the ICE servers of ICE_SERVERS', () => {
    expect(tokens.booker.iceServers).toEqual(iceServers);
    expect(tokens.invitees[0].iceServers).toEqual(iceServers);
  });

  it('is required', async () => {
    await expect(enterRoom(roomSocket(baseUrl, {}, sockets))).rejects.toThrow('ROOM_TOKEN_INVALID');
    await expect(enter('not-a-token')).rejects.toThrow('ROOM_TOKEN_INVALID');
  });

  it('is refused once expired', async () => {
    const expired = signRoomToken(secret, {
      bookingId: meeting.meeting.id,
      participantId: 'late',
      role: 'invitee',
      name: 'Late',
      expiresAt: nowMs - 1,
      transport: 'mesh',
    });
    await expect(enter(expired)).rejects.toThrow('ROOM_TOKEN_INVALID');
  });

  it('of another booking does not open this one', async () => {
    const other = signRoomToken(secret, {
      bookingId: '00000000-0000-4000-8000-000000000000',
      participantId: 'x',
      role: 'booker',
      name: 'X',
      expiresAt: nowMs + MINUTE,
      transport: 'mesh',
    });
    await expect(enter(other)).rejects.toThrow('ROOM_TOKEN_INVALID');
    // Nor does a valid token for this meeting enter under another booking id.
    await expect(
      enter(tokens.booker.token, '00000000-0000-4000-8000-000000000000'),
    ).rejects.toThrow('ROOM_TOKEN_INVALID');
  });

  it('signed with another secret is refused', async () => {
    const forged = signRoomToken('another-secret-that-is-long-enough-0123456789', {
      bookingId: meeting.meeting.id,
      participantId: 'x',
      role: 'shop',
      name: 'X',
      expiresAt: nowMs + MINUTE,
      transport: 'mesh',
    });
    await expect(enter(forged)).rejects.toThrow('ROOM_TOKEN_INVALID');
  });
});

describe('the room', () => {
  it('lists participants with names and roles, and tells the others who joined and left', async () => {
    const booker = await enter(tokens.booker.token);
    expect(booker.self).toMatchObject({ role: 'booker', name: tokens.booker.name });
    expect(booker.participants.map((p) => p.role)).toEqual(['booker']);

    const bookerSocket = sockets[0]!;
    const joined = nextEvent(bookerSocket, 'participant:joined');
    const shop = await enter(tokens.shop.token);
    expect((await joined).role).toBe('shop');
    expect(shop.participants.map((p) => p.role).sort()).toEqual(['booker', 'shop']);

    const left = nextEvent(bookerSocket, 'participant:left');
    sockets[1]!.emit('leave');
    expect((await left).socketId).toBe(shop.self.socketId);
  });

  it('refuses a fifth participant', async () => {
    await enter(tokens.booker.token);
    await enter(tokens.shop.token);
    await enter(tokens.invitees[0].token);
    await enter(tokens.invitees[1].token);
    const fifth = signRoomToken(secret, {
      bookingId: meeting.meeting.id,
      participantId: 'a-fifth-person',
      role: 'invitee',
      name: 'Fifth',
      expiresAt: nowMs + MINUTE,
      transport: 'mesh',
    });
    await expect(enter(fifth)).rejects.toThrow('ROOM_FULL');
  });

  it('lets the same participant back in, replacing the old socket (a reconnect)', async () => {
    const first = socketOf(tokens.booker.token);
    await enterRoom(first);
    const dropped = new Promise<string>((resolve) => first.once('disconnect', resolve));
    const told = nextEvent(first, 'room:error');
    const again = await enter(tokens.booker.token);
    expect((await told).code).toBe('REPLACED');
    expect(await dropped).toBe('io server disconnect');
    expect(again.participants.filter((p) => p.role === 'booker')).toHaveLength(1);
  });

  it('relays an offer, an answer and ICE candidates between two participants only', async () => {
    const booker = socketOf(tokens.booker.token);
    const shop = socketOf(tokens.shop.token);
    const invitee = socketOf(tokens.invitees[0].token);
    const b = await enterRoom(booker);
    const s = await enterRoom(shop);
    await enterRoom(invitee);
    let inviteeGotSignal = false;
    invitee.on('signal', () => (inviteeGotSignal = true));

    const offer = nextEvent(shop, 'signal');
    booker.emit('signal', {
      to: s.self.socketId,
      description: { type: 'offer', sdp: 'v=0 offer' },
    });
    expect(await offer).toEqual({
      from: b.self.socketId,
      description: { type: 'offer', sdp: 'v=0 offer' },
    });

    const answer = nextEvent(booker, 'signal');
    shop.emit('signal', {
      to: b.self.socketId,
      description: { type: 'answer', sdp: 'v=0 answer' },
    });
    expect((await answer).description?.type).toBe('answer');

    const candidate = {
      candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    const ice = nextEvent(shop, 'signal', (signal) => signal.candidate !== undefined);
    booker.emit('signal', { to: s.self.socketId, candidate });
    expect((await ice).candidate).toEqual(candidate);
    // A round trip through the invitee's own socket shows nothing else reached it.
    const echo = nextEvent(invitee, 'chat:message');
    invitee.emit('chat:send', { body: 'ping' });
    await echo;
    expect(inviteeGotSignal).toBe(false);
  });

  it('does not deliver a signal addressed to a socket of another meeting', async () => {
    const other = await bookedMeeting(t.app, '2030-02-05T10:30:00.000Z');
    const saved = nowMs;
    nowMs = Date.parse('2030-02-05T10:25:00.000Z');
    const otherTokens = await other.tokens();
    nowMs = saved;
    const stranger = roomSocket(baseUrl, { token: otherTokens.shop.token }, sockets);
    const strangerWelcome = await enterRoom(stranger);
    let received = false;
    stranger.on('signal', () => (received = true));
    const booker = socketOf(tokens.booker.token);
    await enterRoom(booker);
    booker.emit('signal', {
      to: strangerWelcome.self.socketId,
      description: { type: 'offer', sdp: 'x' },
    });
    const echo = nextEvent(stranger, 'chat:message');
    stranger.emit('chat:send', { body: 'ping' });
    await echo;
    expect(received).toBe(false);
  });
});

describe('chat and pins', () => {
  it('stores chat messages with the booking and sends them to everyone', async () => {
    const booker = socketOf(tokens.booker.token);
    const shop = socketOf(tokens.shop.token);
    await enterRoom(booker);
    await enterRoom(shop);
    const atShop = nextEvent(shop, 'chat:message', (m) => m.body === 'Can I see the red one?');
    booker.emit('chat:send', { body: '  Can I see the red one?  ' });
    const message: RoomChatMessage = await atShop;
    expect(message).toMatchObject({ name: tokens.booker.name, role: 'booker' });

    const refused = nextEvent(booker, 'room:error');
    booker.emit('chat:send', { body: '' });
    expect((await refused).message).toContain('body');

    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/bookings/${meeting.meeting.id}/room`,
      headers: bearer(meeting.customer.token),
    });
    expect(summary.statusCode).toBe(200);
    expect((summary.json() as MeetingRoomSummary).chat.map((m) => m.body)).toContain(
      'Can I see the red one?',
    );
    // A late joiner gets the chat so far.
    const late = await enter(tokens.invitees[0].token);
    expect(late.chat.map((m) => m.id)).toContain(message.id);
  });

  it('lets the shop pin its products: stored, broadcast, and on the summary afterwards', async () => {
    const booker = socketOf(tokens.booker.token);
    const shop = socketOf(tokens.shop.token);
    await enterRoom(booker);
    await enterRoom(shop);

    const forbidden = nextEvent(booker, 'room:error');
    booker.emit('pin:add', { productId: meeting.productId });
    expect((await forbidden).code).toBe('FORBIDDEN');

    const notOurs = nextEvent(shop, 'room:error');
    shop.emit('pin:add', { productId: '00000000-0000-4000-8000-000000000000' });
    expect(await notOurs).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('productId'),
    });

    const seen = nextEvent(booker, 'pins:changed', (pins) => pins.length === 1);
    shop.emit('pin:add', { productId: meeting.productId });
    const pins = await seen;
    expect(pins[0]).toMatchObject({
      productId: meeting.productId,
      title: 'Zari lehenga',
      url: `/product/${meeting.productId}`,
    });

    for (const [url, token] of [
      [`/api/v1/user/bookings/${meeting.meeting.id}/room`, meeting.customer.token],
      [`/api/v1/vendor/bookings/${meeting.meeting.id}/room`, meeting.owner.token],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect((res.json() as MeetingRoomSummary).pins.map((p) => p.productId)).toEqual([
        meeting.productId,
      ]);
    }
    const late = await enter(tokens.invitees[1].token);
    expect(late.pins.map((p) => p.productId)).toEqual([meeting.productId]);

    const removed = nextEvent(booker, 'pins:changed', (list) => list.length === 0);
    shop.emit('pin:remove', { productId: meeting.productId });
    await removed;
  });

  it("lets the shop alone set a pin's meeting price, broadcast with its end", async () => {
    const booker = socketOf(tokens.booker.token);
    const shop = socketOf(tokens.shop.token);
    await enterRoom(booker);
    await enterRoom(shop);
    const pinned = nextEvent(booker, 'pins:changed', (pins) => pins.length === 1);
    shop.emit('pin:add', { productId: meeting.productId });
    const [pin] = await pinned;
    expect(pin).toMatchObject({ meetingPriceMinor: null });

    const forbidden = nextEvent(booker, 'room:error');
    booker.emit('pin:price', { productId: meeting.productId, priceMinor: 1 });
    expect((await forbidden).code).toBe('FORBIDDEN');
    const invalid = nextEvent(shop, 'room:error');
    shop.emit('pin:price', { productId: meeting.productId, priceMinor: 0 });
    expect(await invalid).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('priceMinor'),
    });

    const priced = nextEvent(booker, 'pins:changed', (pins) => pins[0]?.meetingPriceMinor !== null);
    shop.emit('pin:price', { productId: meeting.productId, priceMinor: 1_000_000 });
    expect((await priced)[0]).toMatchObject({
      meetingPriceMinor: 1_000_000,
      meetingPriceEndsAt: new Date(Date.parse(pin!.pinnedAt) + 24 * 3_600_000).toISOString(),
    });
    const cleared = nextEvent(
      booker,
      'pins:changed',
      (pins) => pins[0]?.meetingPriceMinor === null,
    );
    shop.emit('pin:price', { productId: meeting.productId, priceMinor: null });
    await cleared;

    const removed = nextEvent(booker, 'pins:changed', (list) => list.length === 0);
    shop.emit('pin:remove', { productId: meeting.productId });
    await removed;
  });

  it('leaves a pinned product out once its shop archives it, and refuses to pin it then', async () => {
    const shop = socketOf(tokens.shop.token);
    await enterRoom(shop);
    const seen = nextEvent(shop, 'pins:changed', (pins) => pins.length === 1);
    shop.emit('pin:add', { productId: meeting.productId });
    await seen;
    const owner = bearer(meeting.owner.token);
    const archive = (action: 'archive' | 'restore') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/vendor/products/${meeting.productId}/${action}`,
        headers: owner,
      });
    expect((await archive('archive')).statusCode).toBe(200);
    try {
      // GET /products/{id} refuses it: nothing else shows its title and price either.
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/v1/products/${meeting.productId}`,
      });
      expect(page.statusCode).toBe(404);
      for (const [url, token] of [
        [`/api/v1/user/bookings/${meeting.meeting.id}/room`, meeting.customer.token],
        [`/api/v1/vendor/bookings/${meeting.meeting.id}/room`, meeting.owner.token],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(res.statusCode).toBe(200);
        expect(JSON.stringify(res.json())).not.toContain('Zari lehenga');
        expect((res.json() as MeetingRoomSummary).pins).toEqual([]);
      }
      const late = await enter(tokens.invitees[0].token);
      expect(late.pins).toEqual([]);

      const refused = nextEvent(shop, 'room:error');
      shop.emit('pin:add', { productId: meeting.productId });
      expect(await refused).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      expect((await archive('restore')).statusCode).toBe(200);
      const removed = nextEvent(shop, 'pins:changed', (list) => list.length === 0);
      shop.emit('pin:remove', { productId: meeting.productId });
      await removed;
    }
  });

  it("answers 404 for another user's meeting summary", async () => {
    const stranger = await accountWithRoles(t.app, { customer: true, vendor: true });
    for (const url of [
      `/api/v1/user/bookings/${meeting.meeting.id}/room`,
      `/api/v1/vendor/bookings/${meeting.meeting.id}/room`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
      expect(res.statusCode).toBe(404);
    }
  });
});
