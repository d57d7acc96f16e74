/**
 * npm run bench:meet-join
 *
 * Joining a video meeting on loopback: the app in this process (PGlite unless DATABASE_URL is
 * set, the built web app), one meeting inside its join window, and headless Chromium with fake
 * cameras. The shop waits in the room; the customer joins BENCH_JOINS times (20), each time on a
 * fresh page: from the click on "Join now" to the first decoded video frame of the shop
 * (framesDecoded > 0 in getStats). Prints p50, p95 and the worst. Target: p95 ≤ 2 s.
 * Once per transport of BENCH_MEET_TRANSPORTS (`mesh,relay,sfu`): `mesh` browser to browser,
 * `relay` only through a coturn started here (ICE_TRANSPORT_POLICY=relay), `sfu` through a
 * Janus started here (MEET_SFU_ABOVE=0, so the meeting of two goes through it); a transport
 * whose server is not installed is left out with a line saying so.
 * Needs `npm run build` first and Chromium (CHROMIUM_PATH, /usr/bin/chromium).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { janusInstalled, startJanus } from '../apps/server/src/platform/janus/index.ts';
import { coturnInstalled, startCoturn } from '../apps/server/src/platform/turn/index.ts';
import { freePort } from '../apps/server/src/test/server-process.ts';
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

type Transport = 'mesh' | 'relay' | 'sfu';
const transports = (process.env.BENCH_MEET_TRANSPORTS ?? 'mesh,relay,sfu')
  .split(',')
  .map((t) => t.trim()) as Transport[];

/** The server's environment for a transport, and what to stop afterwards; null: not installed. */
async function serverFor(
  transport: Transport,
): Promise<{ env: Record<string, string>; stop: () => Promise<void> } | null> {
  if (transport === 'mesh') return { env: {}, stop: async () => {} };
  if (transport === 'relay') {
    if (!coturnInstalled()) return null;
    const secret = 'bench-meet-join-turn-secret';
    const turn = await startCoturn({ secret, port: await freePort(), allowLoopbackPeers: true });
    return {
      env: { TURN_URLS: turn.urls.join(','), TURN_SECRET: secret, ICE_TRANSPORT_POLICY: 'relay' },
      stop: turn.stop,
    };
  }
  if (!janusInstalled()) return null;
  const janus = await startJanus({ port: await freePort(), adminKey: 'bench-meet-join-admin' });
  return {
    env: { JANUS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminKey, MEET_SFU_ABOVE: '0' },
    stop: janus.stop,
  };
}

async function main() {
  const browser = await launchMediaBrowser();
  try {
    for (const transport of transports) {
      const media = await serverFor(transport);
      if (!media) {
        console.log(`meet-join ${transport}: left out (its server is not installed)`);
        continue;
      }
      try {
        await measure(transport, browser, media.env);
      } finally {
        await media.stop();
      }
    }
  } finally {
    await browser.close();
  }
}

async function measure(transport: Transport, browser: Browser, env: Record<string, string>) {
  const server = await startMeetingServer(env);
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
    console.log(`meet-join ${transport}: ${joins} joins, join → first remote frame (ms)`);
    console.log(
      `  p50 ${percentile(sorted, 50)}  p95 ${p95}  max ${sorted.at(-1)}  (target p95 ≤ ${P95_TARGET_MS}) ${p95 <= P95_TARGET_MS ? 'MET' : 'MISSED'}`,
    );
    console.log(`  each: ${times.join(', ')}`);
  } finally {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await server.close();
  }
}

await main();
