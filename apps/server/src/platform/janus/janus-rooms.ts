import Janode, { type JanodeConnection, type JanodeSession } from 'janode';
import VideoRoomPlugin, { type VideoRoomHandle } from 'janode/plugins/videoroom';

/** VideoRoom's error codes (janus_videoroom.c) that these calls expect. */
const NO_SUCH_ROOM = 426;
const ROOM_EXISTS = 427;

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && '_code' in error ? Number(error._code) : null;

export type JanusRooms = {
  /**
   * Makes sure the VideoRoom `room` exists, managed with `secret`, for at most `publishers`
   * publishers, and admitting only the tokens it is given (ACL on, empty at first). Creating a
   * room that exists already does nothing.
   */
  ensureRoom(room: {
    id: number;
    secret: string;
    publishers: number;
    description: string;
  }): Promise<void>;
  /** Lets the holder of `token` join `room` (as publisher or subscriber). */
  allow(room: { id: number; secret: string }, token: string): Promise<void>;
  /** Destroys `room` (kicking whoever is in it); a room that does not exist is no error. */
  destroyRoom(room: { id: number; secret: string }): Promise<void>;
  /** Whether Janus answers an `info` request within `timeoutMs`. */
  reachable(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * The server's side of Janus, through janode (Meetecho's Node adapter): one WebSocket
 * connection, one session and one VideoRoom handle, opened at first use and opened again after
 * Janus went away. Room creation carries `adminKey` (the VideoRoom plugin's `admin_key`: no
 * browser can create rooms); each room is then managed with its own secret.
 */
export function createJanusRooms(config: { url: string; adminKey?: string }): JanusRooms {
  // Failures reach the caller as rejections; janode's own log would say them twice.
  Janode.Logger.setLevel('none');
  type Open = { connection: JanodeConnection; session: JanodeSession; handle: VideoRoomHandle };
  let opening: Promise<Open> | null = null;

  const open = (): Promise<Open> => {
    opening ??= (async () => {
      const connection = await Janode.connect({
        address: { url: config.url },
        retry_time_secs: 1,
        max_retries: 0,
      });
      // Gone (Janus restarted, the network dropped): the next call connects again.
      const forget = () => {
        opening = null;
      };
      connection.once(Janode.EVENT.CONNECTION_CLOSED, forget);
      connection.once(Janode.EVENT.CONNECTION_ERROR, forget);
      try {
        const session = await connection.create(30);
        session.once(Janode.EVENT.SESSION_DESTROYED, forget);
        const handle = await session.attach<VideoRoomHandle>(VideoRoomPlugin);
        return { connection, session, handle };
      } catch (error) {
        await connection.close().catch(() => {});
        throw error;
      }
    })().catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };

  return {
    async ensureRoom(room) {
      const { handle } = await open();
      try {
        await handle.create({
          room: room.id,
          description: room.description,
          max_publishers: room.publishers,
          secret: room.secret,
          is_private: true,
          notify_joining: false,
          ...(config.adminKey && { admin_key: config.adminKey }),
        });
      } catch (error) {
        if (codeOf(error) === ROOM_EXISTS) return;
        throw error;
      }
      // The ACL on, empty: nobody joins until allowed.
      await handle.allow({ room: room.id, action: 'enable', secret: room.secret });
    },

    async allow(room, token) {
      const { handle } = await open();
      await handle.allow({ room: room.id, action: 'add', list: [token], secret: room.secret });
    },

    async destroyRoom(room) {
      const { handle } = await open();
      try {
        await handle.destroy({ room: room.id, secret: room.secret });
      } catch (error) {
        if (codeOf(error) !== NO_SUCH_ROOM) throw error;
      }
    },

    async reachable(timeoutMs = 1_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      const probe = open()
        .then(({ connection }) => connection.getInfo())
        .then(
          () => true,
          () => false,
        );
      const ok = await Promise.race([probe, timeout]);
      clearTimeout(timer);
      return ok;
    },

    async close() {
      const current = opening;
      opening = null;
      if (!current) return;
      const open = await current.catch(() => null);
      if (!open) return;
      await open.handle.detach().catch(() => {});
      await open.session.destroy().catch(() => {});
      await open.connection.close().catch(() => {});
    },
  };
}
