import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { shopMember } from './shop-member.schema.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';

export type ShopMemberRole = (typeof shopMember.$inferInsert)['role'];

/** Adds one member in the caller's transaction (a new shop's owner). */
export async function insertShopMember(
  tx: Transaction,
  row: { shopId: string; userId: string; role: ShopMemberRole },
): Promise<void> {
  await queryWith(tx).insert(shopMember).values(row);
}

/** Who runs which shop (`shop_member`): the owner and, later, team members. */
export const createShopMembersRepository = (db: Database) => {
  return {
    /** The shops this user is a member of (owner or team), oldest membership first. */
    async shopIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ shopId: shopMember.shopId })
        .from(shopMember)
        .where(eq(shopMember.userId, userId))
        .orderBy(asc(shopMember.createdAt), asc(shopMember.shopId));
      return rows.map((row) => row.shopId);
    },

    async isMember(userId: string, shopId: string): Promise<boolean> {
      const [row] = await db
        .select({ shopId: shopMember.shopId })
        .from(shopMember)
        .where(and(eq(shopMember.userId, userId), eq(shopMember.shopId, shopId)));
      return row !== undefined;
    },

    async countOf(shopId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(shopMember)
        .where(eq(shopMember.shopId, shopId));
      return row?.n ?? 0;
    },

    /** Adds members (the seed's owners); a membership already there is left as it is. */
    async insert(rows: { shopId: string; userId: string; role: ShopMemberRole }[]) {
      if (rows.length === 0) return;
      await db.insert(shopMember).values(rows).onConflictDoNothing();
    },
  };
};

export type ShopMembersRepository = ReturnType<typeof createShopMembersRepository>;
