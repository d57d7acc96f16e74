import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { waitFor } from './test/wait-for.ts';

const startApp = async (
  env: Record<string, string> = {},
  addRoutes: (app: FastifyInstance) => void = () => {},
) => {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-limits-')),
      DATABASE_URL: 'memory://',
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
      WEB_DIST: mkdtempSync(path.join(tmpdir(), 'vitrine-nodist-')),
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      ...env,
    }),
  );
  addRoutes(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port };
};

type RawClient = { socket: Socket; received: () => string; closed: Promise<number> };

/** A raw TCP client: what it received so far, and when the server closed it (ms after connecting). */
const rawClient = (port: number): Promise<RawClient> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', () => {});
    const closed = new Promise<number>((done) =>
      socket.once('close', () => done(Date.now() - started)),
    );
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

let app: FastifyInstance | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});

// Each test builds and starts the whole app, which takes seconds on a busy two-core machine.
describe('slow and greedy clients', () => {
  it(
    'cuts off a client that trickles its headers once the header timeout has passed',
    { timeout: 90_000 },
    async () => {
      const started = await startApp({ HTTP_HEADERS_TIMEOUT_MS: '300' });
      app = started.app;
      const client = await rawClient(started.port);
      sockets.push(client.socket);
      client.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
      // One more header line every 50 ms, never the blank line that ends the headers.
      const trickle = setInterval(() => {
        if (client.socket.writable) client.socket.write('X-Slow: y\r\n');
      }, 50);
      const closedAfterMs = await client.closed;
      clearInterval(trickle);

      expect(closedAfterMs).toBeGreaterThanOrEqual(300);
      expect(closedAfterMs).toBeLessThan(5_000);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyOf(client.received())).toEqual({
        error: { code: 'TIMEOUT', message: 'The request did not arrive in time.' },
      });
    },
  );

  it(
    'refuses connections beyond the ceiling and keeps serving the ones it holds',
    { timeout: 90_000 },
    async () => {
      const started = await startApp({ HTTP_MAX_CONNECTIONS: '2' });
      app = started.app;
      let accepted = 0;
      app.server.on('connection', () => (accepted += 1));
      const first = await rawClient(started.port);
      const second = await rawClient(started.port);
      sockets.push(first.socket, second.socket);
      await waitFor(() => (accepted === 2 ? true : undefined), {
        what: 'two accepted connections',
      });

      const extra = await rawClient(started.port);
      sockets.push(extra.socket);
      await extra.closed;
      expect(extra.received()).toBe('');
      expect(accepted).toBe(2);

      first.socket.write(
        'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      );
      await first.closed;
      expect(first.received()).toMatch(/^HTTP\/1\.1 200 /);
    },
  );

  it(
    'answers headers over the size limit with a 431, and a body over it with a 413, in the one error body',
    { timeout: 90_000 },
    async () => {
      const started = await startApp();
      app = started.app;
      const res = await fetch(`http://127.0.0.1:${started.port}/api/v1/health`, {
        headers: { 'x-huge': 'a'.repeat(20_000) },
      });
      expect(res.status).toBe(431);
      expect(await res.json()).toEqual({
        error: {
          code: 'TOO_LARGE',
          message: 'The request headers are larger than the server accepts.',
        },
      });

      const big = await fetch(`http://127.0.0.1:${started.port}/api/v1/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x'.repeat(1_100_000), email: 'a@b.test', password: 'p' }),
      });
      expect(big.status).toBe(413);
      expect(((await big.json()) as { error: { code: string } }).error.code).toBe('TOO_LARGE');
    },
  );

  it(
    'answers a request that arrives during shutdown with a 503 in the one error body',
    { timeout: 90_000 },
    async () => {
      const started = await startApp();
      const instance = started.app;
      // A request whose headers are on their way when shutdown begins.
      const client = await rawClient(started.port);
      sockets.push(client.socket);
      client.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
      const closing = instance.close();
      const server = instance.server;
      await waitFor(() => (server.listening ? undefined : true), { what: 'shutdown to begin' });
      client.socket.write('\r\n');
      await client.closed;
      await closing;
      app = undefined;
      const raw = client.received();
      expect(raw).toMatch(/^HTTP\/1\.1 503 /);
      expect(raw.toLowerCase()).toContain('connection: close');
      expect(raw.toLowerCase()).toContain('retry-after: 5');
      expect(bodyOf(raw)).toEqual({
        error: {
          code: 'UNAVAILABLE',
          message: 'The server is restarting. Please try again in a moment.',
        },
      });
    },
  );
});
