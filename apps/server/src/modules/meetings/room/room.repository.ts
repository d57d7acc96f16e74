import type {
  CallQualityReport,
  ParticipantQuality,
  PinnedProduct,
  RoomChatMessage,
} from '@vitrine/contracts/meeting-room';
import { MEETING_PRICE_HOURS } from '@vitrine/contracts/meeting-room';
import type { RoomRole, RoomTransport } from '@vitrine/contracts/meetings';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { booking } from '../meetings.schema.ts';
import { meetingCallQuality, meetingChatMessage, meetingPin } from './room.schema.ts';
import type { ProductCards } from '../../products/index.ts';

/** A meeting's roles: a `viewer` is a trunk show's, whose room keeps its own rows. */
const meetingRole = (role: RoomRole): Exclude<RoomRole, 'viewer'> => {
  if (role === 'viewer') throw new RangeError('A viewer is in a trunk show, not a meeting');
  return role;
};

/** The web app's page of a product: what a pin links to. */
export const productPath = (productId: string) => `/product/${productId}`;

/** When a pin's meeting price stops holding: `MEETING_PRICE_HOURS` after the pin. */
export const meetingPriceEndsAt = (pinnedAt: Date) =>
  new Date(pinnedAt.getTime() + MEETING_PRICE_HOURS * 3_600_000);

/**
 * What a meeting's room keeps with its booking: the in-call chat and the pinned products. A pin
 * shows its product as it is now, and only while shoppers may see it (`products`): an archived
 * product leaves the room and the meeting's summary.
 */
export const createRoomRepository = (db: Database, products: Pick<ProductCards, 'shownByIds'>) => {
  async function pins(bookingId: string): Promise<PinnedProduct[]> {
    const rows = await db
      .select({
        productId: meetingPin.productId,
        pinnedAt: meetingPin.pinnedAt,
        priceMinor: meetingPin.priceMinor,
      })
      .from(meetingPin)
      .where(eq(meetingPin.bookingId, bookingId))
      .orderBy(asc(meetingPin.pinnedAt), asc(meetingPin.productId));
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
              meetingPriceMinor: row.priceMinor,
              meetingPriceEndsAt: meetingPriceEndsAt(row.pinnedAt).toISOString(),
            },
          ]
        : [];
    });
  }

  return {
    pins,

    /**
     * The pins of these bookings that are `customerId`'s (another's booking reads as none), with
     * each pin's meeting price (null: none) and when it was pinned.
     */
    async customerPins(customerId: string, bookingIds: readonly string[]) {
      if (bookingIds.length === 0) return [];
      return db
        .select({
          bookingId: meetingPin.bookingId,
          productId: meetingPin.productId,
          pinnedAt: meetingPin.pinnedAt,
          priceMinor: meetingPin.priceMinor,
        })
        .from(meetingPin)
        .innerJoin(booking, eq(booking.id, meetingPin.bookingId))
        .where(
          and(eq(booking.customerId, customerId), inArray(meetingPin.bookingId, [...bookingIds])),
        );
    },

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
      const role = meetingRole(message.role);
      const [row] = await db
        .insert(meetingChatMessage)
        .values({ ...message, role })
        .returning();
      return {
        id: row!.id,
        participantId: row!.participantId,
        name: row!.name,
        role: row!.role,
        body: row!.body,
        sentAt: row!.sentAt.toISOString(),
      };
    },

    /** Pins a product of the shop shoppers may see (false when it is not one); twice keeps one pin. */
    async pin(bookingId: string, shopId: string, productId: string, at: Date): Promise<boolean> {
      const card = (await products.shownByIds([productId])).get(productId);
      if (card?.shopId !== shopId) return false;
      await db
        .insert(meetingPin)
        .values({ bookingId, productId, pinnedAt: at })
        .onConflictDoNothing();
      return true;
    },

    /** Sets (null: takes off) a pinned product's meeting price; false when it is not pinned. */
    async setPinPrice(
      bookingId: string,
      productId: string,
      priceMinor: number | null,
    ): Promise<boolean> {
      const rows = await db
        .update(meetingPin)
        .set({ priceMinor })
        .where(and(eq(meetingPin.bookingId, bookingId), eq(meetingPin.productId, productId)))
        .returning({ productId: meetingPin.productId });
      return rows.length > 0;
    },

    async unpin(bookingId: string, productId: string): Promise<void> {
      await db
        .delete(meetingPin)
        .where(and(eq(meetingPin.bookingId, bookingId), eq(meetingPin.productId, productId)));
    },

    /** Stores a participant's quality report, replacing their earlier one of this meeting. */
    async saveQuality(
      report: CallQualityReport & {
        bookingId: string;
        participantId: string;
        name: string;
        role: RoomRole;
        transport: RoomTransport;
        reportedAt: Date;
      },
    ): Promise<void> {
      const role = meetingRole(report.role);
      const { bookingId: _booking, participantId: _participant, ...rest } = report;
      const latest = { ...rest, role };
      await db
        .insert(meetingCallQuality)
        .values({ ...report, role })
        .onConflictDoUpdate({
          target: [meetingCallQuality.bookingId, meetingCallQuality.participantId],
          set: latest,
        });
    },

    /** Each participant's last quality report of the meeting, by name. */
    async quality(bookingId: string): Promise<ParticipantQuality[]> {
      const rows = await db
        .select()
        .from(meetingCallQuality)
        .where(eq(meetingCallQuality.bookingId, bookingId))
        .orderBy(asc(meetingCallQuality.name), asc(meetingCallQuality.participantId));
      return rows.map(({ bookingId: _booking, reportedAt, ...row }) => ({
        ...row,
        reportedAt: reportedAt.toISOString(),
      }));
    },
  };
};

export type RoomRepository = ReturnType<typeof createRoomRepository>;
