import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

describe('compressed answers', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-compress-')),
        DATABASE_URL: 'memory://',
        AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
        WEB_DIST: mkdtempSync(path.join(tmpdir(), 'vitrine-nodist-')),
        PAYMENT_RECONCILE_INTERVAL_MS: '0',
      }),
    );
    // Server-sent events must reach the client as they are written, never held by a compressor.
    app.get('/test/events', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/event-stream').send(`data: ${'x'.repeat(4000)}\n\n`),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  // fetch decompresses the body and keeps the Content-Encoding header, so both can be checked.
  const get = (pathname: string, acceptEncoding: string) =>
    fetch(`${url}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } });

  it('compresses a large API answer with brotli when the client accepts it, gzip otherwise', async () => {
    const plain = await get('/api/docs/json', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBody = await plain.text();
    expect(plainBody.length).toBeGreaterThan(1024);

    const br = await get('/api/docs/json', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(plainBody.length / 3);
    expect(await br.text()).toBe(plainBody);

    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(plainBody);
  });

  it('sends small answers as they are', async () => {
    const res = await get('/api/v1/health', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('leaves server-sent events uncompressed', async () => {
    const res = await get('/test/events', 'br, gzip');
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('leaves the socket.io transport to socket.io', async () => {
    const res = await get('/socket.io/?EIO=4&transport=polling', 'br, gzip');
    expect(res.status).toBe(200);
    // The engine.io open packet: "0" followed by its JSON handshake.
    const body = await res.text();
    expect(body.startsWith('0{')).toBe(true);
    expect(JSON.parse(body.slice(1))).toMatchObject({ sid: expect.any(String) });
  });
});
