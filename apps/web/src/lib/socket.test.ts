import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRealtimeLimited } from './realtime-status.ts';
import {
  LIMITED_MAX_WAIT_MS,
  RECONNECT_BASE_MS,
  RECONNECT_JITTER,
  RECONNECT_MAX_MS,
  backoffDelay,
  connectSocket,
  disconnectSocket,
  onRealtimeEvent,
} from './socket.ts';

const draws = Array.from({ length: 1000 }, (_, i) => i / 1000);

describe('backoffDelay', () => {
  it('doubles from 1000 ms on each attempt until it reaches the 14,400,000 ms cap', () => {
    const noJitter = 0;
    expect([0, 1, 2, 3, 4, 13].map((attempt) => backoffDelay(attempt, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 8_192_000,
    ]);
    expect(backoffDelay(14, noJitter)).toBe(RECONNECT_MAX_MS);
    expect(backoffDelay(15, noJitter)).toBe(14_400_000);
    expect(backoffDelay(5000, noJitter)).toBe(14_400_000);
  });

  it('moves each delay by at most half of itself and never past the cap', () => {
    const outOfBounds: string[] = [];
    for (let attempt = 0; attempt <= 20; attempt += 1) {
      const base = RECONNECT_BASE_MS * 2 ** attempt;
      const low = Math.min(base * (1 - RECONNECT_JITTER), RECONNECT_MAX_MS);
      const high = Math.min(base * (1 + RECONNECT_JITTER), RECONNECT_MAX_MS);
      for (const random of draws) {
        const delay = backoffDelay(attempt, random);
        if (delay < low || delay > high)
          outOfBounds.push(`attempt ${attempt}, draw ${random}: ${delay}`);
      }
    }
    expect(outOfBounds).toEqual([]);
  });

  it('uses the jitter in both directions', () => {
    const delays = draws.map((random) => backoffDelay(3, random));
    expect(Math.min(...delays)).toBeLessThan(8000 * 0.6);
    expect(Math.max(...delays)).toBeGreaterThan(8000 * 1.4);
  });
});

describe('connectSocket', () => {
  afterEach(() => {
    disconnectSocket();
    vi.restoreAllMocks();
  });

  it('connects to this origin at /socket.io over websocket with the bearer token in the handshake', () => {
    const socket = connectSocket('token-1');
    expect(socket.auth).toEqual({ token: 'token-1' });
    expect(socket.io.opts.path).toBe('/socket.io');
    expect(socket.io.opts.transports).toEqual(['websocket']);
    expect(socket.io.opts.hostname).toBe(window.location.hostname);
  });

  it("reconnects with socket.io-client's own back-off: 1 s base, doubling, 4 h cap, 0.5 jitter", () => {
    const socket = connectSocket('token-1');
    expect(socket.io.reconnectionDelay()).toBe(1000);
    expect(socket.io.reconnectionDelayMax()).toBe(14_400_000);
    expect(socket.io.randomizationFactor()).toBe(0.5);
    // The manager's own timer, fed the same draws, waits exactly what backoffDelay says.
    const backoff = (socket.io as unknown as { backoff: { duration(): number; reset(): void } })
      .backoff;
    backoff.reset();
    const random = vi.spyOn(Math, 'random');
    for (let attempt = 0; attempt < 18; attempt += 1) {
      const draw = draws[(attempt * 137) % draws.length]!;
      random.mockReturnValueOnce(draw);
      expect(backoff.duration()).toBe(backoffDelay(attempt, draw));
    }
  });

  it('keeps one socket per token and opens a fresh one for another token', () => {
    const first = connectSocket('token-1');
    expect(connectSocket('token-1')).toBe(first);
    const second = connectSocket('token-2');
    expect(second).not.toBe(first);
    expect(first.active).toBe(false);
    expect(second.auth).toEqual({ token: 'token-2' });
  });

  it('closes the socket on disconnectSocket', () => {
    const socket = connectSocket('token-1');
    disconnectSocket();
    expect(socket.active).toBe(false);
    expect(socket.connected).toBe(false);
  });
});

describe('onRealtimeEvent', () => {
  afterEach(() => disconnectSocket());

  const deliver = (socket: ReturnType<typeof connectSocket>, payload: object) =>
    // What socket.io-client does with an incoming event packet once connected.
    (socket as unknown as { emitEvent(args: unknown[]): void }).emitEvent([
      'credits:changed',
      payload,
    ]);

  it('hands events to the listener on the current socket and on sockets opened later, until stopped', () => {
    const received: unknown[] = [];
    const first = connectSocket('token-1');
    const stop = onRealtimeEvent('credits:changed', (payload) => received.push(payload));
    deliver(first, { balance: 100, kind: 'purchase' });
    const second = connectSocket('token-2');
    deliver(second, { balance: 70, kind: 'meeting_debit' });
    stop();
    deliver(second, { balance: 40, kind: 'meeting_debit' });
    expect(received).toEqual([
      { balance: 100, kind: 'purchase' },
      { balance: 70, kind: 'meeting_debit' },
    ]);
  });
});

describe('a handshake refused for too many connections', () => {
  afterEach(() => {
    disconnectSocket();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** What socket.io-client does when the server's middleware refuses the handshake. */
  const refuse = (socket: ReturnType<typeof connectSocket>, message: string) =>
    act(() =>
      (socket as unknown as { onpacket(packet: object): void }).onpacket({
        type: 4,
        nsp: '/',
        data: { message },
      }),
    );

  it('pauses live updates, says so, and asks again seldom and more seldom, not in a storm', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const status = renderHook(() => useRealtimeLimited());
    const socket = connectSocket('token-1');
    const connect = vi.spyOn(socket, 'connect').mockImplementation(() => socket);

    refuse(socket, 'TOO_MANY_CONNECTIONS');
    expect(socket.active).toBe(false);
    expect(status.result.current).not.toBeNull();
    // The first retry after 8 s (no jitter drawn), the next after 16 s: never at once.
    vi.advanceTimersByTime(7_999);
    expect(connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(connect).toHaveBeenCalledTimes(1);
    refuse(socket, 'TOO_MANY_CONNECTIONS');
    vi.advanceTimersByTime(15_999);
    expect(connect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(connect).toHaveBeenCalledTimes(2);
    // However long it stays full, it asks at least every five minutes.
    for (let i = 0; i < 12; i += 1) {
      refuse(socket, 'TOO_MANY_CONNECTIONS');
      vi.advanceTimersByTime(LIMITED_MAX_WAIT_MS);
    }
    expect(connect).toHaveBeenCalledTimes(14);
  });

  it('tries again at once when asked, and clears the notice once connected', () => {
    vi.useFakeTimers();
    const status = renderHook(() => useRealtimeLimited());
    const socket = connectSocket('token-1');
    const connect = vi.spyOn(socket, 'connect').mockImplementation(() => socket);
    refuse(socket, 'TOO_MANY_CONNECTIONS');

    act(() => status.result.current!.retryNow());
    expect(connect).toHaveBeenCalledTimes(1);
    act(
      () =>
        void (socket as unknown as { emitReserved(event: string): void }).emitReserved('connect'),
    );
    expect(status.result.current).toBeNull();
  });

  it('stays down, without a notice, when the session is over', () => {
    vi.useFakeTimers();
    const status = renderHook(() => useRealtimeLimited());
    const socket = connectSocket('token-1');
    const connect = vi.spyOn(socket, 'connect').mockImplementation(() => socket);
    refuse(socket, 'UNAUTHENTICATED');
    vi.advanceTimersByTime(LIMITED_MAX_WAIT_MS * 2);
    expect(connect).not.toHaveBeenCalled();
    expect(status.result.current).toBeNull();
  });
});
