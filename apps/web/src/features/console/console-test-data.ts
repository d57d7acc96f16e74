import type { Availability, SlotList } from '@vitrine/contracts/availability';
import { sameHoursEveryDay } from '@vitrine/contracts/availability';
import type { ShopCustomerPage } from '@vitrine/contracts/shop-console';

export const availability = (overrides: Partial<Availability> = {}): Availability => ({
  weeklyHours: { ...sameHoursEveryDay([]), monday: [{ start: '10:00', end: '13:00' }] },
  exceptions: [],
  meetingMinutes: 30,
  bufferMinutes: 10,
  minimumNoticeMinutes: 120,
  horizonDays: 60,
  timeZone: 'Asia/Kolkata',
  ...overrides,
});

export const slots = (items: SlotList['items'] = []): SlotList => ({
  timeZone: 'Asia/Kolkata',
  items,
});

export const customerPage = (
  items: ShopCustomerPage['items'] = [],
  total = items.length,
): ShopCustomerPage => ({ items, total, page: 1, limit: 20 });
