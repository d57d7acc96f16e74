import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { userCard } from '../users/index.ts';
import { shop } from './catalogue.schema.ts';
import { shopMember } from './shop-member.schema.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import type { Page } from '../../platform/lib/paging.ts';
import { updateShop } from './shop-writes.ts';
import type { ShopPatch } from './shops.repository.ts';

const staffShopColumns = {
  id: shop.id,
  slug: shop.slug,
  name: shop.name,
  city: shop.city,
  state: shop.state,
  verified: shop.verified,
  premium: shop.premium,
  suspendedAt: shop.suspendedAt,
  suspensionReason: shop.suspensionReason,
  createdAt: shop.createdAt,
};
export type StaffShopRow = {
  [K in keyof typeof staffShopColumns]: (typeof shop.$inferSelect)[K];
};
export type ShopOwnerRow = { shopId: string; id: string; name: string; email: string };

export type StaffShopFilters = { text?: string; status: 'active' | 'suspended' | 'any' };

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filters: StaffShopFilters): SQL | undefined {
  const pattern = filters.text && likePattern(filters.text);
  return and(
    filters.status === 'active' ? isNull(shop.suspendedAt) : undefined,
    filters.status === 'suspended' ? isNotNull(shop.suspendedAt) : undefined,
    pattern
      ? or(
          ilike(shop.name, pattern),
          ilike(shop.slug, pattern),
          ilike(shop.city, pattern),
          sql`exists (select 1 from ${shopMember} join ${userCard} on ${userCard.id} = ${shopMember.userId}
            where ${shopMember.shopId} = ${shop.id} and ${userCard.email} ilike ${pattern})`,
        )
      : undefined,
  );
}

/** Shops as staff see them: suspended ones too, with who runs them. */
export const createStaffShopsRepository = (db: Database) => ({
  async list(filters: StaffShopFilters, page: Page) {
    const where = conditions(filters);
    const [items, [total]] = await Promise.all([
      db
        .select(staffShopColumns)
        .from(shop)
        .where(where)
        .orderBy(desc(shop.createdAt), shop.id)
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(shop).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  /** One shop, locked for the caller's change. */
  async find(q: Transaction | Database, id: string): Promise<StaffShopRow | undefined> {
    const [row] = await queryWith(q)
      .select(staffShopColumns)
      .from(shop)
      .where(eq(shop.id, id))
      .for('update');
    return row;
  },

  /** Changes the shop in the caller's transaction and announces it (`shop:changed`). */
  update: (tx: Transaction, id: string, patch: ShopPatch) => updateShop(queryWith(tx), id, patch),

  async owners(shopIds: string[], q: Transaction | Database = db): Promise<ShopOwnerRow[]> {
    if (shopIds.length === 0) return [];
    return queryWith(q)
      .select({
        shopId: shopMember.shopId,
        id: userCard.id,
        name: userCard.name,
        email: userCard.email,
      })
      .from(shopMember)
      .innerJoin(userCard, eq(userCard.id, shopMember.userId))
      .where(and(inArray(shopMember.shopId, shopIds), eq(shopMember.role, 'owner')));
  },
});

export type StaffShopsRepository = ReturnType<typeof createStaffShopsRepository>;
