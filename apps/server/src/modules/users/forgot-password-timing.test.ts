import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { listenOnRandomPort } from '../../test/realtime-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The client runs in a worker thread, as another machine would: the server's own thread is busy
// with the work it does after replying, which must not slow the client's reading of the answer.
const clientCode = `
const { parentPort } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
parentPort.on('message', async ({ url, email }) => {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  parentPort.postMessage({ status: response.status, elapsed: performance.now() - started });
});`;

let t: TestApp;
let baseUrl: string;
let client: Worker;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    // The mails are not what is measured: the dispatcher stays off, the events wait in the table.
    OUTBOX_START_DELAY_MS: '3600000',
  });
  baseUrl = await listenOnRandomPort(t.app);
  client = new Worker(clientCode, { eval: true });
});
afterAll(async () => {
  await client.terminate();
  await t.close();
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One request over loopback, timed by the client; then waits for the work it left behind. */
async function timedForgotPassword(email: string): Promise<number> {
  const answer = new Promise<{ status: number; elapsed: number }>((resolve) =>
    client.once('message', resolve),
  );
  client.postMessage({ url: `${baseUrl}/api/v1/user/forgot-password`, email });
  const { status, elapsed } = await answer;
  expect(status).toBe(202);
  // The next request starts on a quiet server, whichever address this one was about.
  await t.app.afterReply.settled();
  return elapsed;
}

describe('POST /api/v1/user/forgot-password timing', () => {
  it(
    'answers a known address as fast as an unknown one (medians within 1 ms over 100 tries each)',
    { timeout: 120_000 },
    async () => {
      const known = await registerAccount(t.app);
      const unknown = 'nobody-has-this-address@example.test';
      const pendingBefore = await t.app.outbox.repository.countPending();
      // Warm up both paths (JIT, connection, statement caches).
      for (let i = 0; i < 10; i += 1) {
        await timedForgotPassword(known.email);
        await timedForgotPassword(unknown);
      }

      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 100; i += 1) {
        // Interleaved, in a random order each round, so load on the machine hits both alike.
        const order =
          Math.random() < 0.5 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
        for (const which of order) {
          times[which].push(await timedForgotPassword(which === 'known' ? known.email : unknown));
        }
      }

      const difference = Math.abs(median(times.known) - median(times.unknown));
      expect(
        difference,
        JSON.stringify({ known: median(times.known), unknown: median(times.unknown) }),
      ).toBeLessThan(1);
      // The work still happened for the known address: one reset mail waiting per request.
      expect((await t.app.outbox.repository.countPending()) - pendingBefore).toBe(110);
    },
  );
});
