import { z } from 'zod';
import { stockKindSchema } from './catalogue.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

// A shop's stock as its console shows it (GET /vendor/stock), its low-stock threshold
// (PUT /vendor/stock/settings) and the units and revenue of each product over a period
// (GET /vendor/sales/products).

/** The threshold a shop has not set: this many units or fewer is running low. */
export const DEFAULT_LOW_STOCK_UNITS = 5;
export const MAX_LOW_STOCK_UNITS = 10_000;

const shopId = z.uuid('must be a shop id');

export const shopStockQuerySchema = pageQuerySchema.extend({
  shopId,
  /** `true`: only what is running low (kept in stock, at or under the threshold). */
  lowOnly: z
    .enum(['true', 'false'], 'must be true or false')
    .transform((value) => value === 'true')
    .optional(),
});
export type ShopStockQuery = z.infer<typeof shopStockQuerySchema>;

/** One line of the stock list: a product bought as itself, or one of its variants. */
export const stockLevelSchema = z.object({
  productId: z.uuid(),
  /** Null: the product itself (it has no variants). */
  variantId: z.uuid().nullable(),
  title: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  madeToMeasure: z.boolean(),
  stockKind: stockKindSchema,
  /** Units on the shelf (0 for made to order, which keeps no count). */
  stock: z.number().int(),
  leadTimeDays: z.number().int().nullable(),
  /** Kept in stock with `lowStockUnits` units or fewer. */
  low: z.boolean(),
});
export type StockLevel = z.infer<typeof stockLevelSchema>;

export const shopStockPageSchema = pageOf(stockLevelSchema).extend({
  lowStockUnits: z.number().int(),
  /** How many lines are running low, whatever the page and filter. */
  lowCount: z.number().int(),
});
export type ShopStockPage = z.infer<typeof shopStockPageSchema>;

export const stockSettingsInputSchema = z.object({
  shopId,
  lowStockUnits: z
    .number('must be a number')
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(MAX_LOW_STOCK_UNITS, `must be at most ${MAX_LOW_STOCK_UNITS}`),
});
export type StockSettingsInput = z.infer<typeof stockSettingsInputSchema>;
export const stockSettingsSchema = z.object({ shopId: z.uuid(), lowStockUnits: z.number().int() });
export type StockSettings = z.infer<typeof stockSettingsSchema>;

const isoDate = z.iso.date('must be a date YYYY-MM-DD');

/** The longest period one request may cover. */
export const MAX_SALES_PERIOD_DAYS = 366;

const DAY_MS = 86_400_000;
const todayUtc = () => new Date().toISOString().slice(0, 10);

export const productSalesQuerySchema = z
  .object({
    shopId,
    /** First day, inclusive (UTC); 29 days before `to` when absent. */
    from: isoDate.optional().meta({ examples: ['2026-11-01'] }),
    /** Last day, inclusive (UTC); today when absent. */
    to: isoDate.optional().meta({ examples: ['2026-11-30'] }),
  })
  // The defaults are filled in when a request is read, not written into the schema: a default
  // computed from the clock would make the published API document change every day.
  .transform((q) => {
    const to = q.to ?? todayUtc();
    const from = q.from ?? new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
    return { shopId: q.shopId, from, to };
  })
  .superRefine(({ from, to }, ctx) => {
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (days >= MAX_SALES_PERIOD_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be within ${MAX_SALES_PERIOD_DAYS} days of from`,
      });
    }
  });
export type ProductSalesQuery = z.infer<typeof productSalesQuerySchema>;

/** One product's sales in the period: paid orders not cancelled, returned or refunded. */
export const productSalesSchema = z.object({
  /** Null: a product since deleted (its orders keep its title). */
  productId: z.uuid().nullable(),
  title: z.string(),
  units: z.number().int(),
  /** The items' prices times their quantities, before order discounts and shipping. */
  revenue: z.object({ amountMinor: z.number().int(), currency: z.string() }),
  orders: z.number().int(),
});
export type ProductSales = z.infer<typeof productSalesSchema>;

export const productSalesListSchema = z.object({
  from: isoDate,
  to: isoDate,
  /** Most revenue first. */
  items: z.array(productSalesSchema),
});
export type ProductSalesList = z.infer<typeof productSalesListSchema>;
