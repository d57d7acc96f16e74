import type { FastifyInstance } from 'fastify';
import { trunkShow, trunkShowSeat } from '../modules/meetings/trunk-show/trunk-show.schema.ts';

/**
 * A trunk show written straight to the database (no outbox job): for fixtures that need one to
 * exist, such as the ownership matrix. Returns its id.
 */
export async function insertTrunkShow(
  app: FastifyInstance,
  values: {
    shopId: string;
    startsAt: Date;
    minutes?: number;
    capacity?: number;
    seatsTaken?: number;
  },
): Promise<string> {
  const [row] = await app.database.db
    .insert(trunkShow)
    .values({
      shopId: values.shopId,
      title: 'Fixture trunk show',
      startsAt: values.startsAt,
      endsAt: new Date(values.startsAt.getTime() + (values.minutes ?? 60) * 60_000),
      capacity: values.capacity ?? 20,
      seatsTaken: values.seatsTaken ?? 0,
      creditsPerSeat: 30,
    })
    .returning({ id: trunkShow.id });
  return row!.id;
}

/** A seat written straight to the database (no debit): counted in its show's seats. */
export async function insertTrunkShowSeat(
  app: FastifyInstance,
  values: { trunkShowId: string; customerId: string },
): Promise<string> {
  const [row] = await app.database.db
    .insert(trunkShowSeat)
    .values({ ...values, creditsUsed: 30 })
    .returning({ id: trunkShowSeat.id });
  return row!.id;
}
