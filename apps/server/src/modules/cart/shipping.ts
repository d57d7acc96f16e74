/*
 * What a shop's parcel costs to send and when it should arrive, for the cart and the checkout
 * alike (the checkout's price takes `shippingMinor` from here, so what the cart shows is what
 * is charged):
 * - shipping is free when the shop's part of the cart comes to ₹1,999 or more, else ₹99;
 * - the shop sends in-stock items within 2 days and made-to-order ones after their lead time
 *   (the longest of the parcel's lines); the courier then takes 3 to 6 days.
 */

export const FREE_SHIPPING_FROM_MINOR = 1_999_00;
export const SHIPPING_MINOR = 99_00;
const DISPATCH_DAYS = 2;
const TRANSIT_DAYS = { earliest: 3, latest: 6 } as const;

/** The shipping of one shop's parcel, for its lines' value before codes. */
export const shippingFor = (subtotalMinor: number): number =>
  subtotalMinor === 0 || subtotalMinor >= FREE_SHIPPING_FROM_MINOR ? 0 : SHIPPING_MINOR;

const isoDay = (at: Date, plusDays: number) =>
  new Date(at.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);

/** The first and last day (yyyy-mm-dd) one shop's parcel should arrive, ordered `now`. */
export function deliveryEstimate(
  now: Date,
  lines: readonly { stockKind: 'in_stock' | 'made_to_order'; leadTimeDays: number | null }[],
): { earliest: string; latest: string } {
  const ready = Math.max(
    DISPATCH_DAYS,
    ...lines.map((line) => (line.stockKind === 'made_to_order' ? (line.leadTimeDays ?? 0) : 0)),
  );
  return {
    earliest: isoDay(now, ready + TRANSIT_DAYS.earliest),
    latest: isoDay(now, ready + TRANSIT_DAYS.latest),
  };
}
