import type { Availability, SlotList } from '@vitrine/contracts/availability';
import { sameHoursEveryDay } from '@vitrine/contracts/availability';
import type { ShopCustomerPage } from '@vitrine/contracts/shop-console';
import type { AuthState } from '../auth/state/auth-slice.ts';

/** A signed-in shop owner (vendor role, no customer role). */
export const signedInVendor: AuthState = {
  status: 'signedIn',
  token: 'token-vendor',
  userId: 'user-vendor',
  profile: { name: 'Ritu Kala', email: 'ritu@example.com' },
  role: { customer: false, vendor: true, employee: false, admin: false },
};

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
