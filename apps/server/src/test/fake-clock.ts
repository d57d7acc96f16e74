import type { FastifyInstance } from 'fastify';
import { waitFor } from './wait-for.ts';

type Instant = string | number | Date;
const msOf = (at: Instant) =>
  at instanceof Date ? at.getTime() : typeof at === 'string' ? Date.parse(at) : at;

/**
 * A clock a test moves, for the app and its outbox's delayed jobs; without a time set, it is the
 * real clock. It moves only between deliveries: a claim's lease is counted on this clock, so a
 * jump past it while a dispatcher (the app's own, running in the background) is still delivering
 * would let another dispatcher take the same event and deliver it a second time (a reminder
 * mailed twice, in a test that counts them). `setApp` names the app once it is built.
 */
export function createFakeClock(startsAt?: Instant) {
  let nowMs = startsAt === undefined ? undefined : msOf(startsAt);
  let app: FastifyInstance | undefined;
  return {
    now: () => (nowMs === undefined ? new Date() : new Date(nowMs)),
    get ms() {
      return nowMs ?? Date.now();
    },
    setApp(built: FastifyInstance) {
      app = built;
    },
    /** Moves the clock to `at` (the real clock when undefined) once no delivery is in flight. */
    async moveTo(at: Instant | undefined): Promise<void> {
      if (app) {
        const { repository } = app.outbox;
        await waitFor(async () => ((await repository.countClaimed()) === 0 ? true : undefined), {
          what: 'the outbox deliveries in flight to end',
        });
      }
      nowMs = at === undefined ? undefined : msOf(at);
    },
  };
}
