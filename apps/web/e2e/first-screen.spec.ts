import { expect, it } from 'vitest';
import { describeSharedJourney } from './support/harness.ts';

/**
 * The landing pages' first screen in a real browser: compressed downloads, the largest picture
 * requested from the HTML itself, the home page's banners without an API round trip, and the
 * app started by the inline starter once that picture is on the screen.
 */
describeSharedJourney('the first screen of the landing pages', (journey) => {
  it('the home page comes compressed, asks for its hero picture from the HTML and shows the banners without asking the API', async () => {
    const page = await journey().newPage();
    const requested: { url: string; type: string }[] = [];
    page.on('request', (request) => {
      requested.push({ url: new URL(request.url()).pathname, type: request.resourceType() });
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue('content-encoding')).toBe('br');
    expect(await response?.headerValue('vary')).toBe('accept-encoding');

    const carousel = page.getByRole('region', { name: 'Featured on Vitrine' });
    const firstSlide = carousel.getByRole('group', { name: /^1 of \d+$/ });
    await firstSlide.waitFor();
    const heroSrc = await firstSlide.locator('img').getAttribute('src');
    expect(heroSrc).toMatch(/^\/api\/v1\/media\/banners\/.+\.svg$/);

    // The picture was asked for once (the preload), and the banners' API never.
    expect(requested.filter((r) => r.url === heroSrc)).toHaveLength(1);
    expect(requested.map((r) => r.url)).not.toContain('/api/v1/settings/hero-banners');
    // The entry script came as brotli, like every built file.
    const entry = requested.find((r) => /^\/assets\/index-.+\.js$/.test(r.url));
    expect(entry).toBeDefined();
    const script = await page.request.get(entry!.url, { headers: { 'accept-encoding': 'br' } });
    expect(script.headers()['content-encoding']).toBe('br');
  });

  it("a shop's page asks for its cover from the HTML, before its script runs", async () => {
    const api = await fetch(`${journey().server.url}/api/v1/vendor/fetch-shops?limit=1`);
    const { items } = (await api.json()) as {
      items: { slug: string; name: string; coverUrl: string }[];
    };
    const shop = items[0]!;
    const page = await journey().newPage();
    // Hold the page's own script back: only the HTML can have asked for the cover meanwhile.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\/assets\/index-.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const coverRequested = page.waitForRequest((request) => request.url().endsWith(shop.coverUrl));
    await page.goto(`/shop/${shop.slug}`, { waitUntil: 'commit' });
    await coverRequested;
    releaseScripts();
    await page.getByRole('heading', { name: shop.name, level: 1 }).waitFor();
  });

  it("a product's page shows its photo and title from the HTML, then the app's page with Add to cart", async () => {
    const api = await fetch(`${journey().server.url}/api/v1/products/search?limit=1`);
    const { items } = (await api.json()) as { items: { id: string }[] };
    const detail = await fetch(`${journey().server.url}/api/v1/products/${items[0]!.id}`);
    const product = (await detail.json()) as { id: string; title: string; imageUrls: string[] };
    const page = await journey().newPage();
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\/assets\/index-.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const photoRequested = page.waitForRequest((request) =>
      request.url().endsWith(product.imageUrls[0]!),
    );
    await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
    await photoRequested;
    // Before any script: the pre-rendered screen with the product's title.
    const shell = page.locator('[data-first-screen="product"]');
    await shell.getByRole('heading', { name: product.title, level: 1 }).waitFor();
    releaseScripts();
    // The app replaces it with the page, its "Add to cart" loaded beside the page.
    await page.getByRole('button', { name: /^(Add to cart|Sold out)$/ }).waitFor();
    expect(await shell.count()).toBe(0);
    await page.getByRole('heading', { name: product.title, level: 1 }).waitFor();
  });

  it("starts the app once the first screen's picture has loaded, or has failed, under the CSP", async () => {
    const api = await fetch(`${journey().server.url}/api/v1/vendor/fetch-shops?limit=1`);
    const { items } = (await api.json()) as { items: { slug: string; coverUrl: string }[] };
    const shop = items[0]!;
    const isEntry = (url: string) => /\/assets\/index-.+\.js$/.test(url);

    const page = await journey().newPage();
    const events: string[] = [];
    const refused: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith(shop.coverUrl)) events.push('picture loaded');
    });
    page.on('request', (request) => {
      if (isEntry(request.url())) events.push('app requested');
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`/shop/${shop.slug}`);
    // The app has replaced the pre-rendered screen: its booking button is there.
    await page.getByRole('link', { name: 'Book a video meeting' }).first().waitFor();
    expect(events[0]).toBe('picture loaded');
    expect(events).toContain('app requested');
    expect(await page.locator('[data-first-screen]').count()).toBe(0);
    expect(refused).toEqual([]);

    // A picture that fails to load does not keep the app from starting.
    const failing = await journey().newPage();
    await failing.route(`**${shop.coverUrl}`, (route) => route.abort());
    await failing.goto(`/shop/${shop.slug}`);
    await failing.getByRole('link', { name: 'Book a video meeting' }).first().waitFor();
    expect(await failing.locator('[data-first-screen]').count()).toBe(0);
  });
});
