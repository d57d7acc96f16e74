/**
 * The load generator of `bench/booking.ts`, in a worker thread of its own (as autocannon is in
 * the other benchmarks): the bookers' HTTP requests run on this thread's event loop, so the
 * app's thread serves only the app, and each booking is timed on this thread's clock.
 */
import { parentPort, workerData } from 'node:worker_threads';

export type BookingLoadInput = {
  url: string;
  shopId: string;
  tokens: string[];
  /** The first slot's start (epoch ms); booker i takes every `tokens.length`-th slot after. */
  start: number;
  perBooker: number;
};
export type BookingLoadResult = { latencies: number[]; failures: number; seconds: number };

const { url, shopId, tokens, start, perBooker } = workerData as BookingLoadInput;
const latencies: number[] = [];
let failures = 0;
const began = performance.now();
await Promise.all(
  tokens.map(async (token, i) => {
    for (let n = 0; n < perBooker; n++) {
      const startsAt = new Date(start + (n * tokens.length + i) * 1_800_000).toISOString();
      const t0 = performance.now();
      const res = await fetch(`${url}/api/v1/user/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ shopId, startsAt }),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status !== 201) failures += 1;
    }
  }),
);
parentPort!.postMessage({
  latencies,
  failures,
  seconds: (performance.now() - began) / 1000,
} satisfies BookingLoadResult);
