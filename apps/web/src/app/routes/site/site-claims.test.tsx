import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { planPage } from '../../../features/credits/credits-test-data.ts';
import { defaultPricing } from '../../../test/pricing-fixtures.ts';
import { SiteFooter } from '../../../features/layout/components/site-footer.tsx';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedOutVisitor } from '../../../test/render-app.tsx';
import { DemoRoute } from './demo.tsx';
import { HomeBelowTheFold } from './home-below-fold.tsx';
import { HomeRoute } from './home.tsx';
import { PricingRoute } from './pricing.tsx';

/**
 * The public pages say only what is true: meetings with shops, chat, ordering products and
 * stitching, and opening a shop all work, so no page calls them "soon", and each says where to
 * do them (the home steps and the shops section link to the real pages).
 */
afterEach(() => vi.restoreAllMocks());

/** The lists these pages load are not what is checked here: they answer with an error. */
const listsUnavailable = () =>
  stubFetch({
    'GET /api/v1/plans/credits': () => json(planPage()),
    'GET /api/v1/settings/pricing': () => json(defaultPricing),
    'GET /api/v1/*': () =>
      json({ error: { code: 'INTERNAL', message: 'Not in this test' } }, { status: 503 }),
  });

const NOT_YET = /\bsoon\b|not (built|available) yet/i;

describe('what the public pages say Vitrine does', () => {
  it('pricing says what a meeting costs and that messaging a shop is free', async () => {
    listsUnavailable();
    renderScreen(<PricingRoute />, { path: '/pricing', auth: signedOutVisitor });

    expect(await screen.findByRole('article', { name: 'Starter' })).toBeInTheDocument();
    expect(
      screen.getByText(/messaging a shop are free\. A video meeting with a shop is paid for/),
    ).toBeInTheDocument();
    const credits = screen.getByRole('region', { name: 'How credits work' });
    await within(credits).findByText(/costs/);
    expect(credits).toHaveTextContent('Book a video meeting with a shop from its page');
    expect(credits).toHaveTextContent(/costs 30 credits/);
    expect(credits).toHaveTextContent('Products and stitching are paid for online');
    expect(document.body).not.toHaveTextContent(NOT_YET);
  });

  it('home’s steps each link to where they happen, none marked as coming', () => {
    listsUnavailable();
    renderScreen(<HomeBelowTheFold />);

    const steps = screen.getByRole('region', { name: 'How Vitrine works' });
    const cardOf = (title: string) =>
      within(within(steps).getByRole('heading', { name: title }).closest('div[class*="Paper"]')!);
    expect(cardOf('Discover shops').getByRole('link', { name: 'Browse shops' })).toHaveAttribute(
      'href',
      '/shops',
    );
    const meet = cardOf('Meet them on video');
    expect(meet.getByText(/book a video meeting for 30 credits/i)).toBeInTheDocument();
    expect(meet.getByRole('link', { name: 'How a meeting works' })).toHaveAttribute(
      'href',
      '/demo',
    );
    expect(
      cardOf('Order, or have it stitched').getByRole('link', { name: 'Your orders' }),
    ).toHaveAttribute('href', '/user/orders');
    expect(steps).not.toHaveTextContent(NOT_YET);
  });

  it('home’s shops section sends an owner to the shop application', () => {
    listsUnavailable();
    renderScreen(<HomeBelowTheFold />);

    const forShops = screen.getByRole('region', { name: /Run a boutique/ });
    expect(forShops).toHaveTextContent(/^Run a boutique.*Open your shop on Vitrine:/);
    expect(within(forShops).getByRole('link', { name: 'Open your shop' })).toHaveAttribute(
      'href',
      '/vendor/apply',
    );
    expect(within(forShops).getByRole('link', { name: 'How selling works' })).toHaveAttribute(
      'href',
      '/vendor',
    );
    expect(forShops).not.toHaveTextContent(NOT_YET);
  });

  it('home and the footer say you can meet shops on video and order, without "soon"', async () => {
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
    expect(screen.getByText(/then meet them on video and order what you love\.$/)).toBeVisible();
    // The rest of the page (loaded after the first screen) is checked too.
    expect(await screen.findByRole('heading', { name: 'How Vitrine works' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'browse them, meet them on video, message them, and order clothes or tailoring',
    );
    expect(document.body).not.toHaveTextContent(NOT_YET);
  });

  it('the meeting guide says how to check the camera first and where to book', () => {
    renderScreen(<DemoRoute />, { path: '/demo' });

    expect(screen.getByRole('region', { name: 'Before you join' })).toHaveTextContent(
      /choose the camera and\s+microphone/,
    );
    expect(screen.getByRole('link', { name: 'Find a shop to meet' })).toHaveAttribute(
      'href',
      '/shops',
    );
    expect(document.body).not.toHaveTextContent(NOT_YET);
  });
});
