import { DEFAULT_LOW_STOCK_UNITS, type StockLevel } from '@vitrine/contracts/shop-stock';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { Page } from '../../platform/lib/paging.ts';

type StockRow = Omit<StockLevel, 'low'> & { low: boolean };

/**
 * A shop's stock lines: each live product without variants, and each live variant of the
 * others; `low` when kept in stock at or under the threshold. Running-low lines first, fewest
 * units first, then by title.
 */
const stockLines = (shopId: string, threshold: number): SQL => sql`
  select p.id as "productId", null::uuid as "variantId", p.title, null::text as size,
    null::text as colour, false as "madeToMeasure", 'in_stock'::text as "stockKind", p.stock,
    null::int as "leadTimeDays", p.stock <= ${threshold} as low, 0 as position
  from product p
  where p.shop_id = ${shopId} and p.archived_at is null
    and not exists (select 1 from product_variant v
      where v.product_id = p.id and v.archived_at is null)
  union all
  select p.id, v.id, p.title, v.size, v.colour, v.made_to_measure, v.stock_kind,
    case when v.stock_kind = 'in_stock' then v.stock else 0 end, v.lead_time_days,
    v.stock_kind = 'in_stock' and v.stock <= ${threshold}, v.position
  from product p join product_variant v on v.product_id = p.id and v.archived_at is null
  where p.shop_id = ${shopId} and p.archived_at is null`;

const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export const createShopStockRepository = (db: Database) => ({
  async threshold(shopId: string): Promise<number> {
    const [row] = await rowsOf<{ low_stock_units: number }>(
      db,
      sql`select low_stock_units from shop_stock_setting where shop_id = ${shopId}`,
    );
    return row?.low_stock_units ?? DEFAULT_LOW_STOCK_UNITS;
  },

  async setThreshold(shopId: string, lowStockUnits: number): Promise<void> {
    await db.execute(sql`insert into shop_stock_setting (shop_id, low_stock_units, updated_at)
      values (${shopId}, ${lowStockUnits}, now())
      on conflict (shop_id) do update set low_stock_units = excluded.low_stock_units,
        updated_at = now()`);
  },

  /** One page of the shop's stock lines, with how many there are and how many run low. */
  async page(
    shopId: string,
    threshold: number,
    lowOnly: boolean,
    window: Page,
  ): Promise<{ items: StockRow[]; total: number; lowCount: number }> {
    const lines = stockLines(shopId, threshold);
    const only = lowOnly ? sql`where low` : sql``;
    const [items, [counts]] = await Promise.all([
      rowsOf<StockRow>(
        db,
        sql`select "productId", "variantId", title, size, colour, "madeToMeasure", "stockKind",
              stock, "leadTimeDays", low
            from (${lines}) as line ${only}
            order by low desc, stock asc, title asc, "productId", position
            limit ${window.limit} offset ${window.offset}`,
      ),
      rowsOf<{ total: number; low_count: number }>(
        db,
        sql`select count(*) filter (where ${lowOnly} = false or low)::int as total,
              count(*) filter (where low)::int as low_count
            from (${lines}) as line`,
      ),
    ]);
    return { items, total: counts?.total ?? 0, lowCount: counts?.low_count ?? 0 };
  },
});

export type ShopStockRepository = ReturnType<typeof createShopStockRepository>;
