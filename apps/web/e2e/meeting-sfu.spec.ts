import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  janusInstalled,
  startJanus,
  type LocalJanus,
} from '../../server/src/platform/janus/index.ts';
import { teamMember } from '../../server/src/test/meeting-room.ts';
import { freePort } from '../../server/src/test/server-process.ts';
import {
  framesDecodedPerConnection,
  launchMediaBrowser,
  openRoomPage,
  outboundVideoStreams,
  pollUntil,
  startMeetingServer,
} from './support/meeting-room.ts';

const installed = janusInstalled();
if (!installed && process.env.CI) {
  throw new Error('Janus is not installed (apt-get install janus): CI runs the SFU journey');
}

/** Frames each page must decode from each other publisher. */
const FRAMES = 30;

/**
 * A meeting of five through Janus (its VideoRoom, started by this test) in one Chromium with a
 * context per person and fake cameras at 320×240: the booker, two invitees by link, the shop's
 * owner and a team member. Every participant decodes frames from every other publisher, and each
 * publisher sends exactly one video stream (getStats' outbound-rtp), with two viewers as with
 * four. Skipped where Janus is not installed, outside CI.
 */
describe.skipIf(!installed)('a meeting of five through the SFU, in Chromium', () => {
  let janus: LocalJanus;
  let server: Awaited<ReturnType<typeof startMeetingServer>>;
  let browser: Browser;
  let member: Awaited<ReturnType<typeof teamMember>>;
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];

  beforeAll(async () => {
    janus = await startJanus({ port: await freePort(), adminKey: 'sfu-journey-admin-key' });
    server = await startMeetingServer({ JANUS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminKey });
    member = await teamMember(server.app, server.meeting.shopId);
    browser = await launchMediaBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
    await server?.close();
    await janus?.stop();
  });

  /** Five browsers with video on two cores answer slowly: each step of a join waits this long. */
  const STEP_MS = 90_000;

  async function join(path: string, bearer?: string): Promise<Page> {
    const { page, context } = await openRoomPage(browser, server.url, bearer, {
      lowResolution: true,
    });
    contexts.push(context);
    page.setDefaultTimeout(STEP_MS);
    const token = page.waitForResponse((r) => /\/join(\/|\?|$)/.test(r.url()) && r.ok());
    // Awaited below; a failure before that must not leave it rejecting unhandled.
    token.catch(() => {});
    try {
      await page.goto(path);
      await page.getByRole('button', { name: 'Join now' }).click();
      expect(await (await token).json()).toMatchObject({ transport: 'sfu' });
      await page.getByRole('list', { name: 'Participants' }).waitFor();
    } catch (error) {
      // What the page said instead, for the failure's message.
      const shown = await page
        .locator('body')
        .innerText({ timeout: 5_000 })
        .catch(() => '');
      throw new Error(`joining ${path} failed: ${(error as Error).message}\npage: ${shown}`);
    }
    pages.push(page);
    return page;
  }

  /** Until every page decoded at least FRAMES from each of the others; how long it took. */
  async function everyoneSeesEveryone() {
    const started = Date.now();
    for (const page of pages) {
      await pollUntil(
        () => framesDecodedPerConnection(page),
        (counts) => counts.length === pages.length - 1 && counts.every((n) => n >= FRAMES),
        `frames of each publisher at participant ${pages.indexOf(page) + 1}`,
        90_000,
        250,
      );
    }
    return Date.now() - started;
  }

  it('three in the room: each decodes both others, each sends one video stream', async () => {
    await join(server.paths.booker, server.meeting.customer.token);
    await join(server.paths.shop, server.meeting.owner.token);
    await join(server.paths.invitee);
    const took = await everyoneSeesEveryone();
    console.info(`SFU journey: 3 participants saw each other ${took} ms after the third joined`);
    for (const page of pages) expect(await outboundVideoStreams(page)).toHaveLength(1);
  });

  it('five in the room: each decodes all four others, and still sends one video stream', async () => {
    const secondInvitee = server.meeting.meeting.attendees.filter((a) => a.role === 'invitee')[1]!;
    await join(`/join-meet/${server.meeting.meeting.id}/${secondInvitee.id}`);
    await join(server.paths.shop, member.token);
    const took = await everyoneSeesEveryone();
    console.info(`SFU journey: 5 participants saw each other ${took} ms after the fifth joined`);
    for (const page of pages) {
      const sent = await outboundVideoStreams(page);
      console.info(
        `SFU journey: participant ${pages.indexOf(page) + 1} sends ${JSON.stringify(sent)}`,
      );
      expect(sent).toHaveLength(1);
    }
    for (const page of pages) {
      expect(await framesDecodedPerConnection(page)).toHaveLength(4);
    }
  });
});
