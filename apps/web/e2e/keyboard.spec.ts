import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeSharedJourney } from './support/harness.ts';

/** Finding a shop with the keyboard alone: no mouse, no pointer events. */
describeSharedJourney('finding a shop with the keyboard alone', (journey) => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      const label = element?.labels?.[0]?.textContent;
      return {
        tag: element?.tagName.toLowerCase(),
        name: (element?.getAttribute('aria-label') ?? label ?? element?.textContent ?? '').trim(),
        id: element?.id,
      };
    });

  /** Presses Tab until the focused element satisfies `match`, at most `limit` times. */
  async function tabTo(page: Page, match: (f: Awaited<ReturnType<typeof focused>>) => boolean) {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (match(await focused(page))) return;
    }
    throw new Error(
      `never reached the element by Tab; last: ${JSON.stringify(await focused(page))}`,
    );
  }

  it('skips to the content, searches, ticks a filter and opens a shop', async () => {
    const page = await journey().newPage();
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search shops' }).waitFor();

    // The first Tab offers "Skip to content", which moves past the header.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: 'Skip to content' });
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).hash).toBe('#main-content');

    // The search box is reached by Tab; Enter searches.
    await tabTo(page, (f) => f.tag === 'input' && f.name === 'Search shops');
    await page.keyboard.type('silk');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/shops');
    await page.getByRole('heading', { name: /^\d+ shops? for “silk”$/ }).waitFor();

    // A filter is ticked with Space and lands in the URL.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const category = filters.getByRole('checkbox', { name: /^Women's Ethnic \(\d+\)$/ });
    await category.waitFor();
    const categoryId = await category.getAttribute('id');
    await tabTo(page, (f) => f.tag === 'input' && f.id === categoryId);
    await page.keyboard.press('Space');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('categories'))
      .toBe('womens-ethnic');
    expect(await category.isChecked()).toBe(true);

    // The first result opens with Enter.
    const firstShop = page.getByRole('main').getByRole('article').first().getByRole('link');
    const shopName = (await firstShop.textContent())!.trim();
    await tabTo(page, (f) => f.tag === 'a' && f.name === shopName);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/shop\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: shopName, level: 1 }).waitFor();

    // "Book a video meeting" is reachable and, signed out, leads to sign-in.
    await tabTo(page, (f) => f.tag === 'a' && f.name.includes('Book a video meeting'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/auth/login');
  });
});
