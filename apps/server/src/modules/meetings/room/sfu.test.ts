import type { RoomToken } from '@vitrine/contracts/meetings';
import Janode, { type JanodeConnection } from 'janode';
import VideoRoomPlugin, { type VideoRoomHandle } from 'janode/plugins/videoroom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { janusInstalled, startJanus, type LocalJanus } from '../../../platform/janus/index.ts';
import { enqueue } from '../../../platform/outbox/index.ts';
import {
  bookedMeeting,
  enterRoom,
  roomSocket,
  teamMember,
  type RoomClient,
} from '../../../test/meeting-room.ts';
import { listenOnRandomPort } from '../../../test/realtime-client.ts';
import { freePort } from '../../../test/server-process.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { sfuRoomId } from './sfu.ts';

const installed = janusInstalled();
if (!installed && process.env.CI) {
  throw new Error('Janus is not installed (apt-get install janus): CI runs the SFU tests');
}

const MINUTE = 60_000;

type Joining = VideoRoomHandle & {
  joinPublisher(params: { room: number; display?: string; token?: string }): Promise<unknown>;
};

/**
 * Meetings through Janus: a meeting for more than MEET_SFU_ABOVE people (attendees and the
 * shop's team) gets `transport: 'sfu'` with its room token, Janus admits exactly the tokens the
 * server issued, /meet holds more than four, and the room goes when the meeting ends. Against a
 * Janus this test starts; skipped where Janus is not installed, outside CI.
 */
describe.skipIf(!installed)('meetings on the SFU (Janus)', () => {
  let janus: LocalJanus;
  let t: TestApp;
  let baseUrl: string;
  let browser: JanodeConnection;
  let nowMs = Date.parse('2030-03-04T00:00:00Z');
  const startsAt = '2030-03-05T10:00:00.000Z';
  const sockets: RoomClient[] = [];

  beforeAll(async () => {
    janus = await startJanus({ port: await freePort(), adminKey: 'sfu-admin-key-0123' });
    t = await createTestApp(
      { AUTH_RATE_LIMIT_MAX: '1000', JANUS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminKey },
      { clock: () => new Date(nowMs) },
    );
    baseUrl = await listenOnRandomPort(t.app);
    browser = await Janode.connect({ address: { url: janus.url }, max_retries: 0 });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await browser?.close().catch(() => {});
    await t?.close();
    await janus?.stop();
  });

  /** A VideoRoom handle as a browser has one (no admin key, no room secret). */
  async function asBrowser() {
    const session = await browser.create(30);
    return session.attach<Joining>(VideoRoomPlugin);
  }

  it('keeps a meeting of four on the mesh, with nothing of Janus in its tokens', async () => {
    const meeting = await bookedMeeting(t.app, startsAt);
    nowMs = Date.parse(startsAt) - 5 * MINUTE;
    const tokens = await meeting.tokens();
    for (const token of [tokens.booker, tokens.shop, ...tokens.invitees]) {
      expect(token).toMatchObject({ transport: 'mesh', sfu: null });
    }
    expect((await (await asBrowser()).exists({ room: sfuRoomId(meeting.meeting.id) })).exists).toBe(
      false,
    );
  });

  describe('a meeting of five (three attendees, the owner and a team member)', () => {
    let meeting: Awaited<ReturnType<typeof bookedMeeting>>;
    let all: RoomToken[];

    beforeAll(async () => {
      nowMs = Date.parse('2030-03-04T00:00:00Z');
      meeting = await bookedMeeting(t.app, '2030-03-05T12:00:00.000Z');
      const member = await teamMember(t.app, meeting.shopId);
      nowMs = Date.parse('2030-03-05T12:00:00.000Z') - 5 * MINUTE;
      const tokens = await meeting.tokens();
      all = [
        tokens.booker,
        tokens.shop,
        ...tokens.invitees,
        await member.roomToken(meeting.meeting.id),
      ];
    });

    it('goes through the SFU: one room, a token of its own for each participant', async () => {
      const room = sfuRoomId(meeting.meeting.id);
      for (const token of all) {
        expect(token.transport).toBe('sfu');
        expect(token.sfu).toMatchObject({ url: janus.url, room });
      }
      expect(new Set(all.map((token) => token.sfu?.token)).size).toBe(5);
      // No secret of the room goes out: only the participant's token.
      expect(JSON.stringify(all)).not.toContain(janus.adminKey);
    });

    it('is entered by the holders of those tokens only', async () => {
      const room = sfuRoomId(meeting.meeting.id);
      await expect(
        (await asBrowser()).joinPublisher({ room, display: 'someone', token: 'made-up' }),
      ).rejects.toThrow(/433|unauthorized/i);
      for (const token of all) {
        const joined = (await (
          await asBrowser()
        ).joinPublisher({
          room,
          display: token.participantId,
          token: token.sfu!.token,
        })) as { feed: number };
        expect(joined.feed).toBeGreaterThan(0);
      }
    });

    it('holds all five on /meet, where a mesh refuses a fifth', async () => {
      const welcomes = [];
      for (const token of all) {
        welcomes.push(
          await enterRoom(
            roomSocket(baseUrl, { token: token.token, bookingId: token.bookingId }, sockets),
          ),
        );
      }
      expect(welcomes.at(-1)?.participants).toHaveLength(5);
    });

    it('destroys the room when the meeting ends', async () => {
      const room = sfuRoomId(meeting.meeting.id);
      nowMs = Date.parse(meeting.meeting.endsAt) + MINUTE;
      await enqueue(t.app.database.db, 'booking:ended', {
        bookingId: meeting.meeting.id,
        endsAt: meeting.meeting.endsAt,
      });
      const handle = await asBrowser();
      await waitFor(async () => {
        await t.app.outbox.dispatcher.drain();
        return (await handle.exists({ room })).exists ? undefined : true;
      });
      expect((await handle.exists({ room })).exists).toBe(false);
    });
  });

  it('says in health whether Janus answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.json()).toMatchObject({ status: 'ok', janus: 'ok' });
    const down = await createTestApp({ JANUS_URL: `ws://127.0.0.1:${await freePort()}` });
    try {
      const gone = await down.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toMatchObject({ status: 'ok', janus: 'unreachable' });
    } finally {
      await down.close();
    }
  });
});
