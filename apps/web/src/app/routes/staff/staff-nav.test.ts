import { describe, expect, it } from 'vitest';
import { currentStaffItem, mayOpen, staffNav, staffNavFor } from './staff-nav.ts';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('the staff navigation', () => {
  it('shows an admin every page', () => {
    expect(staffNavFor({ isAdmin: true, permissions: [] })).toEqual(staffNav);
  });

  it("shows an employee the overview and only their areas' pages, never the admin pages", () => {
    expect(labels(staffNavFor({ isAdmin: false, permissions: ['support', 'credits'] }))).toEqual([
      'Overview',
      'Support desk',
      'Users and credits',
      'Payment alerts',
    ]);
    expect(labels(staffNavFor({ isAdmin: false, permissions: [] }))).toEqual(['Overview']);
    expect(labels(staffNavFor({ isAdmin: false, permissions: ['shops'] }))).toEqual(
      expect.arrayContaining(['Shop applications', 'Payouts', 'Commission report', 'Shops']),
    );
    expect(
      mayOpen({ isAdmin: false, permissions: ['shops', 'support', 'content', 'credits'] }, 'admin'),
    ).toBe(false);
  });

  it('marks the page open, a page below it included, and the overview only on itself', () => {
    expect(currentStaffItem(staffNav, '/staff/support/123')?.label).toBe('Support desk');
    expect(currentStaffItem(staffNav, '/staff')?.label).toBe('Overview');
    expect(currentStaffItem(staffNav, '/staff/unknown')).toBeUndefined();
  });
});
