import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@vitrine/contracts/payments';
import { TOKEN_STORAGE_KEY } from '../../src/lib/token-storage.ts';
import { currentDecision } from '../../../../scripts/web-build.ts';
import { startDemoServer } from './demo-server.ts';
import { chromiumPath, missingPrerequisite, type JourneyServer } from './prerequisites.ts';

export { chromiumPath, missingPrerequisite };

/**
 * The run's one Chromium (launched by the e2e project's global set-up), connected to: each
 * journey opens its own contexts in it, and closing the connection closes them.
 */
export function connectChromium(): Promise<Browser> {
  const shared = inject('journeyBrowser');
  if (!shared) throw new Error('The journeys’ Chromium did not start (see the global set-up).');
  return chromium.connect(shared.wsEndpoint);
}

export type Journey = {
  server: JourneyServer;
  browser: Browser;
  /** A fresh page in a fresh context (own storage), base URL set. */
  newPage: () => Promise<Page>;
};

/** Where a journey's server comes from: its own, or the one the shared journeys use. */
type ServerSource =
  | { own: Record<string, string> | ((server: { port: number }) => Record<string, string>) }
  | { shared: true };

/**
 * Declares a journey suite: a really started server (its own process, its own database:
 * PGlite in a temporary DATA_DIR, or a fresh PostgreSQL database under TEST_DATABASE_URL)
 * with the built web app and the demo data (copied from the run's demo template, seeded once
 * by the global set-up), and the run's Chromium, in which each page gets a fresh context.
 */
export function describeJourney(
  name: string,
  body: (journey: () => Journey) => void,
  /**
   * Extra server environment, e.g. a PUBLIC_URL other than the address the browser opens; as a
   * function it is given the server's port (a PUBLIC_URL of the same server at another name).
   */
  env: Record<string, string> | ((server: { port: number }) => Record<string, string>) = {},
) {
  declareJourney(name, body, { own: env });
}

/**
 * Declares a journey suite that runs against the one server the e2e project's global set-up
 * starts for the whole run (`support/shared-server.ts`: the built web app and demo data, the
 * default configuration), with fresh contexts in the run's Chromium: the server's start-up is
 * then paid once for all of them. The journeys run one file at a time, in no set order, so a
 * shared journey:
 * - needs no server environment of its own;
 * - writes only what no other journey's checks depend on: its own fresh accounts, shops and
 *   rows, or demo data that every journey reading it reads relative to what it finds first (the
 *   demo customer's balance before and after), never a value another journey expects as seeded;
 * - uses up a one-time part of the demo data only if no other shared journey needs it (the
 *   pending application "Anita Handlooms" is shop-application.spec.ts's; staff-console.spec.ts,
 *   which approves it too, has its own server);
 * - keeps within the default per-address limits that all of them share, from 127.0.0.1 over
 *   15 minutes: 10 registrations (AUTH_RATE_LIMIT_MAX; the shared journeys make 6) and 100
 *   sign-ins (AUTH_RATE_LIMIT_ACCOUNT_MAX; they make about 40).
 */
export function describeSharedJourney(name: string, body: (journey: () => Journey) => void) {
  declareJourney(name, body, { shared: true });
}

function declareJourney(
  name: string,
  body: (journey: () => Journey) => void,
  source: ServerSource,
) {
  const missing = missingPrerequisite();
  if (missing) {
    if (process.env.CI)
      throw new Error(`End-to-end tests must run in CI, but ${missing} is missing.`);
    console.warn(`\n!!! SKIPPING END-TO-END JOURNEY "${name}": missing ${missing}.\n`);
    describe.skip(name, () => body(() => undefined as never));
    return;
  }
  // A journey never runs against a web app older than its sources (npm test builds when needed).
  const stale = currentDecision();
  if (stale.build) {
    throw new Error(
      `The built web app is stale (${stale.reason}): run npm run build, or npm run test:e2e.`,
    );
  }
  describe(name, () => {
    let journey: Journey | undefined;
    let cleanup: (() => Promise<void>) | undefined;
    // What each page of the running test logged, said when the test fails (below).
    let pageLogs: Array<{ page: Page; lines: string[] }> = [];
    beforeAll(async () => {
      const { server, stop } = await journeyServer(source);
      const browser = await connectChromium();
      const contexts: Array<{ close: () => Promise<void> }> = [];
      journey = {
        server,
        browser,
        newPage: async () => {
          const context = await browser.newContext({ baseURL: server.url });
          contexts.push(context);
          const page = await context.newPage();
          const lines: string[] = [];
          const keep = (line: string) => lines.push(`${new Date().toISOString()} ${line}`);
          page.on('console', (message) => {
            if (message.type() === 'error' || message.type() === 'warning')
              keep(`console.${message.type()}: ${message.text()}`);
          });
          page.on('pageerror', (error) => keep(`page error: ${error.message}`));
          page.on('requestfailed', (request) =>
            keep(
              `request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
            ),
          );
          page.on('framenavigated', (frame) => {
            if (frame === page.mainFrame()) keep(`navigated to ${frame.url()}`);
          });
          pageLogs.push({ page, lines });
          return page;
        },
      };
      cleanup = async () => {
        await Promise.all(contexts.map((c) => c.close().catch(() => {})));
        await browser.close();
        await stop();
      };
    });
    // A failed journey says where each of its pages was and what it logged, and what the
    // server logged (warnings and errors), so a failure seen once in CI can be explained.
    beforeEach((context) => {
      pageLogs = [];
      const server = journey?.server;
      context.onTestFailed(() => {
        const pages = pageLogs.map(
          ({ page, lines }, index) =>
            `page ${index + 1} at ${page.isClosed() ? '(closed)' : page.url()}:\n` +
            (lines.slice(-40).join('\n') || '(nothing logged)'),
        );
        console.error(
          `\n--- journey "${context.task.name}" failed ---\n${pages.join('\n')}\n` +
            `--- server output (last 4,000 characters) ---\n` +
            `${server?.output().slice(-4000) || '(nothing)'}\n---`,
        );
      });
    });
    afterAll(async () => {
      await cleanup?.();
    });
    body(() => {
      if (!journey) throw new Error('journey not started');
      return journey;
    });
  });
}

/** The journey's server and how to stop it once the suite is done (the shared one is not). */
async function journeyServer(
  source: ServerSource,
): Promise<{ server: JourneyServer; stop: () => Promise<void> }> {
  if ('shared' in source) {
    const shared = inject('sharedJourneyServer');
    if (!shared)
      throw new Error('The shared journey server did not start (see the global set-up).');
    return {
      server: { url: shared.url, output: () => readFileSync(shared.logFile, 'utf8') },
      stop: async () => {},
    };
  }
  const template = inject('demoTemplate');
  if (!template) throw new Error('The demo template was not seeded (see the global set-up).');
  const { server, stop } = await startDemoServer(template, source.own);
  return { server, stop };
}

export const demoCustomer = { email: 'demo@vitrine.local', password: 'vitrine-demo-2026' };

/**
 * Signs an account in through the login page, asking to come back to `to`, and returns the page
 * once it has landed there (its path; a query string may stay behind).
 */
export async function signInAt(
  journey: Journey,
  account: { email: string; password: string },
  to: string,
): Promise<Page> {
  const page = await journey.newPage();
  await page.goto(`/auth/login?redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === to.split('?')[0]);
  return page;
}

/** A GET of the API as the page's signed-in account; anything but 200 fails the journey. */
export async function apiAs<T>(journey: Journey, page: Page, path: string): Promise<T> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  const res = await fetch(`${journey.server.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Fills the payment sandbox's card form (a successful card unless told) and pays. */
export async function payOnSandbox(page: Page, card: string = SANDBOX_TEST_CARDS.success) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Demo Customer');
  await page.getByRole('button', { name: /^Pay / }).click();
}
