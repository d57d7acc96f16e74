import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coturnInstalled, startCoturn, type LocalCoturn } from '../../platform/turn/index.ts';
import { turnAddress, turnReachable } from '../../platform/turn/stun-probe.ts';
import { freePort } from '../../test/server-process.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const installed = coturnInstalled();
if (!installed && process.env.CI)
  throw new Error('coturn is not installed (apt-get install coturn)');

describe('TURN addresses', () => {
  it('read host, port and transport with the defaults of each scheme', () => {
    expect(turnAddress('turn:turn.example')).toEqual({
      host: 'turn.example',
      port: 3478,
      transport: 'udp',
    });
    expect(turnAddress('turn:10.0.0.1:3479?transport=tcp')).toEqual({
      host: '10.0.0.1',
      port: 3479,
      transport: 'tcp',
    });
    expect(turnAddress('turns:turn.example:443?transport=tcp')).toEqual({
      host: 'turn.example',
      port: 443,
      transport: 'tcp',
    });
    expect(turnAddress('turns:[::1]')).toEqual({ host: '::1', port: 5349, transport: 'tcp' });
  });
});

describe.skipIf(!installed)('GET /api/v1/health with a TURN relay', () => {
  let turn: LocalCoturn;
  let t: TestApp;
  let down: TestApp;
  beforeAll(async () => {
    turn = await startCoturn({ secret: 'health-turn-secret-0123456789', port: await freePort() });
    t = await createTestApp({ TURN_URLS: turn.urls.join(','), TURN_SECRET: 'x'.repeat(16) });
    // Nothing listens on this port (taken and released just now).
    down = await createTestApp({
      TURN_URLS: `turn:127.0.0.1:${await freePort()}?transport=udp`,
      TURN_SECRET: 'x'.repeat(16),
    });
  });
  afterAll(async () => {
    await t?.close();
    await down?.close();
    await turn?.stop();
  });

  it('answers a STUN Binding request over UDP and accepts TCP', async () => {
    for (const url of turn.urls) expect(await turnReachable(url)).toBe(true);
  });

  it('reports the relay as ok when it answers, and unreachable (still 200) when not', async () => {
    const up = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok', db: 'ok', turn: 'ok' });
    const res = await down.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok', turn: 'unreachable' });
  });
});
