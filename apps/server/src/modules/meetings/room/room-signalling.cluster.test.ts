import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bookedMeeting,
  enterRoom,
  nextEvent,
  roomSocket,
  type RoomClient,
} from '../../../test/meeting-room.ts';
import { listenOnRandomPort } from '../../../test/realtime-client.ts';
import {
  startTwoInstances,
  twoInstancesUnavailable,
  type TwoInstances,
} from '../../../test/two-instances.ts';
import { signRoomToken } from '../room-token.ts';

const skip = twoInstancesUnavailable('meeting room');
const startsAt = '2030-03-05T10:00:00.000Z';
let nowMs = Date.parse('2030-03-04T00:00:00Z');
const clock = () => new Date(nowMs);

describe.skipIf(skip)('the meeting room on two instances behind one Redis', () => {
  let cluster: TwoInstances;
  let urlA: string;
  let urlB: string;
  let meeting: Awaited<ReturnType<typeof bookedMeeting>>;
  let tokens: Awaited<ReturnType<(typeof meeting)['tokens']>>;
  let sockets: RoomClient[] = [];

  beforeAll(async () => {
    cluster = await startTwoInstances({ AUTH_RATE_LIMIT_MAX: '1000' }, { clock });
    urlA = await listenOnRandomPort(cluster.a);
    urlB = await listenOnRandomPort(cluster.b);
    meeting = await bookedMeeting(cluster.a, startsAt);
    nowMs = Date.parse(startsAt) - 60_000;
    tokens = await meeting.tokens();
  });
  afterEach(() => {
    for (const socket of sockets) socket.close();
    sockets = [];
  });
  afterAll(() => cluster?.close());

  const on = (url: string, token: string) =>
    roomSocket(url, { token, bookingId: meeting.meeting.id }, sockets);

  it('lists, relays, chats and pins between a socket on A and one on B', async () => {
    const booker = on(urlA, tokens.booker.token);
    const shop = on(urlB, tokens.shop.token);
    const b = await enterRoom(booker);
    const joined = nextEvent(booker, 'participant:joined');
    const s = await enterRoom(shop);
    expect(s.participants.map((p) => p.role).sort()).toEqual(['booker', 'shop']);
    expect((await joined).socketId).toBe(s.self.socketId);

    const offer = nextEvent(shop, 'signal');
    booker.emit('signal', { to: s.self.socketId, description: { type: 'offer', sdp: 'v=0' } });
    expect((await offer).from).toBe(b.self.socketId);

    const chat = nextEvent(booker, 'chat:message');
    shop.emit('chat:send', { body: 'Welcome!' });
    expect((await chat).body).toBe('Welcome!');

    const pins = nextEvent(booker, 'pins:changed', (list) => list.length === 1);
    shop.emit('pin:add', { productId: meeting.productId });
    expect((await pins)[0]?.productId).toBe(meeting.productId);
  });

  it('counts participants on both instances: a fifth is refused', async () => {
    await enterRoom(on(urlA, tokens.booker.token));
    await enterRoom(on(urlB, tokens.shop.token));
    await enterRoom(on(urlA, tokens.invitees[0].token));
    await enterRoom(on(urlB, tokens.invitees[1].token));
    const fifth = signRoomToken(cluster.config.authSecret, {
      bookingId: meeting.meeting.id,
      participantId: 'fifth',
      role: 'invitee',
      name: 'Fifth',
      expiresAt: nowMs + 60_000,
      transport: 'mesh',
    });
    await expect(enterRoom(on(urlA, fifth))).rejects.toThrow('ROOM_FULL');
  });
});
