import type { Notification, NotificationPage } from '@vitrine/contracts/notifications';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoCustomer, describeSharedJourney } from './support/harness.ts';

/**
 * Links stored before they were checked (a banner's button, a notification) may hold a path a
 * browser reads as another site: `/\evil.example` (a backslash is a slash) or `/<tab>/evil.example`
 * (tabs are dropped). Here the server answers such stored links, and a click stays on the site.
 */
const HOSTILE = ['/\\evil.example/phish', '/\t/evil.example'];

/** Every request the page makes to another host; such a request is answered with nothing. */
async function offSiteRequests(page: Page, siteUrl: string): Promise<string[]> {
  const site = new URL(siteUrl).host;
  const seen: string[] = [];
  await page.context().route(
    (url) => url.host !== site,
    (route) => {
      seen.push(route.request().url());
      return route.abort();
    },
  );
  return seen;
}

describeSharedJourney('in-app links', (journey) => {
  it('opens a notification whose stored link leads elsewhere without leaving the site', async () => {
    const page = await journey().newPage();
    const offSite = await offSiteRequests(page, journey().server.url);
    const stored = (index: number, link: string): Notification => ({
      id: `30000000-0000-4000-8000-00000000000${index + 1}`,
      status: 'unread',
      kind: 'personalized',
      title: `Stored link ${index + 1}`,
      body: 'Written before links were checked',
      link,
      createdAt: new Date().toISOString(),
    });
    const items = [...HOSTILE, '/user/credits'].map((link, index) => stored(index, link));
    // What a server holding such rows answers (they can no longer be written through the API).
    await page.route(/\/api\/v1\/notifications(\?|$)/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            json: {
              items,
              total: items.length,
              page: 1,
              limit: 20,
              counts: {
                unread: { personalized: items.length, 'user-general': 0, general: 0, wishlist: 0 },
                newNotification: true,
              },
            } satisfies NotificationPage,
          })
        : route.fallback(),
    );
    await page.route(/\/api\/v1\/notifications\/[^/]+\/read$/, (route) =>
      route.fulfill({
        json: {
          unread: { personalized: 0, 'user-general': 0, general: 0 },
          newNotification: false,
        },
      }),
    );

    await page.goto(`/auth/login?redirect=${encodeURIComponent('/user/notifications')}`);
    await page.getByLabel('Email').fill(demoCustomer.email);
    await page.getByLabel('Password', { exact: true }).fill(demoCustomer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/user/notifications');

    for (const index of HOSTILE.keys()) {
      if (index > 0) await page.goto('/user/notifications');
      await page.getByRole('button', { name: new RegExp(`Stored link ${index + 1}`) }).click();
      // Then a notification with a good link: once the app is there, whatever the first click
      // started has ended (the app's navigations run in order, a later one ends an earlier one).
      await page.getByRole('button', { name: /Stored link 3/ }).click();
      await page.waitForURL((url) => url.pathname === '/user/credits');
      expect(offSite).toEqual([]);
      expect(new URL(page.url()).origin).toBe(journey().server.url);
    }
  });

  it('shows a banner whose stored button link leads elsewhere with no way off the site', async () => {
    const page = await journey().newPage();
    const offSite = await offSiteRequests(page, journey().server.url);
    // The home page's HTML carries its banners; here the first one's link is a hostile one.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /"ctaHref":"[^"]*"/,
          `"ctaHref":${JSON.stringify(HOSTILE[0])}`,
        );
        expect(html).toContain('evil.example');
        await route.fulfill({ response, body: html });
      },
    );
    await page.route(/\/api\/v1\/settings\/hero-banners$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { items: { ctaHref: string }[] };
      body.items[0]!.ctaHref = HOSTILE[0]!;
      await route.fulfill({ response, json: body });
    });

    await page.goto('/');
    const first = page.getByRole('group', { name: /^1 of / });
    await first.waitFor();
    // Whatever is clickable in the banner stays on the site.
    const hrefs = await first
      .locator('a')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) expect(new URL(href).origin).toBe(journey().server.url);
    await first.click();
    await first.getByRole('paragraph').first().click();
    expect(new URL(page.url()).origin).toBe(journey().server.url);
    expect(offSite).toEqual([]);
  });
});
