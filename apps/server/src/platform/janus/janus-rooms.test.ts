import Janode, { type JanodeConnection } from 'janode';
import VideoRoomPlugin, { type VideoRoomHandle } from 'janode/plugins/videoroom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/server-process.ts';
import { createJanusRooms, type JanusRooms } from './janus-rooms.ts';
import { janusInstalled, startJanus, type LocalJanus } from './local-janus.ts';

const installed = janusInstalled();
if (!installed && process.env.CI) {
  throw new Error('Janus is not installed (apt-get install janus): CI runs the SFU tests');
}

type Joining = VideoRoomHandle & {
  joinPublisher(params: { room: number; display?: string; token?: string }): Promise<unknown>;
  joinSubscriber(params: { room: number; feed: number; token?: string }): Promise<unknown>;
};

/**
 * The server's VideoRoom calls through janode against a Janus this test starts: rooms only with
 * the admin key, admission only with an allowed token, destroyed at the end.
 */
describe.skipIf(!installed)('Janus rooms through janode', () => {
  let janus: LocalJanus;
  let rooms: JanusRooms;
  let browser: JanodeConnection;
  const room = { id: 7_000_001, secret: 'room-secret-1', publishers: 6, description: 'test' };

  beforeAll(async () => {
    janus = await startJanus({ port: await freePort(), adminKey: 'admin-key-0123' });
    rooms = createJanusRooms({ url: janus.url, adminKey: janus.adminKey });
    browser = await Janode.connect({ address: { url: janus.url }, max_retries: 0 });
  });
  afterAll(async () => {
    await browser?.close().catch(() => {});
    await rooms?.close();
    await janus?.stop();
  });

  /** A handle as a browser has one: no admin key, no room secret. */
  async function asBrowser() {
    const session = await browser.create(30);
    return session.attach<Joining>(VideoRoomPlugin);
  }

  it('answers health', async () => {
    expect(await rooms.reachable()).toBe(true);
    const gone = createJanusRooms({ url: `ws://127.0.0.1:${await freePort()}` });
    expect(await gone.reachable(500)).toBe(false);
    await gone.close();
  });

  it('refuses a room made without the admin key', async () => {
    const handle = await asBrowser();
    await expect(
      handle.create({ room: 7_000_999, secret: 'mine', max_publishers: 2 }),
    ).rejects.toThrow(/unauthorized|admin/i);
  });

  it('admits only an allowed token, and creating twice is no error', async () => {
    await rooms.ensureRoom(room);
    await rooms.ensureRoom(room);
    await rooms.allow(room, 'token-of-asha');
    await expect(
      (await asBrowser()).joinPublisher({ room: room.id, display: 'x', token: 'forged' }),
    ).rejects.toThrow(/433|unauthorized/i);
    await expect(
      (await asBrowser()).joinPublisher({ room: room.id, display: 'x' }),
    ).rejects.toThrow(/433|unauthorized/i);
    const joined = (await (
      await asBrowser()
    ).joinPublisher({
      room: room.id,
      display: 'asha',
      token: 'token-of-asha',
    })) as { feed: number };
    expect(joined.feed).toBeGreaterThan(0);
  });

  it('destroys the room at the end, and a second destroy is no error', async () => {
    await rooms.destroyRoom(room);
    await rooms.destroyRoom(room);
    const handle = await asBrowser();
    expect((await handle.exists({ room: room.id })).exists).toBe(false);
  });
});
