import type { Slot } from '@vitrine/contracts/availability';
import { useMemo, useState } from 'react';
import { dayIn } from '../../rules/week-calendar.ts';
import { useGetShopSlotsQuery } from '../../api/get-shop-slots.ts';

/** How far ahead a shopper can book. */
export const BOOKING_HORIZON_DAYS = 21;

const startOfHour = (now: number) => new Date(Math.floor(now / 3_600_000) * 3_600_000);

/**
 * The shop's slots for the next weeks, grouped by day in the shop's zone: the days with a free
 * future slot (for the date step) and every slot of a day (for the time step).
 */
export function useShopFreeDays(shopId: string) {
  // Fixed for the visit so the query key stays the same across renders.
  const [range] = useState(() => {
    const from = startOfHour(Date.now());
    const to = new Date(from.getTime() + BOOKING_HORIZON_DAYS * 86_400_000);
    return { from: from.toISOString(), to: to.toISOString() };
  });
  const query = useGetShopSlotsQuery({ shopId, ...range }, { skip: !shopId });
  const data = query.data;

  const byDay = useMemo(() => {
    const map = new Map<string, Slot[]>();
    if (!data) return map;
    const now = Date.now();
    for (const slot of data.items) {
      if (Date.parse(slot.startsAt) <= now) continue;
      const day = dayIn(slot.startsAt, data.timeZone);
      map.set(day, [...(map.get(day) ?? []), slot]);
    }
    return map;
  }, [data]);

  const days = useMemo(
    () =>
      [...byDay.entries()]
        .map(([day, slots]) => ({ day, free: slots.filter((s) => s.available).length }))
        .filter((d) => d.free > 0),
    [byDay],
  );

  return {
    query,
    timeZone: data?.timeZone,
    days,
    slotsOn: (day: string | null) => (day ? (byDay.get(day) ?? []) : []),
  };
}
