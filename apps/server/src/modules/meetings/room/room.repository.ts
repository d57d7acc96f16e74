import type { PinnedProduct, RoomChatMessage } from '@vitrine/contracts/meeting-room';
import type { RoomRole } from '@vitrine/contracts/meetings';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { product } from '../../../db/schema/catalogue.ts';
import { meetingChatMessage, meetingPin } from '../../../db/schema/meeting-room.ts';

/** The web app's page of a product: what a pin links to. */
export const productPath = (productId: string) => `/product/${productId}`;

/** What a meeting's room keeps with its booking: the in-call chat and the pinned products. */
export const createRoomRepository = (db: Database) => {
  async function pins(bookingId: string): Promise<PinnedProduct[]> {
    const rows = await db
      .select({
        productId: meetingPin.productId,
        pinnedAt: meetingPin.pinnedAt,
        title: product.title,
        priceMinor: product.priceMinor,
        currency: product.currency,
        imageUrls: product.imageUrls,
      })
      .from(meetingPin)
      .innerJoin(product, eq(product.id, meetingPin.productId))
      .where(eq(meetingPin.bookingId, bookingId))
      .orderBy(asc(meetingPin.pinnedAt), asc(meetingPin.productId));
    return rows.map((row) => ({
      productId: row.productId,
      title: row.title,
      priceMinor: row.priceMinor,
      currency: row.currency,
      imageUrl: row.imageUrls[0] ?? null,
      url: productPath(row.productId),
      pinnedAt: row.pinnedAt.toISOString(),
    }));
  }

  return {
    pins,

    async chat(bookingId: string): Promise<RoomChatMessage[]> {
      const rows = await db
        .select()
        .from(meetingChatMessage)
        .where(eq(meetingChatMessage.bookingId, bookingId))
        .orderBy(asc(meetingChatMessage.sentAt), asc(meetingChatMessage.id));
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
      bookingId: string;
      participantId: string;
      name: string;
      role: RoomRole;
      body: string;
      sentAt: Date;
    }): Promise<RoomChatMessage> {
      const [row] = await db.insert(meetingChatMessage).values(message).returning();
      return {
        id: row!.id,
        participantId: row!.participantId,
        name: row!.name,
        role: row!.role,
        body: row!.body,
        sentAt: row!.sentAt.toISOString(),
      };
    },

    /** Pins a live product of the shop (false when it is not one); pinning twice keeps one pin. */
    async pin(bookingId: string, shopId: string, productId: string, at: Date): Promise<boolean> {
      const [found] = await db
        .select({ id: product.id })
        .from(product)
        .where(
          and(eq(product.id, productId), eq(product.shopId, shopId), isNull(product.archivedAt)),
        );
      if (!found) return false;
      await db
        .insert(meetingPin)
        .values({ bookingId, productId, pinnedAt: at })
        .onConflictDoNothing();
      return true;
    },

    async unpin(bookingId: string, productId: string): Promise<void> {
      await db
        .delete(meetingPin)
        .where(and(eq(meetingPin.bookingId, bookingId), eq(meetingPin.productId, productId)));
    },
  };
};

export type RoomRepository = ReturnType<typeof createRoomRepository>;
