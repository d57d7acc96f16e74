import { useSyncExternalStore } from 'react';

/**
 * Whether this tab's live updates are paused because the server refused one more socket (too
 * many tabs of this user, or from this address). Kept apart from socket.ts, so the notice that
 * reads it does not pull socket.io into the first screen's JavaScript.
 */
type Limited = { retryNow: () => void } | null;

let limited: Limited = null;
const listeners = new Set<() => void>();

export function setRealtimeLimited(next: Limited): void {
  if (next === limited) return;
  limited = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Non-null while live updates are paused for the socket cap; `retryNow` tries again at once. */
export function useRealtimeLimited(): Limited {
  return useSyncExternalStore(
    subscribe,
    () => limited,
    () => null,
  );
}
