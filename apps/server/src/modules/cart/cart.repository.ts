import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, runInTransaction, type Transaction } from '../../platform/db/transaction.ts';
import type { CART_LINE_SOURCES } from './cart.schema.ts';
import { cart, cartLine } from './cart.schema.ts';

export type CartLineRow = typeof cartLine.$inferSelect;
export type CartLineSource = (typeof CART_LINE_SOURCES)[number];

/** Where a line's quantity stops, whatever is added to it (the check constraint's bound). */
const MAX_QUANTITY = 20;

const lineColumns = {
  id: cartLine.id,
  cartId: cartLine.cartId,
  productId: cartLine.productId,
  variantId: cartLine.variantId,
  quantity: cartLine.quantity,
  addedPriceMinor: cartLine.addedPriceMinor,
  source: cartLine.source,
  bookingId: cartLine.bookingId,
  addedAt: cartLine.addedAt,
};

export const createCartRepository = (db: Database) => ({
  async idOfUser(userId: string): Promise<string | undefined> {
    const [row] = await db.select({ id: cart.id }).from(cart).where(eq(cart.userId, userId));
    return row?.id;
  },

  async idOfGuest(tokenHash: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: cart.id })
      .from(cart)
      .where(eq(cart.guestTokenHash, tokenHash));
    return row?.id;
  },

  /** The user's cart, made on first use (two first uses at once make one). */
  async ensureOfUser(userId: string): Promise<string> {
    await db.insert(cart).values({ userId }).onConflictDoNothing();
    const [row] = await db.select({ id: cart.id }).from(cart).where(eq(cart.userId, userId));
    return row!.id;
  },

  async createGuest(tokenHash: string): Promise<string> {
    const [row] = await db
      .insert(cart)
      .values({ guestTokenHash: tokenHash })
      .returning({ id: cart.id });
    return row!.id;
  },

  async lines(cartId: string, tx?: Transaction): Promise<CartLineRow[]> {
    return (tx ? queryWith(tx) : db)
      .select(lineColumns)
      .from(cartLine)
      .where(eq(cartLine.cartId, cartId))
      .orderBy(asc(cartLine.addedAt), asc(cartLine.id));
  },

  async lineCount(cartId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(cartLine).where(eq(cartLine.cartId, cartId));
    return row?.n ?? 0;
  },

  /**
   * Adds to the cart's line of this product and variant, or starts one; the price is noted as
   * of now (adding again is seeing the current price). A line keeps the meeting it was added
   * from (the key of its meeting price); adding it from another meeting moves it to that one.
   */
  async add(
    cartId: string,
    line: {
      productId: string;
      variantId: string | null;
      quantity: number;
      priceMinor: number;
      source: CartLineSource;
      bookingId: string | null;
    },
  ): Promise<void> {
    await db
      .insert(cartLine)
      .values({
        cartId,
        productId: line.productId,
        variantId: line.variantId,
        quantity: Math.min(line.quantity, MAX_QUANTITY),
        addedPriceMinor: line.priceMinor,
        source: line.source,
        bookingId: line.bookingId,
      })
      .onConflictDoUpdate({
        target: [cartLine.cartId, cartLine.productId, cartLine.variantId],
        set: {
          quantity: sql`least(${cartLine.quantity} + excluded.quantity, ${MAX_QUANTITY})`,
          addedPriceMinor: sql`excluded.added_price_minor`,
          bookingId: sql`coalesce(excluded.booking_id, ${cartLine.bookingId})`,
        },
      });
    await this.touch(cartId);
  },

  async setQuantity(cartId: string, lineId: string, quantity: number): Promise<boolean> {
    const rows = await db
      .update(cartLine)
      .set({ quantity })
      .where(and(eq(cartLine.cartId, cartId), eq(cartLine.id, lineId)))
      .returning({ id: cartLine.id });
    return rows.length > 0;
  },

  async remove(cartId: string, lineId: string): Promise<boolean> {
    const rows = await db
      .delete(cartLine)
      .where(and(eq(cartLine.cartId, cartId), eq(cartLine.id, lineId)))
      .returning({ id: cartLine.id });
    return rows.length > 0;
  },

  /**
   * The shopper has seen the current prices: each line's noted price becomes its price now (and
   * a line whose meeting price ended forgets its meeting).
   */
  async notePrices(
    cartId: string,
    prices: { lineId: string; priceMinor: number; meetingEnded: boolean }[],
  ) {
    for (const { lineId, priceMinor, meetingEnded } of prices) {
      await db
        .update(cartLine)
        .set(
          meetingEnded
            ? { addedPriceMinor: priceMinor, bookingId: null }
            : { addedPriceMinor: priceMinor },
        )
        .where(and(eq(cartLine.cartId, cartId), eq(cartLine.id, lineId)));
    }
  },

  /**
   * Moves a guest cart's lines into the user's cart (a line of the same item adds up, to the
   * cap) and deletes the guest cart, in one transaction.
   */
  async merge(guestCartId: string, userCartId: string): Promise<void> {
    await runInTransaction(db, async (transaction) => {
      const tx = queryWith(transaction);
      await tx.execute(sql`
        insert into ${cartLine} (cart_id, product_id, variant_id, quantity, added_price_minor, source, added_at)
        select ${userCartId}::uuid, product_id, variant_id, quantity, added_price_minor, source, added_at
        from ${cartLine} where cart_id = ${guestCartId}::uuid
        on conflict (cart_id, product_id, variant_id) do update
          set quantity = least(${cartLine.quantity} + excluded.quantity, ${sql.raw(String(MAX_QUANTITY))})`);
      await tx.delete(cart).where(eq(cart.id, guestCartId));
      await tx.update(cart).set({ updatedAt: new Date() }).where(eq(cart.id, userCartId));
    });
  },

  /** What a checkout bought leaves the user's cart, in the transaction that settled it. */
  async removeBought(
    tx: Transaction,
    userId: string,
    items: readonly { productId: string; variantId: string | null }[],
  ): Promise<void> {
    if (items.length === 0) return;
    const q = queryWith(tx);
    const [owned] = await q.select({ id: cart.id }).from(cart).where(eq(cart.userId, userId));
    if (!owned) return;
    await q
      .delete(cartLine)
      .where(
        and(
          eq(cartLine.cartId, owned.id),
          or(
            ...items.map((item) =>
              and(
                eq(cartLine.productId, item.productId),
                item.variantId === null
                  ? isNull(cartLine.variantId)
                  : eq(cartLine.variantId, item.variantId),
              ),
            ),
          ),
        ),
      );
  },

  async touch(cartId: string): Promise<void> {
    await db.update(cart).set({ updatedAt: new Date() }).where(eq(cart.id, cartId));
  },
});

export type CartRepository = ReturnType<typeof createCartRepository>;
