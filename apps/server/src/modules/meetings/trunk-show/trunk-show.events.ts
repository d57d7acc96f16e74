import type { FastifyInstance } from 'fastify';
import { runInTransaction, type Transaction } from '../../../platform/db/transaction.ts';
import { enqueue } from '../../../platform/outbox/index.ts';
import { notify } from '../../notifications/index.ts';
import { timeIn } from '../meetings.mails.ts';
import type { MeetingSfu } from '../room/sfu.ts';
import type { TrunkShowRepository } from './trunk-show.repository.ts';

/** Where a seat holder and the shop's people find trunk shows in the app. */
export const TRUNK_SHOW_PATHS = { customer: '/user', shop: '/vendor/trunk-shows' } as const;

/** The outbox events trunk show changes write, in the transaction of the change. */
export const trunkShowEvents = {
  /** A new show's end-of-show job (its SFU room goes then). */
  scheduled: async (tx: Transaction, trunkShowId: string, endsAt: Date) =>
    void (await enqueue(
      tx,
      'trunk-show:ended',
      { trunkShowId, endsAt: endsAt.toISOString() },
      { runAt: endsAt },
    )),
  seatBooked: async (tx: Transaction, seatId: string) =>
    void (await enqueue(tx, 'trunk-show:seat-booked', { seatId })),
  seatCancelled: async (tx: Transaction, seatId: string) =>
    void (await enqueue(tx, 'trunk-show:seat-cancelled', { seatId })),
  cancelled: async (tx: Transaction, trunkShowId: string) =>
    void (await enqueue(tx, 'trunk-show:cancelled', { trunkShowId })),
};

/**
 * The trunk shows' outbox handlers: each seat booked or cancelled told to its holder (and a
 * booking to the shop's people), a cancelled show to every seat holder, in their notification
 * centres and by mail; the SFU room of a show that ended or was cancelled destroyed.
 */
export function registerTrunkShowHandlers(
  app: FastifyInstance,
  deps: { repository: TrunkShowRepository; sfu: Pick<MeetingSfu, 'close'> },
) {
  const { repository, sfu } = deps;
  const db = app.database.db;
  type Notice = { userId: string; title: string; body: string; link: string };
  const send = (sourceKey: string, notices: Notice[]) =>
    runInTransaction(db, async (tx) => {
      for (const notice of notices) {
        await notify(tx, { ...notice, sourceKey: `${sourceKey}:${notice.userId}` });
      }
    });

  app.outbox.registerHandler('trunk-show:seat-booked', async (event) => {
    const found = await repository.findSeat(event.payload.seatId);
    if (!found) return;
    const { seat, show } = found;
    const when = timeIn(show.startsAt.toISOString(), show.shopTimeZone);
    const customerName = await repository.nameOf(seat.customerId);
    const members = await repository.shopPeopleOf(show.shopId);
    await send(`${event.type}:${event.id}`, [
      {
        userId: seat.customerId,
        title: 'Trunk show seat booked',
        body: `Your seat at “${show.title}” by ${show.shopName} on ${when} is booked; ${seat.creditsUsed} credits were used.`,
        link: TRUNK_SHOW_PATHS.customer,
      },
      ...members.map((userId) => ({
        userId,
        title: 'Trunk show seat booked',
        body: `${customerName || 'A shopper'} booked a seat at “${show.title}” (${show.seatsTaken} of ${show.capacity} taken).`,
        link: TRUNK_SHOW_PATHS.shop,
      })),
    ]);
  });

  app.outbox.registerHandler('trunk-show:seat-cancelled', async (event) => {
    const found = await repository.findSeat(event.payload.seatId);
    if (!found) return;
    const { seat, show } = found;
    const refunded =
      seat.creditsRefunded > 0 ? ` ${seat.creditsRefunded} credits were given back.` : '';
    await send(`${event.type}:${event.id}`, [
      {
        userId: seat.customerId,
        title: 'Trunk show seat cancelled',
        body: `Your seat at “${show.title}” by ${show.shopName} is cancelled.${refunded}`,
        link: TRUNK_SHOW_PATHS.customer,
      },
    ]);
  });

  app.outbox.registerHandler('trunk-show:cancelled', async (event) => {
    const { trunkShowId } = event.payload;
    await sfu.close(trunkShowId);
    const show = await repository.findById(trunkShowId);
    if (!show) return;
    const seats = (await repository.seatsOf([trunkShowId])).filter(
      (s) => s.status === 'cancelled_by_shop',
    );
    const reason = show.cancelReason ? ` The shop says: “${show.cancelReason}”` : '';
    await send(
      `${event.type}:${event.id}`,
      seats.map((s) => ({
        userId: s.customerId,
        title: 'Trunk show cancelled',
        body: `${show.shopName} cancelled “${show.title}”; the ${show.creditsPerSeat} credits of your seat were given back.${reason}`,
        link: TRUNK_SHOW_PATHS.customer,
      })),
    );
  });

  // At the end, the show's SFU room (if it had one) is destroyed.
  app.outbox.registerHandler('trunk-show:ended', async (event) => {
    await sfu.close(event.payload.trunkShowId);
  });
}
