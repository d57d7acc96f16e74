/**
 * npm run bench:meet-join
 *
 * Joining a video meeting on loopback: the app in this process (PGlite unless DATABASE_URL is
 * set, the built web app), one meeting inside its join window, and headless Chromium with fake
 * cameras. The shop waits in the room; the customer joins BENCH_JOINS times (20), each time on a
 * fresh page: from the click on "Join now" to the first decoded video frame of the shop
 * (framesDecoded > 0 in getStats). Prints p50, p95 and the worst. Target: p95 ≤ 2 s.
 * Needs `npm run build` first and Chromium (CHROMIUM_PATH, /usr/bin/chromium).
 */
import type { BrowserContext, Page } from 'playwright-core';
import {
  framesDecoded,
  launchMediaBrowser,
  openRoomPage,
  pollUntil,
  startMeetingServer,
} from '../apps/web/e2e/support/meeting-room.ts';

const P95_TARGET_MS = 2_000;
const joins = Number(process.env.BENCH_JOINS ?? 20);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const server = await startMeetingServer();
  const browser = await launchMediaBrowser();
  const contexts: BrowserContext[] = [];
  const open = async (path: string, bearer: string): Promise<Page> => {
    const { page, context } = await openRoomPage(browser, server.url, bearer);
    contexts.push(context);
    await page.goto(path);
    await page.getByRole('button', { name: 'Join now' }).waitFor();
    return page;
  };
  try {
    const shop = await open(server.paths.shop, server.meeting.owner.token);
    await shop.getByRole('button', { name: 'Join now' }).click();
    await shop.getByRole('list', { name: 'Participants' }).waitFor();

    const times: number[] = [];
    for (let i = 0; i < joins; i += 1) {
      const customer = await open(server.paths.booker, server.meeting.customer.token);
      // The pre-join preview is ready (the camera is open) before the clock starts.
      await customer.locator('video').first().waitFor();
      const started = Date.now();
      await customer.getByRole('button', { name: 'Join now' }).click();
      await pollUntil(
        () => framesDecoded(customer),
        (n) => n > 0,
        'the first remote frame',
        20_000,
        20,
      );
      times.push(Date.now() - started);
      await customer.getByRole('button', { name: 'Leave' }).click();
      await customer.context().close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(`meet-join: ${joins} joins, join → first remote frame (ms)`);
    console.log(
      `  p50 ${percentile(sorted, 50)}  p95 ${p95}  max ${sorted.at(-1)}  (target p95 ≤ ${P95_TARGET_MS}) ${p95 <= P95_TARGET_MS ? 'MET' : 'MISSED'}`,
    );
    console.log(`  each: ${times.join(', ')}`);
  } finally {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser.close();
    await server.close();
  }
}

await main();
