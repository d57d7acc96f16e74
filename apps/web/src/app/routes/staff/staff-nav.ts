import type { StaffPermission } from '@vitrine/contracts/staff';
import { staffContentNav } from './content-routes.tsx';

/**
 * Which staff may open a page: an area (`shops`, `support`, `content`, `credits`; admins hold
 * every one), `admin` for admins only, or `any` for every member of staff.
 */
export type StaffNavArea = StaffPermission | 'admin' | 'any';

export type StaffNavItem = { label: string; path: string; area: StaffNavArea };

/**
 * The staff console's pages, in the order its navigation lists them. A data list so other
 * areas of the console (content, shops, broadcasts: `staffContentNav`) are appended at one place.
 */
export const staffNav: StaffNavItem[] = [
  { label: 'Overview', path: '/staff', area: 'any' },
  { label: 'Shop applications', path: '/staff/shop-applications', area: 'shops' },
  { label: 'Support desk', path: '/staff/support', area: 'support' },
  { label: 'Users and credits', path: '/staff/users', area: 'credits' },
  { label: 'Payment alerts', path: '/staff/payment-alerts', area: 'credits' },
  { label: 'Payouts', path: '/staff/payouts', area: 'shops' },
  { label: 'Commission report', path: '/staff/commission-report', area: 'shops' },
  ...staffContentNav,
  { label: 'Employees', path: '/staff/employees', area: 'admin' },
  { label: 'Audit log', path: '/staff/audit-log', area: 'admin' },
];

/** Who is looking: an admin, or an employee holding some areas. */
export type StaffViewer = { isAdmin: boolean; permissions: readonly StaffPermission[] };

/** Whether this member of staff may open a page of that area (the server checks again). */
export const mayOpen = (viewer: StaffViewer, area: StaffNavArea) =>
  area === 'any' || viewer.isAdmin || (area !== 'admin' && viewer.permissions.includes(area));

/** The items this member of staff may open, in order. */
export const staffNavFor = (viewer: StaffViewer, items: readonly StaffNavItem[] = staffNav) =>
  items.filter((item) => mayOpen(viewer, item.area));

/** The item whose page (or a page below it) is open; the overview only on itself. */
export const currentStaffItem = (items: readonly StaffNavItem[], pathname: string) =>
  [...items]
    .filter((i) =>
      i.path === '/staff'
        ? pathname === '/staff' || pathname === '/staff/'
        : pathname === i.path || pathname.startsWith(`${i.path}/`),
    )
    .sort((a, b) => b.path.length - a.path.length)[0];
