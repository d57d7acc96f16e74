import type { ClientToServerEvents, ServerToClientEvents } from '@vitrine/contracts/realtime';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The base URL of an app listening on a random port of 127.0.0.1; an app that listens already
 * (a worker's shared app, see test-app.ts) keeps its port.
 */
export async function listenOnRandomPort(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * A socket like the web app's (websocket transport, no automatic reconnection), not yet
 * connected; `track` collects it so a test can close every socket it opened.
 */
export function createSocket(
  baseUrl: string,
  options: { token?: string; headers?: Record<string, string> } = {},
  track?: ClientSocket[],
): ClientSocket {
  const socket: ClientSocket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    autoConnect: false,
    ...(options.token !== undefined && { auth: { token: options.token } }),
    ...(options.headers && { extraHeaders: options.headers }),
  });
  track?.push(socket);
  return socket;
}

/** Connects the socket; resolves once connected, rejects with the server's connect_error. */
export function connect(socket: ClientSocket): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
    socket.connect();
  });
}

/** Polls `read` until `accept` holds for its value, or fails after `timeoutMs` with the last value. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
