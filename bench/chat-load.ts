/**
 * The load generator of `bench/chat.ts`, in a process of its own (as autocannon is in the other
 * benchmarks): the HTTP sends and every customer's sockets run on this process's event loop, so
 * the app's process serves only the app. Send, receipt and broadcast are all timed on this
 * process's clock. Takes one `ChatLoadInput` message; sends `{ connected }` once every socket is
 * open, then `{ result }`, and exits.
 */
import type { ChatMessage } from '@vitrine/contracts/chat';
import { io, type Socket } from 'socket.io-client';

export type ChatLoadInput = {
  url: string;
  vendorToken: string;
  customerTokens: string[];
  groups: string[];
  /** Seconds of sending before the measured ones, timed apart (the start's backlog). */
  warmup: number;
  seconds: number;
};
export type ChatLoadResult = {
  sockets: number;
  sends: number;
  failures: number;
  /** Why sends failed: each distinct reason (its first 120 characters) and how often. */
  failureReasons: Record<string, number>;
  /** Send → receive of the measured seconds' messages (first arrival at each recipient). */
  latencies: number[];
  /** The same for the warm-up's. */
  warmupLatencies: number[];
  /** Messages that reached a recipient's socket a second time (not timed). */
  duplicates: number;
  /** The HTTP answer's time of each measured send. */
  answered: number[];
  /** The HTTP answer's times by measured second. */
  answeredBySecond: number[][];
  /** From the first measured send to the last answer. */
  sendingMs: number;
  notified: number[];
};

const { url, vendorToken, customerTokens, groups, warmup, seconds } =
  await new Promise<ChatLoadInput>((resolve) =>
    process.once('message', (input) => resolve(input as ChatLoadInput)),
  );

const post = async (path: string, body: object) => {
  const res = await fetch(`${url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${vendorToken}` },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
};

const sockets: Socket[] = [];
const sentAt = new Map<string, number>();
const latencies: number[] = [];
const warmupLatencies: number[] = [];
const received = new Set<string>();
let duplicates = 0;
const answered: number[] = [];
const answeredBySecond: number[][] = Array.from({ length: seconds }, () => []);
const notified: number[] = [];
let broadcastAt = 0;
await Promise.all(
  customerTokens.flatMap((token) =>
    [0, 1].map(
      (copy) =>
        new Promise<void>((resolve, reject) => {
          const socket = io(url, {
            transports: ['websocket'],
            auth: { token },
            reconnection: false,
          });
          sockets.push(socket);
          socket.on('chat:message-created', (message: ChatMessage) => {
            const started = copy === 0 ? sentAt.get(message.clientId) : undefined;
            if (started === undefined) return;
            if (received.has(message.clientId)) {
              duplicates += 1;
              return;
            }
            received.add(message.clientId);
            (message.clientId.startsWith('w-') ? warmupLatencies : latencies).push(
              performance.now() - started,
            );
          });
          socket.on('notification:created', () => notified.push(performance.now() - broadcastAt));
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        }),
    ),
  ),
);
process.send!({ connected: sockets.length });

let sends = 0;
let warmupSends = 0;
let failures = 0;
const failureReasons: Record<string, number> = {};
let lastAnswer = 0;
let firstSend = performance.now();
const inFlight: Promise<unknown>[] = [];
for (let second = -warmup; second < seconds; second += 1) {
  const tick = performance.now();
  if (second === 0) firstSend = tick;
  const measured = second >= 0;
  for (const [i, groupId] of groups.entries()) {
    const clientId = measured ? `b-${second}-${i}` : `w-${-second}-${i}`;
    // Spread each second's sends over the second.
    const at = tick + (i / groups.length) * 1000;
    inFlight.push(
      new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now()))).then(
        () => {
          const started = performance.now();
          sentAt.set(clientId, started);
          if (measured) sends += 1;
          else warmupSends += 1;
          return post(`/chat/groups/${groupId}/messages`, {
            clientId,
            type: 'text',
            content: { text: 'Your blouse is ready' },
          }).then(
            () => {
              if (!measured) return;
              lastAnswer = performance.now();
              answered.push(lastAnswer - started);
              answeredBySecond[second]!.push(lastAnswer - started);
            },
            (error: unknown) => {
              failures += 1;
              const cause =
                error instanceof Error && error.cause instanceof Error ? error.cause : null;
              // Ids and ports vary from send to send; the reason is what is left.
              const reason = String(cause ? `${String(error)} (${cause.message})` : error)
                .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
                .replace(/:\d{2,5}\b/g, ':<port>')
                .slice(0, 120);
              failureReasons[reason] = (failureReasons[reason] ?? 0) + 1;
            },
          );
        },
      ),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, tick + 1000 - performance.now())));
}
await Promise.all(inFlight);
const sendingMs = lastAnswer - firstSend;
const deadline = Date.now() + 30_000;
while (
  latencies.length + warmupLatencies.length < sends + warmupSends - failures &&
  Date.now() < deadline
)
  await new Promise((r) => setTimeout(r, 50));

broadcastAt = performance.now();
await post('/admin/notifications/broadcast', {
  audience: 'general',
  title: 'Festive hours',
  body: 'Shops open late all week.',
});
const until = Date.now() + 30_000;
while (notified.length < sockets.length && Date.now() < until)
  await new Promise((r) => setTimeout(r, 20));

for (const socket of sockets) socket.disconnect();
process.send!(
  {
    result: {
      sockets: sockets.length,
      sends,
      failures,
      failureReasons,
      latencies,
      warmupLatencies,
      duplicates,
      answered,
      answeredBySecond,
      sendingMs,
      notified,
    } satisfies ChatLoadResult,
  },
  () => process.exit(0),
);
