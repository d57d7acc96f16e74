import { expect, it } from 'vitest';
import { demoCustomer, describeSharedJourney } from './support/harness.ts';

describeSharedJourney('discovering a shop and saving it', (journey) => {
  it('searches, filters by category and occasion, opens a shop, signs in to book, favourites it and finds it in favourites', async () => {
    const page = await journey().newPage();
    const currentQuery = () => new URL(page.url()).searchParams;

    // A visitor searches from the home page.
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search shops' }).fill('silk');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/shops' && url.searchParams.get('searchKey') === 'silk',
    );
    await page.getByRole('heading', { name: /^\d+ shops? for “silk”$/ }).waitFor();

    // Filters by a category, then an occasion, each shown with its count.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: /^Women's Ethnic \(\d+\)$/ }).check();
    await expect.poll(() => currentQuery().get('categories')).toBe('womens-ethnic');
    await filters.getByRole('checkbox', { name: /^Wedding \(\d+\)$/ }).check();
    await expect.poll(() => currentQuery().get('occasions')).toBe('wedding');

    // The count shown is the API's for exactly that search.
    const api = await fetch(
      `${journey().server.url}/api/v1/vendor/fetch-shops?searchKey=silk&categories=womens-ethnic&occasions=wedding&limit=1`,
    );
    const { total } = (await api.json()) as { total: number };
    expect(total).toBeGreaterThan(0);
    await page
      .getByRole('heading', { name: `${total} ${total === 1 ? 'shop' : 'shops'} for “silk”` })
      .waitFor();

    // Opens the first shop.
    const firstShop = page.getByRole('main').getByRole('article').first().getByRole('link');
    const shopName = (await firstShop.textContent())!.trim();
    await firstShop.click();
    await page.waitForURL(/\/shop\/[0-9a-f-]{36}$/);
    const shopPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: shopName, level: 1 }).waitFor();

    // "Book a video meeting" asks the signed-out visitor to sign in first.
    await page.getByRole('link', { name: 'Book a video meeting' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(currentQuery().get('redirect')).toBe(`${shopPath}/book-meeting`);
    await page.getByText('Sign in to continue to that page.').waitFor();

    await page.getByLabel('Email').fill(demoCustomer.email);
    await page.getByLabel('Password', { exact: true }).fill(demoCustomer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === `${shopPath}/book-meeting`);
    await page.getByRole('heading', { name: `Book a video meeting with ${shopName}` }).waitFor();

    // Back on the shop's page, the customer saves it to their favourites.
    await page.getByRole('link', { name: `Back to ${shopName}` }).click();
    await page.waitForURL((url) => url.pathname === shopPath);
    await page.getByRole('button', { name: 'Save to favourites' }).click();
    const saved = page.getByRole('button', { name: 'Saved to favourites' });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    // And finds it in /user/favourites.
    await page.goto('/user/favourites');
    const favourites = page.getByRole('main');
    await favourites.getByRole('heading', { name: 'Favourites', level: 1 }).waitFor();
    const link = favourites.getByRole('link', { name: shopName, exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(shopPath);
  });
});
