import type { PinnedProduct, RoomChatMessage } from '@vitrine/contracts/meeting-room';
import type { RoomRole } from '@vitrine/contracts/meetings';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import type { ProductCards } from '../../products/index.ts';
import { meetingPriceEndsAt, productPath, type RoomRepository } from '../room/room.repository.ts';
import { trunkShow, trunkShowChatMessage, trunkShowPin } from './trunk-show.schema.ts';

/**
 * What a trunk show's room keeps with the show: its chat and its pinned products, as a
 * meeting's room keeps them with its booking (room.repository.ts).
 */
export const createTrunkShowRoomRepository = (
  db: Database,
  products: Pick<ProductCards, 'shownByIds'>,
) => ({
  async pins(trunkShowId: string): Promise<PinnedProduct[]> {
    const rows = await db
      .select({ productId: trunkShowPin.productId, pinnedAt: trunkShowPin.pinnedAt })
      .from(trunkShowPin)
      .where(eq(trunkShowPin.trunkShowId, trunkShowId))
      .orderBy(asc(trunkShowPin.pinnedAt), asc(trunkShowPin.productId));
    const cards = await products.shownByIds(rows.map((row) => row.productId));
    return rows.flatMap((row) => {
      const card = cards.get(row.productId);
      return card
        ? [
            {
              productId: row.productId,
              title: card.title,
              priceMinor: card.price.amountMinor,
              currency: card.price.currency,
              imageUrl: card.imageUrl,
              url: productPath(row.productId),
              pinnedAt: row.pinnedAt.toISOString(),
              // A trunk show's pins have no meeting-only price (a one-to-one meeting's do).
              meetingPriceMinor: null,
              meetingPriceEndsAt: meetingPriceEndsAt(row.pinnedAt).toISOString(),
            },
          ]
        : [];
    });
  },

  async chat(trunkShowId: string): Promise<RoomChatMessage[]> {
    const rows = await db
      .select()
      .from(trunkShowChatMessage)
      .where(eq(trunkShowChatMessage.trunkShowId, trunkShowId))
      .orderBy(asc(trunkShowChatMessage.sentAt), asc(trunkShowChatMessage.id));
    return rows.map((row) => ({
      id: row.id,
      participantId: row.participantId,
      name: row.name,
      role: row.role,
      body: row.body,
      sentAt: row.sentAt.toISOString(),
    }));
  },

  async addMessage(message: {
    trunkShowId: string;
    participantId: string;
    name: string;
    role: 'shop' | 'viewer';
    body: string;
    sentAt: Date;
  }): Promise<RoomChatMessage> {
    const [row] = await db.insert(trunkShowChatMessage).values(message).returning();
    return {
      id: row!.id,
      participantId: row!.participantId,
      name: row!.name,
      role: row!.role,
      body: row!.body,
      sentAt: row!.sentAt.toISOString(),
    };
  },

  async pin(trunkShowId: string, shopId: string, productId: string, at: Date): Promise<boolean> {
    const card = (await products.shownByIds([productId])).get(productId);
    if (card?.shopId !== shopId) return false;
    await db
      .insert(trunkShowPin)
      .values({ trunkShowId, productId, pinnedAt: at })
      .onConflictDoNothing();
    return true;
  },

  async unpin(trunkShowId: string, productId: string): Promise<void> {
    await db
      .delete(trunkShowPin)
      .where(and(eq(trunkShowPin.trunkShowId, trunkShowId), eq(trunkShowPin.productId, productId)));
  },

  async isTrunkShow(id: string): Promise<boolean> {
    const [row] = await db.select({ id: trunkShow.id }).from(trunkShow).where(eq(trunkShow.id, id));
    return row !== undefined;
  },
});

/**
 * The room's store for the signalling server: a booking's room keeps its chat and pins with
 * the booking, a trunk show's with the show (which of the two an id is, is asked once and
 * remembered: ids are random UUIDs, never both). Call quality and meeting prices are kept for
 * meetings only.
 */
export function createRoomStore(
  meetings: RoomRepository,
  trunkShows: ReturnType<typeof createTrunkShowRoomRepository>,
): RoomRepository {
  const kinds = new Map<string, boolean>();
  const isShow = async (id: string) => {
    const known = kinds.get(id);
    if (known !== undefined) return known;
    const found = await trunkShows.isTrunkShow(id);
    if (kinds.size > 10_000) kinds.clear();
    kinds.set(id, found);
    return found;
  };
  const showRole = (role: RoomRole): 'shop' | 'viewer' => (role === 'shop' ? 'shop' : 'viewer');
  return {
    pins: async (id) => ((await isShow(id)) ? trunkShows.pins(id) : meetings.pins(id)),
    // Meeting prices belong to a booking's pins: a trunk show's pins take none, and a cart's
    // booking ids are never a show's.
    customerPins: (customerId, bookingIds) => meetings.customerPins(customerId, bookingIds),
    setPinPrice: async (id, productId, priceMinor) =>
      (await isShow(id)) ? false : meetings.setPinPrice(id, productId, priceMinor),
    chat: async (id) => ((await isShow(id)) ? trunkShows.chat(id) : meetings.chat(id)),
    addMessage: async (message) => {
      if (!(await isShow(message.bookingId))) return meetings.addMessage(message);
      const { bookingId, role, ...rest } = message;
      return trunkShows.addMessage({ ...rest, trunkShowId: bookingId, role: showRole(role) });
    },
    pin: async (id, shopId, productId, at) =>
      (await isShow(id))
        ? trunkShows.pin(id, shopId, productId, at)
        : meetings.pin(id, shopId, productId, at),
    unpin: async (id, productId) =>
      (await isShow(id)) ? trunkShows.unpin(id, productId) : meetings.unpin(id, productId),
    saveQuality: async (report) => {
      if (!(await isShow(report.bookingId))) await meetings.saveQuality(report);
    },
    quality: async (id) => ((await isShow(id)) ? [] : meetings.quality(id)),
  };
}
