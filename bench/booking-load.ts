/**
 * The load generator of `bench/booking.ts`, in a process of its own (as autocannon is in the
 * other benchmarks): the bookers' HTTP requests run on this process's event loop, so the app's
 * process serves only the app, and each booking is timed on this process's clock. Takes one
 * `BookingLoadInput` message, books, sends the `BookingLoadResult` back and exits.
 */

export type BookingLoadInput = {
  url: string;
  shopId: string;
  tokens: string[];
  /** The first slot's start (epoch ms); booker i takes every `tokens.length`-th slot after. */
  start: number;
  /** Bookings each booker makes first, not timed (a cold process's start). */
  warmup: number;
  perBooker: number;
};
export type BookingLoadResult = { latencies: number[]; failures: number; seconds: number };

const { url, shopId, tokens, start, warmup, perBooker } = await new Promise<BookingLoadInput>(
  (resolve) => process.once('message', (input) => resolve(input as BookingLoadInput)),
);
const latencies: number[] = [];
let failures = 0;
let began = performance.now();
let warming = tokens.length;
let warmedUp = () => {};
const allWarm = new Promise<void>((resolve) => (warmedUp = resolve));
await Promise.all(
  tokens.map(async (token, i) => {
    for (let n = -warmup; n < perBooker; n++) {
      // The timed bookings start together, once every booker has warmed up.
      if (n === 0) {
        if (--warming === 0) {
          began = performance.now();
          warmedUp();
        }
        await allWarm;
      }
      const slot = n + warmup;
      const startsAt = new Date(start + (slot * tokens.length + i) * 1_800_000).toISOString();
      const t0 = performance.now();
      const res = await fetch(`${url}/api/v1/user/booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ shopId, startsAt }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) failures += 1;
      if (n >= 0) latencies.push(performance.now() - t0);
    }
  }),
);
process.send!(
  { latencies, failures, seconds: (performance.now() - began) / 1000 } satisfies BookingLoadResult,
  () => process.exit(0),
);
