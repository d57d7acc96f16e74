import { useSyncExternalStore } from 'react';

/** How long a "typing" stays shown after the last typing event of a partner. */
export const TYPING_SHOWN_MS = 4_000;

type LiveState = {
  /** `${groupId}:${userId}` → until when the partner shows as typing. */
  typing: Record<string, number>;
  /** userId → online or not, as presence events said. */
  online: Record<string, boolean>;
  /** The conversation on screen, if any (its messages are opened and read, not just seen). */
  openGroupId: string | null;
};

/** How many received message ids are remembered (`firstDelivery`), newest kept. */
export const RECEIVED_IDS_KEPT = 5_000;

let state: LiveState = { typing: {}, online: {}, openGroupId: null };
const subscribers = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** Ids of the messages the socket brought, oldest first (a Set keeps insertion order). */
const received = new Set<string>();

function set(next: Partial<LiveState>) {
  state = { ...state, ...next };
  for (const subscriber of subscribers) subscriber();
}

const subscribe = (subscriber: () => void) => {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
};

/**
 * The short-lived chat state no server keeps: who is typing, who is online, what is open, and
 * which message ids the socket already brought.
 */
export const chatLive = {
  typingStarted(groupId: string, userId: string) {
    const key = `${groupId}:${userId}`;
    clearTimeout(timers.get(key));
    set({ typing: { ...state.typing, [key]: Date.now() + TYPING_SHOWN_MS } });
    timers.set(
      key,
      setTimeout(() => chatLive.typingStopped(groupId, userId), TYPING_SHOWN_MS),
    );
  },
  typingStopped(groupId: string, userId: string) {
    const key = `${groupId}:${userId}`;
    clearTimeout(timers.get(key));
    timers.delete(key);
    if (!(key in state.typing)) return;
    const { [key]: _gone, ...rest } = state.typing;
    set({ typing: rest });
  },
  presence(userId: string, online: boolean) {
    if (state.online[userId] === online) return;
    set({ online: { ...state.online, [userId]: online } });
  },
  setOpenGroup(groupId: string | null) {
    if (state.openGroupId !== groupId) set({ openGroupId: groupId });
  },
  /** True the first time this message id comes; false for every later copy of it. */
  firstDelivery(messageId: string) {
    if (received.has(messageId)) return false;
    received.add(messageId);
    if (received.size > RECEIVED_IDS_KEPT) received.delete(received.values().next().value!);
    return true;
  },
  get openGroupId() {
    return state.openGroupId;
  },
};

export const useIsTyping = (groupId: string, userId: string | undefined) =>
  useSyncExternalStore(subscribe, () => (userId ? `${groupId}:${userId}` in state.typing : false));

export const useIsOnline = (userId: string | undefined) =>
  useSyncExternalStore(subscribe, () => (userId ? state.online[userId] : undefined));
