import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyPage,
  filterVocabulary,
  offer,
  searchResult,
  shopSummary,
} from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { CommunitySections, DiscoverySections } from './home-sections.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const categories = filterVocabulary['GET /api/v1/category/categories-subcat'];

describe('the home page sections', () => {
  it('show the categories, the featured shops and the offers the API answers', async () => {
    stubFetch({
      'GET /api/v1/category/categories-subcat': () => json(categories),
      'GET /api/v1/vendor/fetch-shops': () =>
        json(searchResult({ items: [shopSummary({ name: 'Kanchi Looms', premium: true })] })),
      'GET /api/v1/offers/premium-offers': () =>
        json({ ...emptyPage, items: [offer({ title: 'Diwali: 20% off' })], total: 1 }),
    });
    renderScreen(<DiscoverySections />);

    const tiles = await screen.findByRole('region', { name: 'Shop by category' });
    expect(await within(tiles).findByRole('link', { name: 'Bridal' })).toHaveAttribute(
      'href',
      '/shops?categories=bridal',
    );
    const featured = screen.getByRole('region', { name: 'Featured shops' });
    expect(await within(featured).findByText('Kanchi Looms')).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'Offers running now' });
    expect(await within(offers).findByText('Diwali: 20% off')).toBeInTheDocument();
  });

  it('retry a section that failed, and leave out a section with nothing to show', async () => {
    let reviewCalls = 0;
    stubFetch({
      'GET /api/v1/reviews/top-platform-review': () => {
        reviewCalls += 1;
        return reviewCalls === 1
          ? json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : json({ items: [] });
      },
    });
    const user = userEvent.setup();
    renderScreen(<CommunitySections />);

    const reviews = await screen.findByRole('region', { name: 'What customers say' });
    expect(
      await within(reviews).findByText('We could not load what customers say'),
    ).toBeInTheDocument();
    await user.click(within(reviews).getByRole('button', { name: 'Try again' }));

    // The second answer has no reviews: the section leaves; the newsletter stays.
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'What customers say' })).toBeNull(),
    );
    expect(reviewCalls).toBe(2);
    expect(
      screen.getByRole('region', { name: 'New shops and offers, once a month' }),
    ).toBeVisible();
  });
});
