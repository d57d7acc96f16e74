import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { bookedMeeting } from '../../../server/src/test/meeting-room.ts';
import { listenOnRandomPort } from '../../../server/src/test/realtime-client.ts';
import { createTestApp, type TestApp } from '../../../server/src/test/test-app.ts';

const MINUTE = 60_000;
/** TOKEN_STORAGE_KEY of src/lib/token-storage.ts (not imported: that file needs the DOM's types). */
const TOKEN_STORAGE_KEY = 'vitrine.token';
/** As in harness.ts (not imported: the join benchmark runs this outside vitest). */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The app in this process (so its clock can be moved: a meeting is joinable only from 10
 * minutes before its start), serving the built web app, with one booked meeting whose join
 * window is open now: the clock runs 5 minutes before its start.
 */
export async function startMeetingServer(env: Record<string, string> = {}) {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const t: TestApp = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', ...env }, { clock });
  const url = await listenOnRandomPort(t.app);
  // A half-hour slot three days ahead (the shop is open around the clock, in UTC).
  const slot = Math.ceil((Date.now() + 3 * 24 * 60 * MINUTE) / (30 * MINUTE)) * 30 * MINUTE;
  const meeting = await bookedMeeting(t.app, new Date(slot).toISOString());
  offsetMs = slot - 5 * MINUTE - Date.now();
  const invitee = meeting.meeting.attendees.find((a) => a.role === 'invitee')!;
  return {
    app: t.app,
    url,
    meeting,
    paths: {
      booker: `/user/meetings/${meeting.meeting.id}/room`,
      shop: `/vendor/bookings/${meeting.meeting.id}/room`,
      invitee: `/join-meet/${meeting.meeting.id}/${invitee.id}`,
    },
    close: () => t.close(),
  };
}

/** Headless Chromium with a fake camera and microphone, and permission granted without asking. */
export function launchMediaBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
}

/**
 * Runs in every page before the app: keeps the bearer token (a signed-in session), and records
 * each RTCPeerConnection the app opens, so the test can read their statistics. A string, as the
 * benchmark's TypeScript project has no DOM types.
 */
const recordPeerConnections = (bearer: string | null) => `
  ${bearer ? `window.localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(bearer)});` : ''}
  (() => {
    const Native = window.RTCPeerConnection;
    const recorded = [];
    window.__peerConnections = recorded;
    window.RTCPeerConnection = class extends Native {
      constructor(configuration) {
        super(configuration);
        recorded.push(this);
      }
    };
  })();
`;

/** A page in its own context, signed in with `bearer` when given, recording its peer connections. */
export async function openRoomPage(
  browser: Browser,
  baseURL: string,
  bearer?: string,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript({ content: recordPeerConnections(bearer ?? null) });
  return { page: await context.newPage(), context };
}

/** Video frames this page decoded from others, over its open peer connections (getStats). */
export function framesDecoded(page: Page): Promise<number> {
  return page.evaluate<number>(`(async () => {
    let total = 0;
    for (const pc of window.__peerConnections ?? []) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      stats.forEach((report) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') total += report.framesDecoded ?? 0;
      });
    }
    return total;
  })()`);
}

/**
 * The local and remote candidate types of the page's connected peer connections' selected
 * pairs (getStats: 'host', 'srflx', 'relay'), e.g. ['relay/relay'].
 */
export function selectedCandidateTypes(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(async () => {
    const types = [];
    for (const pc of window.__peerConnections ?? []) {
      if (pc.connectionState !== 'connected') continue;
      const stats = await pc.getStats();
      const byId = new Map();
      stats.forEach((report) => byId.set(report.id, report));
      stats.forEach((report) => {
        if (report.type !== 'transport' || !report.selectedCandidatePairId) return;
        const pair = byId.get(report.selectedCandidatePairId);
        if (!pair) return;
        types.push(byId.get(pair.localCandidateId)?.candidateType + '/' + byId.get(pair.remoteCandidateId)?.candidateType);
      });
    }
    return types;
  })()`);
}

/** How many peer connections the page has opened so far (closed ones included). */
export function peerConnectionCount(page: Page): Promise<number> {
  return page.evaluate<number>(`(window.__peerConnections ?? []).length`);
}

/** Live video tracks this page sends (0 once the camera is off and nothing is shared). */
export function liveVideoSenders(page: Page): Promise<number> {
  return page.evaluate<number>(`(window.__peerConnections ?? [])
    .flatMap((pc) => pc.getSenders())
    .filter((s) => s.track && s.track.kind === 'video' && s.track.readyState === 'live').length`);
}

/**
 * The size of the video this page last decoded from others, over its open peer connections
 * (getStats' inbound frame size, the largest if several): what the other side is sending.
 */
export function inboundVideoSize(page: Page): Promise<{ width: number; height: number } | null> {
  return page.evaluate<{ width: number; height: number } | null>(`(async () => {
    let best = null;
    for (const pc of window.__peerConnections ?? []) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      stats.forEach((report) => {
        if (report.type !== 'inbound-rtp' || report.kind !== 'video' || !report.frameWidth) return;
        if (!best || report.frameWidth > best.width)
          best = { width: report.frameWidth, height: report.frameHeight };
      });
    }
    return best;
  })()`);
}

/** What kind of surface the live video this page sends comes from ('monitor' for a shared screen). */
export function sentVideoSurfaces(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(window.__peerConnections ?? [])
    .filter((pc) => pc.connectionState !== 'closed')
    .flatMap((pc) => pc.getSenders())
    .filter((s) => s.track && s.track.kind === 'video' && s.track.readyState === 'live')
    .map((s) => s.track.getSettings().displaySurface ?? 'camera')`);
}

/** Polls `read` until `accept` holds, or fails after `timeoutMs` naming the last value. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs} ms (last ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
