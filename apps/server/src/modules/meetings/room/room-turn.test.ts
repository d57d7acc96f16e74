import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnRestCredentials } from '../../../platform/turn/index.ts';
import { bookedMeeting } from '../../../test/meeting-room.ts';
import { createTestApp } from '../../../test/test-app.ts';

const MINUTE = 60_000;
let nowMs = Date.parse('2030-02-04T00:00:00Z');
const clock = () => new Date(nowMs);
const startsAt = '2030-02-05T10:00:00.000Z';
const TURN_SECRET = 'turn-secret-for-tests-0123456789';

const t = await createTestApp(
  {
    AUTH_RATE_LIMIT_MAX: '1000',
    ICE_SERVERS: JSON.stringify([{ urls: 'stun:stun.example.test:3478' }]),
    TURN_URLS:
      'turn:turn.example.test:3478?transport=udp, turns:turn.example.test:443?transport=tcp',
    TURN_SECRET,
    ICE_TRANSPORT_POLICY: 'relay',
  },
  { clock },
);
let meeting: Awaited<ReturnType<typeof bookedMeeting>>;

beforeAll(async () => {
  meeting = await bookedMeeting(t.app, startsAt);
  nowMs = Date.parse(startsAt) - 5 * MINUTE;
});
afterAll(() => t.close());

describe('a room token with a TURN relay configured', () => {
  it('gives each participant their own TURN credentials, valid until the room closes', async () => {
    const tokens = await meeting.tokens();
    const closesAt = Date.parse(meeting.meeting.endsAt);
    const all = [tokens.booker, tokens.shop, ...tokens.invitees];
    for (const token of all) {
      expect(token.iceTransportPolicy).toBe('relay');
      expect(token.iceServers).toEqual([
        { urls: 'stun:stun.example.test:3478' },
        {
          urls: [
            'turn:turn.example.test:3478?transport=udp',
            'turns:turn.example.test:443?transport=tcp',
          ],
          ...turnRestCredentials(TURN_SECRET, token.participantId, closesAt),
        },
      ]);
      // The shared secret itself never goes out.
      expect(JSON.stringify(token)).not.toContain(TURN_SECRET);
    }
    const usernames = all.map((token) => token.iceServers[1]?.username);
    expect(new Set(usernames).size).toBe(all.length);
  });
});
