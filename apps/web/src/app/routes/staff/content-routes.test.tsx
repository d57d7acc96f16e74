import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInEmployee } from '../../../features/staff-content/staff-test-data.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { staffContentNav, staffContentRoutes } from './content-routes.tsx';

afterEach(() => vi.restoreAllMocks());

describe('staff content routes', () => {
  it('offers a navigation item for every page, each with its staff area', () => {
    expect(staffContentNav.map((item) => item.path).sort()).toEqual(
      staffContentRoutes.map((route) => `/staff/${route.path}`).sort(),
    );
    expect(staffContentNav.find((item) => item.path === '/staff/shops')?.area).toBe('shops');
    expect(staffContentNav.find((item) => item.path === '/staff/broadcasts')?.area).toBe('content');
  });

  it.each([
    ['/staff/content/categories', 'Categories, occasions and languages'],
    ['/staff/content/banners', 'Hero banners'],
    ['/staff/content/credit-plans', 'Credit plans'],
    ['/staff/content/offers', 'Platform offers'],
    ['/staff/shops', 'Shops'],
    ['/staff/broadcasts', 'Broadcasts'],
  ])('opens %s for a signed-in employee', async (path, heading) => {
    stubFetch({
      // The console's shell asks who the employee is and which areas they hold.
      'GET /api/v1/emp/getEmployeeDetails': () =>
        json({
          id: signedInEmployee.userId,
          name: 'Asha Staff',
          email: 'asha@example.com',
          permissions: ['content', 'shops'],
          invitedBy: 'admin-1',
          createdAt: '2026-11-01T10:00:00.000Z',
          removedAt: null,
        }),
      'GET /api/v1/admin/taxonomy': () => json({ categories: [], occasions: [], languages: [] }),
      'GET /api/v1/admin/hero-banners': () => json({ items: [] }),
      'GET /api/v1/admin/credit-plans': () => json({ items: [] }),
      'GET /api/v1/admin/offers': () => json({ items: [], total: 0, page: 1, limit: 20 }),
      'GET /api/v1/admin/shops': () => json({ items: [], total: 0, page: 1, limit: 20 }),
      'GET /api/v1/*': () => json({}),
    });
    renderApp(path, { auth: signedInEmployee });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
