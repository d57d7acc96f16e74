import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInEmployee } from '../../../features/staff-content/staff-test-data.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { staffContentNav, staffContentRoutes } from './content-routes.tsx';

afterEach(() => vi.restoreAllMocks());

describe('staff content routes', () => {
  it('offers a navigation item for every page, each with its staff area', () => {
    expect(staffContentNav.map((item) => item.path)).toEqual(
      staffContentRoutes.map((route) => route.path),
    );
    expect(staffContentNav.find((item) => item.path === 'shops')?.area).toBe('shops');
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
