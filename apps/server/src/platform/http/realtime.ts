import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  clientToServerEventSchemas,
  serverToClientEventSchemas,
  type ClientToServerEventName,
  type ClientToServerEvents,
  type RealtimeConnectError,
  type ServerToClientEventName,
  type ServerToClientEvents,
  type ServerToClientPayload,
} from '@vitrine/contracts/realtime';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { connectRedis } from '../lib/redis.ts';
import { Server, type Namespace, type Socket } from 'socket.io';
import { clientAddressOf, createSocketLimits } from './socket-limits.ts';

type SocketData = { userId: string; sessionId: string };
type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
type SocketListener = (userId: string) => Promise<void>;
type ClientEventHandler = (userId: string, payload: unknown) => Promise<void>;

export type Realtime = {
  /** Sends an event to every tab of the user, on whichever instance it is connected. */
  emitToUser: <E extends ServerToClientEventName>(
    userId: string,
    event: E,
    payload: ServerToClientPayload<E>,
  ) => void;
  /**
   * Sends one event to every tab of each of these users (one emit, whichever instances they
   * are on). With `receipt`, records afterwards that it was sent, for `takeReceipt`: in Redis
   * when the instances share one (written after the emit on the same connection, so a receipt
   * never stands for an emit that was not made), else in this process; kept an hour.
   */
  emitToUsers: <E extends ServerToClientEventName>(
    userIds: readonly string[],
    event: E,
    payload: ServerToClientPayload<E>,
    options?: { receipt?: string },
  ) => void;
  /** Whether an emit with this receipt was made (on any instance, within the hour); forgets it. */
  takeReceipt: (receipt: string) => Promise<boolean>;
  /**
   * How long after its emit a receipt may take to be readable on every instance: 0 in this
   * process; in Redis it is written a moment after the emit, so a reader elsewhere that looks
   * sooner could miss it. One who must not miss it looks no sooner than this.
   */
  receiptLagMs: number;
  /** Whether the user has a socket open on any instance. */
  isUserConnected: (userId: string) => Promise<boolean>;
  /** Runs after a user's socket joined its room (listeners in order); shutdown waits for it. */
  onSocketConnected: (listener: SocketListener) => void;
  /** Runs after a user's socket left its room, and only once its connected listeners are done. */
  onSocketDisconnected: (listener: SocketListener) => void;
  /**
   * Handles an event a client sends (one handler per event). Payloads failing the contract's
   * schema are dropped; a failing handler is logged. Nothing answers the client.
   */
  onClientEvent: <E extends ClientToServerEventName>(
    event: E,
    handler: (
      userId: string,
      payload: z.infer<(typeof clientToServerEventSchemas)[E]>,
    ) => Promise<void>,
  ) => void;
  /**
   * Another namespace on the same server and adapter (so it reaches every instance), with its
   * own authorisation: the bearer check above guards only the main namespace. The meeting room
   * uses `/meet`, authorised by room tokens.
   */
  namespace: (name: string) => Namespace;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const userRoom = (userId: string) => `user:${userId}`;
/** How long an emit's receipt is kept (`emitToUsers`): far beyond any outbox delay but a stop. */
const RECEIPT_TTL_MS = 60 * 60_000;
/** Far beyond a Redis write's time, even on a busy machine; short beside a person's attention. */
const RECEIPT_LAG_MS = 1_000;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

const refuse = (code: RealtimeConnectError) => new Error(code);

const bearerTokenOf = (socket: Socket): string | undefined => {
  const fromAuth: unknown = socket.handshake.auth['token'];
  if (typeof fromAuth === 'string' && fromAuth !== '') return fromAuth;
  return /^bearer\s+(\S+)\s*$/i.exec(socket.handshake.headers.authorization ?? '')?.[1];
};

/**
 * The socket.io gateway on the HTTP server's port (path /socket.io): bearer-authenticated
 * handshakes, one room per user, typed emits, and the Redis streams adapter when REDIS_URL
 * is set so an emit on one instance reaches sockets on every instance.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const prefix = `${app.config.redisKeyPrefix}:realtime`;
    const redis = app.config.redisUrl
      ? await connectRedis(app.config.redisUrl, app.log, 'realtime')
      : undefined;
    if (redis) app.addHook('onClose', () => redis.close());

    const { trustProxy, realtimeMaxSockets } = app.config;
    // Every namespace (the meeting room's too) rides on engine connections: whatever a module
    // adds, one address holds at most twice its socket cap of them. A backstop only an abuser
    // meets; the main namespace's own caps below refuse first, with a code the client reads.
    const engineCap = 2 * realtimeMaxSockets.perAddress;
    const engineConnections = new Map<string, number>();
    const io: RealtimeServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      allowRequest: (request, callback) => {
        // Only a request opening a connection (without an engine session id) is counted.
        if (new URL(request.url ?? '/', 'http://socket.io').searchParams.has('sid')) {
          return callback(null, true);
        }
        const address = clientAddressOf(request, trustProxy);
        callback(null, (engineConnections.get(address) ?? 0) < engineCap);
      },
      ...(redis && {
        adapter: createAdapter(redis, { streamName: prefix, channelPrefix: prefix }),
      }),
    });
    io.engine.on(
      'connection',
      (connection: { request: IncomingMessage; once: EventEmitter['once'] }) => {
        const address = clientAddressOf(connection.request, trustProxy);
        engineConnections.set(address, (engineConnections.get(address) ?? 0) + 1);
        connection.once('close', () => {
          const left = (engineConnections.get(address) ?? 1) - 1;
          if (left > 0) engineConnections.set(address, left);
          else engineConnections.delete(address);
        });
      },
    );

    // Caps per user (many tabs) and per address (many accounts), so no one can hold sockets
    // without end; a refusal says TOO_MANY_CONNECTIONS and the web client retries slowly.
    const limits = createSocketLimits(realtimeMaxSockets);
    io.use((socket, next) => {
      const address = clientAddressOf(socket.request, trustProxy);
      if (limits.addressFull(address)) return next(refuse('TOO_MANY_CONNECTIONS'));
      const token = bearerTokenOf(socket);
      if (!token) return next(refuse('UNAUTHENTICATED'));
      app.resolveBearer(token).then(
        (session) => {
          if (!session) return next(refuse('UNAUTHENTICATED'));
          const release = limits.take(address, session.userId);
          if (!release) return next(refuse('TOO_MANY_CONNECTIONS'));
          // Given back when the socket ends, or its connection does if it never opened.
          socket.once('disconnect', release);
          socket.conn.once('close', release);
          socket.data.userId = session.userId;
          socket.data.sessionId = session.sessionId;
          next();
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'realtime: could not check a bearer token');
          next(refuse('INTERNAL'));
        },
      );
    });

    const connectedListeners: SocketListener[] = [];
    const disconnectedListeners: SocketListener[] = [];
    const clientEventHandlers = new Map<ClientToServerEventName, ClientEventHandler>();
    // Listener work in flight; shutdown waits for it before the database closes.
    const pending = new Set<Promise<void>>();
    // Listeners run one after another, in the order they were added.
    const run = (listeners: SocketListener[], userId: string) => {
      const work = (async () => {
        for (const listener of listeners) {
          await listener(userId).catch((error: unknown) =>
            app.log.error({ err: error, userId }, 'realtime: socket listener failed'),
          );
        }
      })();
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return work;
    };

    io.on('connection', (socket) => {
      const { userId } = socket.data;
      void socket.join([userRoom(userId), sessionRoom(socket.data.sessionId)]);
      const connected = run(connectedListeners, userId);
      for (const [event, handler] of clientEventHandlers) {
        (socket.on as (event: string, listener: (payload: unknown) => void) => void)(
          event,
          (payload) => {
            const parsed = clientToServerEventSchemas[event].safeParse(payload);
            if (!parsed.success) return;
            handler(userId, parsed.data).catch((error: unknown) =>
              app.log.error({ err: error, userId, event }, 'realtime: client event handler failed'),
            );
          },
        );
      }
      socket.on('disconnect', () => {
        void connected.then(() => run(disconnectedListeners, userId));
      });
    });

    // A session that ends takes its sockets with it, on every instance (through the adapter).
    app.onSessionEnded(async ({ id }) => {
      io.in(sessionRoom(id)).disconnectSockets(true);
    });

    // Receipts of emits (emitToUsers): in Redis, shared by the instances, or in this process.
    const receiptKey = (receipt: string) => `${prefix}:receipt:${receipt}`;
    const localReceipts = new Map<string, number>();
    const recordReceipt = (receipt: string) => {
      if (redis) {
        redis
          .set(receiptKey(receipt), '1', { expiration: { type: 'PX', value: RECEIPT_TTL_MS } })
          .catch((error: unknown) =>
            app.log.warn({ err: error, receipt }, 'realtime: could not record a receipt'),
          );
        return;
      }
      const now = Date.now();
      if (localReceipts.size >= 100_000) {
        for (const [key, until] of localReceipts) if (until < now) localReceipts.delete(key);
      }
      localReceipts.set(receipt, now + RECEIPT_TTL_MS);
    };

    app.decorate('realtime', {
      emitToUsers(userIds, event, payload, options = {}) {
        const checked = serverToClientEventSchemas[event].parse(payload);
        if (userIds.length > 0) {
          (io.to(userIds.map(userRoom)).emit as (event: string, payload: unknown) => boolean)(
            event,
            checked,
          );
        }
        if (options.receipt !== undefined) recordReceipt(options.receipt);
      },
      receiptLagMs: redis ? RECEIPT_LAG_MS : 0,
      async takeReceipt(receipt) {
        if (redis) return (await redis.del(receiptKey(receipt))) > 0;
        const until = localReceipts.get(receipt);
        localReceipts.delete(receipt);
        return until !== undefined && until >= Date.now();
      },
      emitToUser(userId, event, payload) {
        const checked = serverToClientEventSchemas[event].parse(payload);
        // The mapped event type cannot be narrowed through the generic; the schema fixed the payload.
        (io.to(userRoom(userId)).emit as (event: string, payload: unknown) => boolean)(
          event,
          checked,
        );
      },
      async isUserConnected(userId) {
        // A socket on this instance answers at once; only otherwise are the others asked.
        if ((io.of('/').adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0) return true;
        const sockets = await io.in(userRoom(userId)).fetchSockets();
        return sockets.length > 0;
      },
      onSocketConnected(listener) {
        connectedListeners.push(listener);
      },
      onSocketDisconnected(listener) {
        disconnectedListeners.push(listener);
      },
      onClientEvent(event, handler) {
        if (clientEventHandlers.has(event)) throw new Error(`${event} already has a handler`);
        clientEventHandlers.set(event, handler as ClientEventHandler);
      },
      namespace(name) {
        if (name === '/') throw new Error('the main namespace is the bearer-authenticated one');
        return io.of(name) as unknown as Namespace;
      },
    } satisfies Realtime);

    // Accept sockets only once the adapter hears the cluster: until it has subscribed, other
    // instances asking whether a user is still connected would not wait for this one's answer.
    // Its private channel (named as in @socket.io/redis-streams-adapter 0.3) has it as sole subscriber.
    if (redis) {
      const { uid } = io.of('/').adapter as unknown as { uid: string };
      const ownChannel = `${prefix}#/#${uid}#`;
      app.addHook('onReady', async () => {
        const deadline = Date.now() + 5_000;
        while (((await redis.pubSubNumSub(ownChannel))[ownChannel] ?? 0) < 1) {
          if (Date.now() > deadline)
            throw new Error('realtime: the Redis adapter did not subscribe');
          await sleep(20);
        }
      });
    }

    // Before the HTTP server closes: open sockets would keep it from closing.
    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await io.close();
      while (pending.size > 0) await Promise.allSettled([...pending]);
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
