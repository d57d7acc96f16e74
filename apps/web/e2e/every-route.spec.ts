import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import type { CreditPlanPage } from '@vitrine/contracts/credits';
import { SANDBOX_TEST_CARDS } from '@vitrine/contracts/payments';
import { TOKEN_STORAGE_KEY } from '../src/lib/token-storage.ts';
import { demoCustomer, describeSharedJourney } from './support/harness.ts';

/**
 * Every screen of the app, on a desktop and on a phone: it renders a top-level heading, logs no
 * error, throws nothing, has no serious or critical accessibility violation (axe-core, WCAG 2.1
 * A and AA), and on the phone never needs sideways scrolling.
 */
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; any?: { data?: { contrastRatio?: number } | null }[] }[];
};
const PUBLIC_ROUTES = [
  '/',
  '/shops',
  '/shops?searchKey=silk&categories=womens-ethnic',
  '/products',
  '/brands',
  '/offers',
  '/pricing',
  '/demo',
  '/terms-and-conditions',
  '/refund-policy',
  '/privacy-policy',
  '/shipping-and-return-policy',
  '/auth/login',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/vendor',
  '/shop/:shopId',
  '/product/:productId',
  '/no-such-page',
];

const CUSTOMER_ROUTES = [
  '/user',
  '/user/chat',
  // The demo conversation open: day dividers, both sides' messages and their ticks; then its
  // earlier messages brought in (checked again after "Show earlier messages").
  '/user/chat?group=:groupId',
  '/user/notifications',
  '/user/credits',
  '/user/favourites',
  '/user/orders',
  // A demo order delivered with its shipment and tracking events.
  '/user/orders/:shopOrderId',
  '/user/stitching-orders',
  '/user/address',
  '/user/invite-friends',
  '/user/support',
  '/user/settings',
  '/user/rating',
  '/shop/:shopId/book-meeting',
  // The shop application (any signed-in user may apply).
  '/vendor/apply',
  // The receipt of the purchase made below ("Paid" badge).
  '/success?orderId=:orderId',
  // The shop console tells a customer how to open a shop.
  '/vendor/vendorLanding',
];

/** The shop console, as the demo vendor (whose shop has hours, products and offers). */
const VENDOR_ROUTES = [
  '/vendor/vendorLanding',
  '/vendor/profile',
  '/vendor/media',
  '/vendor/products',
  '/vendor/offers',
  '/vendor/availability',
  '/vendor/bookings',
  '/vendor/inbox',
  // The demo conversation, from the shop's side.
  '/vendor/inbox?group=:groupId',
  '/vendor/customers',
  '/vendor/reviews',
  '/vendor/orders',
  '/vendor/orders/new',
  // The demo customer's delivered order is with the demo vendor's shop.
  '/vendor/orders/:shopOrderId',
  // The demo shop's earnings ledger, balances and payouts (seeded by the earnings demo).
  '/vendor/earnings',
  '/vendor/payouts',
];
const demoVendor = { email: 'vendor@vitrine.local', password: demoCustomer.password };

/** The staff console, as the demo admin (every area). */
const STAFF_ROUTES = [
  '/staff',
  '/staff/shop-applications',
  '/staff/support',
  // One of the demo customer's support requests.
  '/staff/support/:supportId',
  '/staff/users',
  '/staff/payment-alerts',
  '/staff/employees',
  '/staff/audit-log',
  '/staff/shops',
  '/staff/content/categories',
  '/staff/content/banners',
  '/staff/content/credit-plans',
  '/staff/content/offers',
  '/staff/broadcasts',
  '/staff/payouts',
  '/staff/commission-report',
];
const demoAdmin = { email: 'admin@vitrine.local', password: demoCustomer.password };

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describeSharedJourney('every screen, on a desktop and on a phone', (journey) => {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
  });

  async function firstShopId(): Promise<string> {
    const response = await fetch(`${journey().server.url}/api/v1/vendor/getVendors?limit=1`);
    const { items } = (await response.json()) as { items: { id: string }[] };
    return items[0]!.id;
  }

  async function firstProductId(): Promise<string> {
    const response = await fetch(`${journey().server.url}/api/v1/products/premium?limit=1`);
    const { items } = (await response.json()) as { items: { id: string }[] };
    return items[0]!.id;
  }

  /** One session per account for the whole file, however many screens and look-ups ask. */
  const tokens = new Map<string, Promise<string>>();
  function signedInToken(account = demoCustomer): Promise<string> {
    const known = tokens.get(account.email);
    if (known) return known;
    const token = (async () => {
      const response = await fetch(`${journey().server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: journey().server.url },
        body: JSON.stringify(account),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { token: string }).token;
    })();
    tokens.set(account.email, token);
    return token;
  }

  /** The demo customer's delivered demo order (a shipment with tracking events). */
  async function deliveredOrderId(): Promise<string> {
    const response = await fetch(
      `${journey().server.url}/api/v1/user/orders?status=delivered&limit=1`,
      { headers: { authorization: `Bearer ${await signedInToken()}` } },
    );
    const { items } = (await response.json()) as { items: { id: string }[] };
    return items[0]!.id;
  }

  /**
   * Buys the cheapest plan for the signed-in customer (sandbox test card, then verify), so the
   * credit history shows a "Purchase" entry and its badge is checked like everything else.
   */
  async function boughtCredits(token: string): Promise<string> {
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${journey().server.url}/api/v1${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
    const plans = (await (await api('/plans/credits')).json()) as CreditPlanPage;
    const cheapest = [...plans.items].sort((a, b) => a.priceMinor - b.priceMinor)[0]!;
    const order = await api('/pay/credits/create-order', {
      method: 'POST',
      body: JSON.stringify({ planId: cheapest.id }),
    });
    expect(order.status).toBe(200);
    const { orderId } = (await order.json()) as { orderId: string };
    const paid = await api('/pay/sandbox/pay', {
      method: 'POST',
      body: JSON.stringify({ orderId, card: SANDBOX_TEST_CARDS.success, sendWebhook: false }),
    });
    expect(paid.status).toBe(200);
    const verified = await api('/pay/credits/verify', {
      method: 'POST',
      body: JSON.stringify(await paid.json()),
    });
    expect(verified.status).toBe(200);
    return orderId;
  }

  async function openPage(viewport: (typeof VIEWPORTS)[number], token?: string) {
    const context = await journey().browser.newContext({
      baseURL: journey().server.url,
      viewport: { width: viewport.width, height: viewport.height },
      // axe is injected as a script; the app's CSP rightly allows none.
      bypassCSP: true,
      isMobile: viewport.name === 'phone',
    });
    contexts.push(context);
    if (token) {
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        TOKEN_STORAGE_KEY,
        token,
      ] as const);
    }
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    return { page, problems };
  }

  async function check(page: Page, problems: string[], route: string, phone: boolean) {
    problems.length = 0;
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    // A landing page comes with the server's static first screen (its own h1, the default title),
    // and the app starts only after that screen's picture: check the app's screen once it has
    // replaced it. On a loaded machine the network can be idle before the app has started.
    await page.locator('[data-first-screen]').waitFor({ state: 'detached', timeout: 15_000 });
    const heading = page.locator('h1').first();
    await heading.waitFor({ timeout: 15_000 });
    expect((await heading.textContent())?.trim(), `${route}: the page's heading`).toBeTruthy();
    expect(problems, `${route}: errors in the browser`).toEqual([]);
    const meta = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    }));
    expect(meta.title, `${route}: the page title`).toMatch(
      route === '/' ? /Vitrine/ : /\S · Vitrine$/,
    );
    expect(meta.description?.length ?? 0, `${route}: the page description`).toBeGreaterThan(20);
    await expectAccessible(page, route);
    if (phone) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${route}: sideways scrolling on a phone`).toBeLessThanOrEqual(0);
    }
  }

  /** No serious or critical axe violation (WCAG 2.1 A and AA) on the page as it is now. */
  async function expectAccessible(page: Page, what: string) {
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const result = (await axe.run(document, {
        runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      })) as { violations: AxeViolation[]; incomplete: AxeViolation[] };
      // axe leaves text the same colour as its background (1:1) "incomplete", as if it were
      // hidden on purpose; on these screens it is always a colour mistake, so it fails too.
      const invisibleText = result.incomplete
        .filter((v) => v.id === 'color-contrast')
        .map((v) => ({
          ...v,
          impact: 'serious',
          help: 'Text is the same colour as its background',
          nodes: v.nodes.filter((n) => n.any?.some((check) => check.data?.contrastRatio === 1)),
        }))
        .filter((v) => v.nodes.length > 0);
      return [...result.violations, ...invisibleText];
    });
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.help}) at ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
    expect(serious, `${what}: accessibility`).toEqual([]);
  }

  /** The demo customer's conversation with the demo vendor's shop (seeded with messages). */
  async function demoGroupId(): Promise<string> {
    const response = await fetch(`${journey().server.url}/api/v1/chat/groups`, {
      headers: { authorization: `Bearer ${await signedInToken()}` },
    });
    const { items } = (await response.json()) as { items: { groupId: string }[] };
    return items[0]!.groupId;
  }

  /**
   * An open conversation: its messages are listed, and (the demo conversation holds more than
   * one page) its earlier messages, once brought in, pass axe too.
   */
  async function checkConversation(page: Page, route: string) {
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.locator('[data-message-id]').first().waitFor({ timeout: 15_000 });
    const shown = await messages.locator('[data-message-id]').count();
    await messages.getByRole('button', { name: 'Show earlier messages' }).click();
    await expect
      .poll(() => messages.locator('[data-message-id]').count(), { timeout: 15_000 })
      .toBeGreaterThan(shown);
    await expectAccessible(page, `${route}, earlier messages shown`);
  }

  /** One of the demo customer's support requests. */
  async function supportRequestId(): Promise<string> {
    const response = await fetch(`${journey().server.url}/api/v1/supports?limit=1`, {
      headers: { authorization: `Bearer ${await signedInToken()}` },
    });
    const { items } = (await response.json()) as { items: { id: string }[] };
    return items[0]!.id;
  }

  /**
   * Checks each route with `check`, then `andThen`, on two pages side by side (each page takes
   * every other route, in order): a screen's wait for the network to go idle is mostly idle
   * time, so the two pages' waits overlap instead of adding up.
   */
  async function checkRoutes(
    viewport: (typeof VIEWPORTS)[number],
    token: string | undefined,
    paths: Array<{ route: string; path: string }>,
    andThen: (page: Page, route: string, path: string) => Promise<void> = async () => {},
  ) {
    const lanes = 2;
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        const { page, problems } = await openPage(viewport, token);
        for (const { route, path } of paths.filter((_p, i) => i % lanes === lane)) {
          await check(page, problems, path, viewport.name === 'phone');
          await andThen(page, route, path);
        }
      }),
    );
  }

  for (const viewport of VIEWPORTS) {
    it(`renders every public screen cleanly on a ${viewport.name}`, async () => {
      const [shopId, productId] = await Promise.all([firstShopId(), firstProductId()]);
      await checkRoutes(
        viewport,
        undefined,
        PUBLIC_ROUTES.map((route) => ({
          route,
          path: route.replace(':shopId', shopId).replace(':productId', productId),
        })),
      );
    });

    it(`renders every customer screen cleanly on a ${viewport.name}`, async () => {
      const [shopId, token, groupId] = await Promise.all([
        firstShopId(),
        signedInToken(),
        demoGroupId(),
      ]);
      const orderId = await boughtCredits(token);
      const shopOrderId = await deliveredOrderId();
      const paths = CUSTOMER_ROUTES.map((route) => ({
        route,
        path: route
          .replace(':shopId', shopId)
          .replace(':orderId', orderId)
          .replace(':shopOrderId', shopOrderId)
          .replace(':groupId', groupId),
      }));
      await checkRoutes(viewport, token, paths, async (page, route) => {
        if (route.includes(':groupId')) await checkConversation(page, route);
        if (route === '/user/credits') {
          // The history's newest entry is the purchase: its badge is on the screen axe checked
          // (the kind filter's options say "Purchase" too, hence the table).
          const badge = page.getByRole('table').getByText('Purchase', { exact: true }).first();
          expect(await badge.isVisible(), 'the Purchase badge is shown').toBe(true);
        }
        expect(new URL(page.url()).pathname, `${route}: stays, signed in`).not.toBe('/auth/login');
      });
    });

    it(`renders every shop console screen cleanly on a ${viewport.name}`, async () => {
      const [token, groupId] = await Promise.all([signedInToken(demoVendor), demoGroupId()]);
      const shopOrderId = await deliveredOrderId();
      const paths = VENDOR_ROUTES.map((route) => ({
        route,
        path: route.replace(':shopOrderId', shopOrderId).replace(':groupId', groupId),
      }));
      await checkRoutes(viewport, token, paths, async (page, route, path) => {
        expect(new URL(page.url()).pathname, `${route}: stays, signed in`).toBe(path.split('?')[0]);
        if (route.includes(':groupId')) await checkConversation(page, route);
        if (route === '/vendor/products' || route === '/vendor/offers') {
          // The demo vendor's shop has products and offers: the list, not its empty state.
          await page.getByRole('table').waitFor({ timeout: 15_000 });
        }
      });
    });

    it(`renders every staff console screen cleanly on a ${viewport.name}`, async () => {
      const [token, supportId] = await Promise.all([signedInToken(demoAdmin), supportRequestId()]);
      const paths = STAFF_ROUTES.map((route) => ({
        route,
        path: route.replace(':supportId', supportId),
      }));
      await checkRoutes(viewport, token, paths, async (page, route, path) => {
        expect(new URL(page.url()).pathname, `${route}: stays, signed in`).toBe(path);
      });
    });
  }
});
