import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uuid } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { HeroBanners } from './hero-banners.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const banner = (title: string, ctaLabel: string, ctaHref: string) => {
  const id = uuid();
  return {
    id,
    title,
    subtitle: `${title}, picked for you`,
    imageUrl: `/api/v1/media/banners/${id}.svg`,
    ctaLabel,
    ctaHref,
  };
};

describe('the hero banners', () => {
  it('show the API’s banners as slides, only the one in view reachable, with its call to action', async () => {
    stubFetch({
      'GET /api/v1/settings/hero-banners': () =>
        json({
          items: [
            banner('The wedding edit', 'Shop bridal', '/shops?categories=bridal'),
            banner('Tailors near you', 'Find a tailor', '/shops?isStitcher=true'),
          ],
        }),
    });
    const user = userEvent.setup();
    renderScreen(<HeroBanners />);

    const first = await screen.findByRole('group', { name: '1 of 2' });
    expect(within(first).getByText('The wedding edit')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Shop bridal' })).toHaveAttribute(
      'href',
      '/shops?categories=bridal',
    );
    const second = screen.getByRole('group', { hidden: true, name: '2 of 2' });
    expect(second).toHaveAttribute('inert');

    await user.click(screen.getByRole('button', { name: 'Banner 2: Tailors near you' }));
    expect(second).not.toHaveAttribute('inert');
    expect(first).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Banner 2: Tailors near you' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(first).not.toHaveAttribute('inert');
  });

  it('never link a banner’s button off the site, whatever link was stored for it', async () => {
    stubFetch({
      'GET /api/v1/settings/hero-banners': () =>
        json({
          items: [
            banner('Stored before the rule', 'Phish', '/\\evil.example/phish'),
            banner('A tab in the path', 'Tabbed', '/\t/evil.example'),
            banner('The wedding edit', 'Shop bridal', '/shops?categories=bridal'),
          ],
        }),
    });
    renderScreen(<HeroBanners />);

    const first = await screen.findByRole('group', { name: '1 of 3' });
    expect(within(first).getByText('Stored before the rule')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/shops?categories=bridal']);
    expect(screen.queryByRole('link', { hidden: true, name: 'Phish' })).toBeNull();
    expect(screen.queryByRole('link', { hidden: true, name: 'Tabbed' })).toBeNull();
  });

  it('offer a retry when the banners cannot be loaded', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/v1/settings/hero-banners': () => {
        calls += 1;
        return calls === 1
          ? json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 503 })
          : json({ items: [banner('Festive offers', 'See offers', '/offers')] });
      },
    });
    const user = userEvent.setup();
    renderScreen(<HeroBanners />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The featured collections could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'See offers' })).toHaveAttribute(
      'href',
      '/offers',
    );
  });

  it('show the banners the server put in the page without asking the API, once', async () => {
    const embedded = banner('Festive picks', 'See festive', '/shops?occasions=festive');
    const fresh = banner('Fresh from the API', 'See fresh', '/shops');
    const { spy } = stubFetch({
      'GET /api/v1/settings/hero-banners': () => json({ items: [fresh] }),
    });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'vitrine-hero-banners';
    block.textContent = JSON.stringify({ items: [embedded] });
    document.head.append(block);

    const first = renderScreen(<HeroBanners />);
    expect(await screen.findByText('Festive picks')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    expect(document.getElementById('vitrine-hero-banners')).toBeNull();
    first.unmount();

    // Coming back to the home page later shows the API's current banners.
    renderScreen(<HeroBanners />);
    expect(await screen.findByText('Fresh from the API')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('ask the API when the embedded banners are unreadable', async () => {
    const { spy } = stubFetch({
      'GET /api/v1/settings/hero-banners': () =>
        json({ items: [banner('From the API', 'Go', '/shops')] }),
    });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'vitrine-hero-banners';
    block.textContent = '{"items": [';
    document.head.append(block);

    renderScreen(<HeroBanners />);
    expect(await screen.findByText('From the API')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
