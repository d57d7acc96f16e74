/**
 * Each user's `/user/credits` answers, remembered for a few seconds (CREDITS_CACHE_TTL_MS): the
 * balance is asked for on every page a signed-in shopper opens, and from memory it costs what
 * `userRoles` costs instead of two queries.
 *
 * It never shows a balance older than the last change this instance has heard of:
 * - a change committed here drops the user's answers as soon as it commits (`afterCommit` in the
 *   ledger, through {@link creditsCommitted});
 * - a change committed on another instance drops them when its `credits:changed` event is
 *   delivered, which is broadcast to every instance before the user's tabs are told;
 * - an answer read while any change was being dropped is not kept (it may predate the change);
 * - an answer is kept no longer than the TTL, nor past its next credit expiry.
 */
export type UserAnswers<T> = {
  /** What `remember` stored for this user and key, if still fresh. */
  recall: (userId: string, key: string, now: number) => T | undefined;
  /** Where a read starts: `remember` keeps its answer only if nothing was forgotten since. */
  mark: () => number;
  remember: (
    userId: string,
    key: string,
    value: T,
    options: { mark: number; now: number; until?: number },
  ) => void;
  forget: (userId: string) => void;
};

export function createUserAnswers<T>(options: {
  ttlMs: number;
  /** Users remembered at most; the one remembered longest ago goes first. */
  maxUsers: number;
}): UserAnswers<T> {
  const users = new Map<string, Map<string, { value: T; expiresAt: number }>>();
  let forgets = 0;
  return {
    recall(userId, key, now) {
      const entry = users.get(userId)?.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now) return entry.value;
      users.get(userId)!.delete(key);
      return undefined;
    },
    mark: () => forgets,
    remember(userId, key, value, { mark, now, until }) {
      if (options.ttlMs <= 0 || mark !== forgets) return;
      const expiresAt = Math.min(now + options.ttlMs, until ?? Infinity);
      if (expiresAt <= now) return;
      let answers = users.get(userId);
      if (!answers) {
        if (users.size >= options.maxUsers) users.delete(users.keys().next().value!);
        answers = new Map();
        users.set(userId, answers);
      }
      answers.set(key, { value, expiresAt });
    },
    forget(userId) {
      forgets += 1;
      users.delete(userId);
    },
  };
}

const committedListeners = new Set<(userId: string) => void>();

/**
 * Tells this process's credits caches that a user's credits changed in a transaction that has
 * just committed. Process-wide, because the ledger writes in a caller's transaction without
 * knowing which app instance holds the cache; tests with several apps in one process only lose
 * a cached answer they would have had.
 */
export function creditsCommitted(userId: string): void {
  for (const listener of committedListeners) listener(userId);
}

/** Listens to {@link creditsCommitted}; returns the way to stop. */
export function onCreditsCommitted(listener: (userId: string) => void): () => void {
  committedListeners.add(listener);
  return () => committedListeners.delete(listener);
}
