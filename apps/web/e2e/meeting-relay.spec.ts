import type { MeetingQuality } from '@vitrine/contracts/meeting-room';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/src/test/server-process.ts';
import {
  coturnInstalled,
  startCoturn,
  type LocalCoturn,
} from '../../server/src/platform/turn/index.ts';
import {
  framesDecoded,
  launchMediaBrowser,
  openRoomPage,
  pollUntil,
  selectedCandidateTypes,
  startMeetingServer,
} from './support/meeting-room.ts';

const TURN_SECRET = 'relay-journey-secret-0123456789';
const installed = coturnInstalled();
if (!installed && process.env.CI) {
  throw new Error('coturn is not installed (apt-get install coturn): CI runs the relay journey');
}

/**
 * A meeting across networks that do not reach each other: both browsers may connect only
 * through the TURN relay (ICE_TRANSPORT_POLICY=relay), a coturn this test starts with the
 * shared secret the server signs each participant's credentials with. Each side decodes the
 * other's video through it, each tile says the connection is relayed, and the customer's
 * browser reports the call as relayed when leaving (the shop's console reads it); and a participant whose credentials the relay refuses (as a wrong
 * TURN_SECRET makes them) is told so in the room. Skipped where coturn is not installed,
 * outside CI.
 */
describe.skipIf(!installed)('a meeting relayed through TURN, in Chromium', () => {
  let turn: LocalCoturn;
  let server: Awaited<ReturnType<typeof startMeetingServer>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    turn = await startCoturn({
      secret: TURN_SECRET,
      port: await freePort(),
      // Both browsers are on this machine: their relayed addresses are on the loopback.
      allowLoopbackPeers: true,
    });
    server = await startMeetingServer({
      TURN_URLS: turn.urls.join(','),
      TURN_SECRET,
      ICE_TRANSPORT_POLICY: 'relay',
    });
    browser = await launchMediaBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
    await server?.close();
    await turn?.stop();
  });

  async function join(path: string, bearer?: string, options: { spoilTurn?: boolean } = {}) {
    const { page, context } = await openRoomPage(browser, server.url, bearer);
    contexts.push(context);
    if (options.spoilTurn) {
      // The server's answer as a wrong TURN_SECRET would make it: a credential coturn refuses.
      await page.route('**/api/v1/public/meet/join/**', async (route) => {
        const response = await route.fetch();
        const token = await response.json();
        for (const ice of token.iceServers) if (ice.credential) ice.credential = 'c3BvaWx0';
        await route.fulfill({ response, json: token });
      });
    }
    await page.goto(path);
    await page.getByRole('button', { name: 'Join now' }).click();
    await page.getByRole('list', { name: 'Participants' }).waitFor();
    return page;
  }

  let customer: Page;
  let shop: Page;

  it('connects relay to relay, and each side decodes at least 30 frames of the other', async () => {
    customer = await join(server.paths.booker, server.meeting.customer.token);
    shop = await join(server.paths.shop, server.meeting.owner.token);
    await pollUntil(
      () => framesDecoded(customer),
      (n) => n >= 30,
      'frames at the customer',
    );
    await pollUntil(
      () => framesDecoded(shop),
      (n) => n >= 30,
      'frames at the shop',
    );
    expect(await framesDecoded(customer)).toBeGreaterThanOrEqual(30);
    expect(await framesDecoded(shop)).toBeGreaterThanOrEqual(30);
    for (const page of [customer, shop]) {
      const types = await selectedCandidateTypes(page);
      expect(types.length).toBeGreaterThan(0);
      for (const pair of types) expect(pair).toBe('relay/relay');
    }
    // Each tile says the connection to that person goes through the relay.
    await customer.getByRole('status', { name: 'Connection to Room Shop: Relayed' }).waitFor();
    const booker = server.meeting.meeting.attendees.find((a) => a.role === 'booker');
    await shop.getByRole('status', { name: `Connection to ${booker?.name}: Relayed` }).waitFor();
  });

  it("reports the customer's call as relayed to the shop's console when they leave", async () => {
    await customer.getByRole('button', { name: 'Leave' }).click();
    const { id } = server.meeting.meeting;
    const booker = server.meeting.meeting.attendees.find((a) => a.role === 'booker')!;
    const quality = await pollUntil(
      async () => {
        const res = await server.app.inject({
          method: 'GET',
          url: `/api/v1/vendor/bookings/${id}/quality`,
          headers: { authorization: `Bearer ${server.meeting.owner.token}` },
        });
        const body = res.json() as MeetingQuality;
        return body.participants.find((p) => p.participantId === booker.id);
      },
      (report) => report !== undefined,
      "the customer's quality report",
    );
    expect(quality).toMatchObject({ role: 'booker', path: 'relayed', transport: 'mesh' });
    expect(quality!.firstFrameMs).toBeGreaterThan(0);
    expect(quality!.framesReceived).toBeGreaterThanOrEqual(30);
  });

  it('tells a participant whose TURN credentials the relay refuses, instead of a blank tile', async () => {
    const invitee = await join(server.paths.invitee, undefined, { spoilTurn: true });
    await invitee
      .getByText('The call relay refused this meeting’s credentials', { exact: false })
      .waitFor();
    expect(await framesDecoded(invitee)).toBe(0);
  });
});
