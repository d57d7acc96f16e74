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

/**
 * Runs before the app when asked: every camera opens at 320×240 and 15 frames a second, so that
 * several browsers on one small machine can encode and decode each other.
 */
const lowResolutionCameras = `
  (() => {
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) => {
      if (!constraints || !constraints.video) return open(constraints);
      const video = constraints.video === true ? {} : constraints.video;
      return open({ ...constraints, video: { ...video, width: 320, height: 240, frameRate: 15 } });
    };
  })();
`;

/** A page in its own context, signed in with `bearer` when given, recording its peer connections. */
export async function openRoomPage(
  browser: Browser,
  baseURL: string,
  bearer?: string,
  options: { lowResolution?: boolean } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript({ content: recordPeerConnections(bearer ?? null) });
  if (options.lowResolution) await context.addInitScript({ content: lowResolutionCameras });
  return { page: await context.newPage(), context };
}

/**
 * Per open peer connection of the page that receives video: the frames it decoded (getStats'
 * inbound-rtp). On the SFU, one connection per other publisher.
 */
export function framesDecodedPerConnection(page: Page): Promise<number[]> {
  return page.evaluate<number[]>(`(async () => {
    const counts = [];
    for (const pc of window.__peerConnections ?? []) {
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      let frames = null;
      stats.forEach((report) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video')
          frames = (frames ?? 0) + (report.framesDecoded ?? 0);
      });
      if (frames !== null) counts.push(frames);
    }
    return counts;
  })()`);
}

/**
 * The video streams this page sends, over all its open peer connections (getStats'
 * outbound-rtp that sent packets): one entry per sent track (connection and mid), with the
 * simulcast layers (rid) it goes out in.
 */
export function outboundVideoStreams(page: Page): Promise<{ mid: string; layers: number }[]> {
  return page.evaluate<{ mid: string; layers: number }[]>(`(async () => {
    const streams = [];
    let index = 0;
    for (const pc of window.__peerConnections ?? []) {
      index += 1;
      if (pc.connectionState === 'closed') continue;
      const stats = await pc.getStats();
      const byMid = new Map();
      stats.forEach((report) => {
        if (report.type !== 'outbound-rtp' || report.kind !== 'video' || !report.packetsSent) return;
        const key = index + ':' + (report.mid ?? report.id);
        byMid.set(key, (byMid.get(key) ?? 0) + 1);
      });
      for (const [mid, layers] of byMid) streams.push({ mid, layers });
    }
    return streams;
  })()`);
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
