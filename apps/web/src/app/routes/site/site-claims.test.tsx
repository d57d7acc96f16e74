import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planPage } from '../../../features/credits/credits-test-data.ts';
import { SiteFooter } from '../../../features/layout/components/site-footer.tsx';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedOutVisitor } from '../../../test/render-app.tsx';
import { HomeBelowTheFold } from './home-below-fold.tsx';
import { HomeRoute } from './home.tsx';
import { PricingRoute } from './pricing.tsx';

/**
 * The public pages say only what Vitrine does today: browsing shops, brands and offers, and
 * buying credits. Chat, meetings and orders are not built yet, so they are never promised as if
 * they were.
 */
afterEach(() => vi.restoreAllMocks());

/** The lists these pages load are not what is checked here: they answer with an error. */
const listsUnavailable = () =>
  stubFetch({
    'GET /api/v1/plans/credits': () => json(planPage()),
    'GET /api/v1/*': () =>
      json({ error: { code: 'INTERNAL', message: 'Not in this test' } }, { status: 503 }),
  });

describe('what the public pages promise', () => {
  it('pricing promises no chat and says what a meeting costs', async () => {
    listsUnavailable();
    renderScreen(<PricingRoute />, { path: '/pricing', auth: signedOutVisitor });

    expect(await screen.findByRole('article', { name: 'Starter' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/chat/i);
    const credits = screen.getByRole('region', { name: 'How credits work' });
    expect(credits).toHaveTextContent('Book a video meeting with a shop from its page');
    expect(credits).toHaveTextContent(/costs 30 credits/);
  });

  it('home marks meeting and ordering as coming soon, and discovering shops as here now', async () => {
    listsUnavailable();
    renderScreen(<HomeBelowTheFold />);

    const steps = screen.getByRole('region', { name: 'How Vitrine works' });
    const cardOf = (title: string) =>
      within(steps).getByRole('heading', { name: title }).closest('div[class*="Paper"]')!;
    expect(cardOf('Discover shops')).not.toHaveTextContent('Coming soon');
    expect(cardOf('Meet them on video')).toHaveTextContent('Coming soon');
    expect(cardOf('Order, or have it stitched')).toHaveTextContent('Coming soon');
    expect(screen.getByRole('region', { name: /Run a boutique/ })).toHaveTextContent(
      'Shop registration opens soon',
    );
  });

  it('home’s headline and the footer promise no talking to shops yet', async () => {
    listsUnavailable();
    renderScreen(
      <>
        <HomeRoute />
        <SiteFooter />
      </>,
    );

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Boutiques, brands and tailors in one place',
      }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/you can talk to/i);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/open soon/);
  });
});
