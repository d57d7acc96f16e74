import { MEET_NAMESPACE } from '@vitrine/contracts/meeting-room';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  framesDecoded,
  inboundVideoSize,
  launchMediaBrowser,
  liveVideoSenders,
  peerConnectionCount,
  openRoomPage,
  pollUntil,
  sentVideoSurfaces,
  startMeetingServer,
} from './support/meeting-room.ts';

/**
 * Issue 11's meeting room in Chromium with fake cameras: the customer and the shop see each
 * other (decoded frames counted with getStats), an invitee joins by link with no account, and
 * the customer turning the camera off stops the frames the others receive, and the customer's
 * shared screen reaches the shop.
 */
describe('the meeting room in Chromium', () => {
  let server: Awaited<ReturnType<typeof startMeetingServer>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startMeetingServer();
    browser = await launchMediaBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
    await server?.close();
  });

  async function join(path: string, bearer?: string): Promise<Page> {
    const { page, context } = await openRoomPage(browser, server.url, bearer);
    contexts.push(context);
    await page.goto(path);
    await page.getByRole('button', { name: 'Join now' }).click();
    await page.getByRole('list', { name: 'Participants' }).waitFor();
    return page;
  }

  let customer: Page;
  let shop: Page;

  it('the customer waits for the shop; then each sees at least 30 decoded frames of the other', async () => {
    customer = await join(server.paths.booker, server.meeting.customer.token);
    await customer.getByText('Waiting for the shop').waitFor();

    shop = await join(server.paths.shop, server.meeting.owner.token);
    await customer.getByText('Waiting for the shop').waitFor({ state: 'detached' });
    await customer.getByRole('list', { name: 'Participants' }).getByText('Room Shop').waitFor();

    const atCustomer = await pollUntil(
      () => framesDecoded(customer),
      (n) => n >= 30,
      'frames at the customer',
    );
    const atShop = await pollUntil(
      () => framesDecoded(shop),
      (n) => n >= 30,
      'frames at the shop',
    );
    expect(atCustomer).toBeGreaterThanOrEqual(30);
    expect(atShop).toBeGreaterThanOrEqual(30);
  });

  it("turning the customer's camera off stops the frames the shop receives", async () => {
    // Frames are flowing before the toggle…
    const start = await framesDecoded(shop);
    const before = await pollUntil(
      () => framesDecoded(shop),
      (n) => n >= start + 10,
      'the frames at the shop to keep growing',
    );
    await customer.getByRole('button', { name: 'Turn camera off' }).click();
    await customer.getByRole('button', { name: 'Turn camera on' }).waitFor();
    // Frames in flight may still arrive; then the count holds still for two seconds on end.
    const readings: number[] = [];
    const stalled = await pollUntil(
      async () => {
        readings.push(await framesDecoded(shop));
        const window = readings.slice(-9); // 9 readings 250 ms apart: 2 s
        return window.length === 9 && window.every((n) => n === window[0]) ? window[0]! : null;
      },
      (value) => value !== null,
      'the frames at the shop to stop growing',
      15_000,
      250,
    );
    expect(stalled).toBeGreaterThanOrEqual(before);
    // The customer's camera is off for real: no live video track is left on the page.
    expect(await liveVideoSenders(customer)).toBe(0);
  });

  it("the customer shares the screen: the shop receives the screen's frames (16:9, not the 4:3 camera) until sharing stops", async () => {
    // The camera is off (the test before): the frames at the shop hold still.
    const stalled = await framesDecoded(shop);
    // Headless Chromium's fake capture answers getDisplayMedia with a 1280×720 "monitor" (the
    // launch flags --use-fake-ui-for-media-stream and --use-fake-device-for-media-stream).
    await customer.getByRole('button', { name: 'Share screen' }).click();
    await customer.getByRole('button', { name: 'Stop sharing' }).waitFor();
    // The button turns as the screen's track arrives; the sender takes it a moment later.
    const surfaces = await pollUntil(
      () => sentVideoSurfaces(customer),
      (sent) => sent.length > 0,
      'a video track sent after sharing starts',
    );
    expect(surfaces).toEqual(['monitor']);

    const frames = await pollUntil(
      () => framesDecoded(shop),
      (n) => n >= stalled + 30,
      'the shared screen frames at the shop',
    );
    expect(frames).toBeGreaterThanOrEqual(stalled + 30);
    // The bandwidth estimate may scale it down; the shape stays the screen's 16:9.
    const size = await pollUntil(
      () => inboundVideoSize(shop),
      (s) => s !== null && Math.abs(s.width / s.height - 16 / 9) < 0.02,
      'a 16:9 frame at the shop',
    );
    expect(size!.width / size!.height).toBeCloseTo(16 / 9, 1);

    await customer.getByRole('button', { name: 'Stop sharing' }).click();
    await customer.getByRole('button', { name: 'Share screen' }).waitFor();
    const live = await pollUntil(
      () => liveVideoSenders(customer),
      (n) => n === 0,
      'no live video sender after sharing stops',
    );
    expect(live).toBe(0);
  });

  it('an invitee joins by link without an account and sees the shop', async () => {
    const invitee = await join(server.paths.invitee);
    await invitee.getByRole('list', { name: 'Participants' }).getByText('Room Shop').waitFor();
    const frames = await pollUntil(
      () => framesDecoded(invitee),
      (n) => n >= 30,
      'frames at the invitee',
    );
    expect(frames).toBeGreaterThanOrEqual(30);
    // Everyone's list shows three people.
    await shop.getByRole('heading', { name: 'In the meeting (3)' }).waitFor();
  });

  it('the shop pins a product and everyone sees a link to it', async () => {
    await shop.getByLabel('Pin a product').selectOption({ label: 'Zari lehenga' });
    await shop.getByRole('button', { name: 'Pin', exact: true }).click();
    const link = customer.getByRole('link', { name: 'Zari lehenga' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/product/${server.meeting.productId}`);
  });

  it('comes back after the connection drops: the sockets rejoin and the video flows again', async () => {
    const opened = await peerConnectionCount(customer);
    // The server drops every room socket, as an instance shutting down does.
    server.app.realtime.namespace(MEET_NAMESPACE).disconnectSockets(true);
    await pollUntil(
      () => peerConnectionCount(customer),
      (n) => n > opened,
      'the customer to rejoin with new connections',
    );
    await customer.getByRole('heading', { name: 'In the meeting (3)' }).waitFor();
    const frames = await pollUntil(
      () => framesDecoded(customer),
      (n) => n >= 30,
      'frames at the customer after rejoining',
    );
    expect(frames).toBeGreaterThanOrEqual(30);
  });
});
