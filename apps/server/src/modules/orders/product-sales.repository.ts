import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';

/**
 * Orders whose items count as sold: paid (or placed for cash on delivery) and not cancelled,
 * returned or refunded.
 */
export const SOLD_STATUSES = ['paid', 'packed', 'shipped', 'delivered', 'return_requested'];

export type ProductSalesRow = {
  productId: string | null;
  title: string;
  units: number;
  revenueMinor: number;
  currency: string;
  orders: number;
};

/**
 * A shop's sales per product over [from, to) (by when each order was paid, or placed for cash on
 * delivery): units, the items'
 * revenue and how many orders, one row per product and currency, most revenue first. A
 * product since deleted is grouped by the title its orders kept.
 */
export const createProductSalesRepository = (db: Database) => ({
  async ofShop(shopId: string, from: Date, to: Date): Promise<ProductSalesRow[]> {
    const result = (await db.execute(sql`
      select i.product_id as "productId", min(i.title) as title,
        sum(i.quantity)::int as units,
        sum(i.quantity::bigint * i.unit_price_minor)::bigint as "revenueMinor",
        o.currency, count(distinct o.id)::int as orders
      from shop_order o join order_item i on i.order_id = o.id
      where o.shop_id = ${shopId}
        and coalesce(o.paid_at, o.created_at) >= ${from.toISOString()}
        and coalesce(o.paid_at, o.created_at) < ${to.toISOString()}
        and o.status in (${sql.join(
          SOLD_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})
      group by i.product_id, case when i.product_id is null then i.title end, o.currency
      order by "revenueMinor" desc, units desc, title asc`)) as unknown as {
      rows: (Omit<ProductSalesRow, 'revenueMinor'> & { revenueMinor: string | number })[];
    };
    return result.rows.map((row) => ({ ...row, revenueMinor: Number(row.revenueMinor) }));
  },
});

export type ProductSalesRepository = ReturnType<typeof createProductSalesRepository>;
