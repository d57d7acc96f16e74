import type {
  ClientToServerEvents,
  RealtimeConnectError,
  ServerToClientEvents,
} from '@vitrine/contracts/realtime';
import { io, type Socket } from 'socket.io-client';
import { setRealtimeLimited } from './realtime-status.ts';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// Reconnect back-off: base 1000 ms, factor 2, cap 14,400,000 ms (4 h), jitter 0.5.
// socket.io-client's manager applies them (its factor is fixed at 2); backoffDelay is the same formula.
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_FACTOR = 2;
export const RECONNECT_MAX_MS = 14_400_000;
export const RECONNECT_JITTER = 0.5;

/**
 * The wait before reconnect attempt `attempt` (0 for the first), as socket.io-client computes
 * it: base × factor^attempt, moved by up to ±jitter of itself (one `random` draw in [0, 1)
 * sets both the size and, through its first decimal, the sign), then capped.
 */
export function backoffDelay(attempt: number, random: number): number {
  // Beyond max / (1 - jitter) every draw lands on the cap; stopping there keeps huge attempts finite.
  const base = Math.min(
    RECONNECT_BASE_MS * RECONNECT_FACTOR ** attempt,
    RECONNECT_MAX_MS / (1 - RECONNECT_JITTER),
  );
  const deviation = Math.floor(random * RECONNECT_JITTER * base);
  const jittered = Math.floor(random * 10) % 2 === 0 ? base - deviation : base + deviation;
  return Math.min(jittered, RECONNECT_MAX_MS);
}

/**
 * A refusal for too many sockets is retried with the same back-off from its fourth step
 * (4–12 s), and never waits more than five minutes: a tab closing elsewhere frees a place.
 */
export const LIMITED_FIRST_ATTEMPT = 3;
export const LIMITED_MAX_WAIT_MS = 5 * 60_000;

let socket: RealtimeSocket | undefined;
let socketToken: string | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

type AnyListener = (...args: never[]) => void;
/** Listeners screens added; each socket this tab opens gets them all. */
const appListeners = new Set<{ event: keyof ServerToClientEvents; listener: AnyListener }>();

/**
 * Calls `listener` for every `event` the server sends this tab, on the current socket and on
 * any opened later (after sign-in, a new token); returns a function that stops it.
 */
export function onRealtimeEvent<E extends keyof ServerToClientEvents>(
  event: E,
  listener: ServerToClientEvents[E],
): () => void {
  const entry = { event, listener: listener as AnyListener };
  appListeners.add(entry);
  socket?.on(event, listener as never);
  return () => {
    appListeners.delete(entry);
    socket?.off(event, listener as never);
  };
}

const connectListeners = new Set<() => void>();

/**
 * Calls `listener` each time this tab's socket (re)connects, so screens can catch up on what
 * they missed while it was down; returns a function that stops it.
 */
export function onRealtimeConnect(listener: () => void): () => void {
  connectListeners.add(listener);
  return () => connectListeners.delete(listener);
}

/** Sends a client event (`chat:typing`) when connected; dropped otherwise (never stored). */
export function emitRealtime<E extends keyof ClientToServerEvents>(
  event: E,
  ...args: Parameters<ClientToServerEvents[E]>
): void {
  if (socket?.connected) socket.emit(event, ...args);
}

/**
 * Opens the one realtime connection of this tab (same origin, path /socket.io, the bearer
 * token in the handshake) or returns the open one. Lost connections come back by themselves
 * with the back-off above. A refused handshake does not: UNAUTHENTICATED stays down (the
 * session is over; the API's next 401 signs the user out), INTERNAL is retried with the same
 * back-off, TOO_MANY_CONNECTIONS shows the paused-updates notice and is retried slowly.
 */
export function connectSocket(token: string): RealtimeSocket {
  if (socket && socketToken === token) {
    if (!socket.connected && !socket.active) socket.connect();
    return socket;
  }
  disconnectSocket();
  socketToken = token;
  // Websocket only: with several server instances, long-polling would need sticky sessions.
  const created: RealtimeSocket = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnectionDelay: RECONNECT_BASE_MS,
    reconnectionDelayMax: RECONNECT_MAX_MS,
    randomizationFactor: RECONNECT_JITTER,
  });
  for (const { event, listener } of appListeners) created.on(event, listener as never);
  let refusedAttempts = 0;
  const retryNow = () => {
    clearTimeout(retryTimer);
    if (!created.connected && !created.active) created.connect();
  };
  created.on('connect', () => {
    refusedAttempts = 0;
    setRealtimeLimited(null);
    for (const listener of connectListeners) listener();
  });
  created.on('connect_error', (error) => {
    // While `active`, the manager is already retrying (a network error, not a refusal).
    if (created.active) return;
    const code = error.message as RealtimeConnectError;
    if (code === 'TOO_MANY_CONNECTIONS') {
      // Full until another tab closes: say so, and ask again seldom rather than storm.
      setRealtimeLimited({ retryNow });
      const wait = backoffDelay(LIMITED_FIRST_ATTEMPT + refusedAttempts++, Math.random());
      retryTimer = setTimeout(retryNow, Math.min(wait, LIMITED_MAX_WAIT_MS));
      return;
    }
    if (code !== 'INTERNAL') return;
    retryTimer = setTimeout(
      () => created.connect(),
      backoffDelay(refusedAttempts++, Math.random()),
    );
  });
  socket = created;
  return created;
}

/** Closes the connection (after sign-out); a later connectSocket opens a fresh one. */
export function disconnectSocket(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  setRealtimeLimited(null);
  socket?.disconnect();
  socket = undefined;
  socketToken = undefined;
}
