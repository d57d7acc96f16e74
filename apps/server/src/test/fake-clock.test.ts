import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { enqueue } from '../platform/outbox/index.ts';
import { createFakeClock } from './fake-clock.ts';
import { createTestApp } from './test-app.ts';

const fakeClock = createFakeClock('2030-01-01T00:00:00Z');
const t = await createTestApp({}, { clock: fakeClock.now });
fakeClock.setApp(t.app);
afterAll(() => t.close());

describe('createFakeClock', () => {
  it('moves only once no outbox delivery is in flight', async () => {
    const { repository } = t.app.outbox;
    // Due after the fake clock's time, so the app's own dispatcher leaves it to this test.
    const id = await enqueue(
      t.app.database.db,
      'booking:completed',
      { bookingId: randomUUID() },
      { runAt: new Date('2031-01-01T00:00:00Z') },
    );
    const claimedAt = new Date('2031-01-01T00:00:00Z');
    const claimed = await repository.claimDue({
      now: claimedAt,
      leaseUntil: new Date(claimedAt.getTime() + 60_000),
      instanceId: 'this-test',
      limit: 10,
    });
    expect(claimed.map((event) => event.id)).toEqual([id]);

    const moved = fakeClock.moveTo('2030-06-01T00:00:00Z');
    expect(await repository.countClaimed()).toBe(1);
    // The claim is held until the line below, so the clock cannot have moved yet.
    expect(fakeClock.now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
    await repository.completeMany([id], 'this-test');
    await moved;
    expect(fakeClock.now().toISOString()).toBe('2030-06-01T00:00:00.000Z');
  });

  it('follows the real clock when no time is set', async () => {
    const before = Date.now();
    await fakeClock.moveTo(undefined);
    const now = fakeClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
