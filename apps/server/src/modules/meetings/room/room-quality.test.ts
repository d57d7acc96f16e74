import type { CallQualityReport, MeetingQuality } from '@vitrine/contracts/meeting-room';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles, bearer } from '../../../test/accounts.ts';
import {
  bookedMeeting,
  enterRoom,
  roomSocket,
  type RoomClient,
} from '../../../test/meeting-room.ts';
import { listenOnRandomPort } from '../../../test/realtime-client.ts';
import { createTestApp } from '../../../test/test-app.ts';

const MINUTE = 60_000;
let nowMs = Date.parse('2030-03-04T00:00:00Z');
const clock = () => new Date(nowMs);
const startsAt = '2030-03-05T10:00:00.000Z';

const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, { clock });
let baseUrl: string;
let meeting: Awaited<ReturnType<typeof bookedMeeting>>;
let other: Awaited<ReturnType<typeof bookedMeeting>>;
let sockets: RoomClient[] = [];

beforeAll(async () => {
  baseUrl = await listenOnRandomPort(t.app);
  meeting = await bookedMeeting(t.app, startsAt);
  other = await bookedMeeting(t.app, startsAt);
  nowMs = Date.parse(startsAt) - 5 * MINUTE; // inside the join window
});
afterEach(() => {
  for (const socket of sockets) socket.close();
  sockets = [];
});
afterAll(() => t.close());

async function entered(token: string, bookingId: string) {
  const socket = roomSocket(baseUrl, { token, bookingId }, sockets);
  await enterRoom(socket);
  return socket;
}

const report = (socket: RoomClient, body: unknown) =>
  socket.emitWithAck('quality:report', body as CallQualityReport);

async function qualityOf(bookingId: string, token: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/vendor/bookings/${bookingId}/quality`,
    headers: bearer(token),
  });
}

const good: CallQualityReport = {
  firstFrameMs: 1840,
  path: 'relayed',
  framesReceived: 900,
  framesDropped: 12,
  packetsLost: 30,
};

describe('GET /api/v1/vendor/bookings/:id/quality', () => {
  it('is empty before anyone reported', async () => {
    const res = await qualityOf(meeting.meeting.id, meeting.owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bookingId: meeting.meeting.id, participants: [] });
  });

  it("keeps each participant's latest report, with their name, role and transport", async () => {
    const tokens = await meeting.tokens();
    const booker = await entered(tokens.booker.token, meeting.meeting.id);
    const shop = await entered(tokens.shop.token, meeting.meeting.id);

    expect(await report(booker, { ...good, firstFrameMs: null, path: null })).toEqual({
      ok: true,
    });
    // The later report replaces the earlier one (the browser sends totals so far).
    nowMs += 30_000;
    expect(await report(booker, good)).toEqual({ ok: true });
    expect(await report(shop, { ...good, path: 'direct', framesDropped: 0 })).toEqual({
      ok: true,
    });

    const res = await qualityOf(meeting.meeting.id, meeting.owner.token);
    expect(res.statusCode).toBe(200);
    const { participants } = res.json() as MeetingQuality;
    const byRole = Object.fromEntries(participants.map((p) => [p.role, p]));
    expect(participants).toHaveLength(2);
    expect(byRole.booker).toEqual({
      ...good,
      participantId: tokens.booker.participantId,
      name: tokens.booker.name,
      role: 'booker',
      transport: 'mesh',
      reportedAt: new Date(nowMs).toISOString(),
    });
    expect(byRole.shop).toMatchObject({ path: 'direct', framesDropped: 0, transport: 'mesh' });
    // Another meeting's console does not show them.
    const elsewhere = await qualityOf(other.meeting.id, other.owner.token);
    expect((elsewhere.json() as MeetingQuality).participants).toEqual([]);
  });

  it('refuses a bad report naming the field, and keeps the last good one', async () => {
    const tokens = await meeting.tokens();
    const booker = await entered(tokens.booker.token, meeting.meeting.id);
    for (const [bad, field] of [
      [{ ...good, firstFrameMs: -1 }, 'firstFrameMs'],
      [{ ...good, path: 'satellite' }, 'path'],
      [{ ...good, framesReceived: 1.5 }, 'framesReceived'],
      [{ path: 'direct' }, 'firstFrameMs'],
      ['not an object', 'report'],
    ] as const) {
      const answer = await report(booker, bad);
      expect(answer).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
      expect(
        answer.ok === false && answer.message.startsWith(`${field}:`),
        answer.ok ? '' : answer.message,
      ).toBe(true);
    }
    const res = await qualityOf(meeting.meeting.id, meeting.owner.token);
    const booker2 = (res.json() as MeetingQuality).participants.find((p) => p.role === 'booker');
    expect(booker2).toMatchObject(good);
  });

  it("answers the shop's members only: 404 for another shop's meeting, 403 for a customer", async () => {
    const otherShop = await qualityOf(meeting.meeting.id, other.owner.token);
    expect(otherShop.statusCode).toBe(404);
    expect(otherShop.json().error.code).toBe('NOT_FOUND');
    const customer = await qualityOf(meeting.meeting.id, meeting.customer.token);
    expect(customer.statusCode).toBe(403);
    const stranger = await accountWithRoles(t.app, { vendor: true });
    expect((await qualityOf(meeting.meeting.id, stranger.token)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/bookings/${meeting.meeting.id}/quality`,
    });
    expect(anonymous.statusCode).toBe(401);
    const badId = await qualityOf('not-a-uuid', meeting.owner.token);
    expect(badId.statusCode).toBe(400);
  });
});
