import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { rawRows } from '../platform/db/raw-rows.ts';
import { runInTransaction } from '../platform/db/transaction.ts';
import { offer } from '../modules/offers/offers.schema.ts';
import { product, productVariant } from '../modules/products/products.schema.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The demo vendor's shop code: ₹200 off from ₹1,500 at that shop, twice per customer. */
export const DEMO_SHOP_CODE = 'VIKRAM200';

type DemoProduct = { id: string; priceMinor: number };

/**
 * Something to buy in sizes for a newcomer's checkout (of the products from ₹1,000, so two reach
 * the shop code's minimum): on the demo vendor's shop, its newest product in sizes S, M and L (L low on stock: 2 left) and the next one made to order (14 days);
 * on the first other demo shop (by slug), its newest product in two colours and the next one
 * low on stock (2 left); and the demo vendor's shop code with rules (`DEMO_SHOP_CODE`), beside
 * the platform's codes the catalogue has. Only on a new demo database: the catalogue must have
 * been seeded in the same run (seed-all.ts), so an existing database is never changed.
 */
export async function seedDemoCheckout(db: Database): Promise<{ added: number }> {
  return runInTransaction(db, async (transaction) => {
    const tx = transaction as unknown as Database;
    const newestOf = (shopFilter: ReturnType<typeof sql>) =>
      rawRows<DemoProduct & { shopId: string }>(
        tx,
        sql`select p.id::text as id, p.price_minor as "priceMinor", p.shop_id::text as "shopId"
          from product p
          where p.archived_at is null and p.price_minor >= 100000 and p.shop_id = (${shopFilter})
            and not exists (select 1 from product_variant v where v.product_id = p.id)
          order by p.created_at desc, p.id limit 2`,
      );
    const vendorShop = await newestOf(
      sql`select m.shop_id from shop_member m join "user" u on u.id = m.user_id
        where u.email = ${DEMO_VENDOR_EMAIL} and m.role = 'owner'
        order by m.created_at limit 1`,
    );
    const otherShop = await newestOf(
      sql`select s.id from shop s
        join shop_member m on m.shop_id = s.id and m.role = 'owner'
        join "user" u on u.id = m.user_id and u.email like 'owner.%@vitrine.local'
        where s.suspended_at is null
          and (select count(*) from product p where p.shop_id = s.id and p.archived_at is null
            and p.price_minor >= 100000) >= 2
        order by s.slug limit 1`,
    );
    if (vendorShop.length < 2 || otherShop.length < 2) return { added: 0 };
    const [sized, madeToOrder] = [vendorShop[0]!, vendorShop[1]!];
    const [coloured, lowStock] = [otherShop[0]!, otherShop[1]!];

    const inStock = (
      p: DemoProduct,
      position: number,
      size: string | null,
      colour: string | null,
      stock: number,
    ) => ({
      productId: p.id,
      size,
      colour,
      priceMinor: p.priceMinor,
      stock,
      stockKind: 'in_stock' as const,
      position,
    });
    const variants: (typeof productVariant.$inferInsert)[] = [
      inStock(sized, 0, 'S', 'Indigo', 6),
      inStock(sized, 1, 'M', 'Indigo', 8),
      inStock(sized, 2, 'L', 'Indigo', 2),
      {
        productId: madeToOrder.id,
        size: 'Free size',
        colour: null,
        priceMinor: madeToOrder.priceMinor,
        stock: 0,
        stockKind: 'made_to_order',
        leadTimeDays: 14,
        position: 0,
      },
      inStock(coloured, 0, null, 'Ivory', 5),
      inStock(coloured, 1, null, 'Rust', 5),
    ];
    await tx.insert(productVariant).values(variants);
    await tx
      .update(product)
      .set({ stock: 2, updatedAt: sql`now()` })
      .where(sql`${product.id} = ${lowStock.id}::uuid`);

    const now = Date.now();
    await tx.insert(offer).values({
      offeror: 'shop',
      shopId: sized.shopId,
      title: '₹200 off from ₹1,500 at our shop',
      description: `Use ${DEMO_SHOP_CODE} at checkout: ₹200 off this shop's items from ₹1,500, twice per customer.`,
      code: DEMO_SHOP_CODE,
      discountKind: 'amount',
      discountValue: 200_00,
      currency: 'INR',
      validFrom: new Date(now - DAY),
      validUntil: new Date(now + 180 * DAY),
      minimumAmountMinor: 1_500_00,
      perCustomerLimit: 2,
    });
    return { added: variants.length + 2 };
  });
}
