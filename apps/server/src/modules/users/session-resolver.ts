import { sessionTokenOf } from './session-token.ts';
import type { SessionWithUser } from './users.repository.ts';

export type ResolvedSession = SessionWithUser;

export type SessionResolverDeps = {
  /** AUTH_SECRET, which signs bearer tokens. */
  secret: string;
  /** One lookup of a session token with its user and roles (users.repository). */
  lookUp: (token: string) => Promise<SessionWithUser | undefined>;
  /** better-auth's sliding expiry: sets a new expiry, undefined if the session is gone. */
  extend: (sessionId: string, expiresAt: Date) => Promise<Date | undefined>;
  /** An expired session was presented: better-auth deletes it (and its hooks run). */
  onExpired?: (token: string) => void;
  /** How long a looked-up session is remembered; 0 turns the cache off. */
  ttlMs: number;
  /** Most sessions remembered; the least recently used goes first. */
  maxEntries?: number;
  /** better-auth's `session.expiresIn` and `session.updateAge`, in milliseconds. */
  expiresInMs: number;
  updateAgeMs: number;
  /** false when better-auth's `disableSessionRefresh` is set. */
  refresh: boolean;
  now?: () => number;
};

type Entry = { token: string; session: SessionWithUser; cachedAt: number };

/**
 * Who sent a bearer token, cheaply: the signature is checked as better-auth checks it
 * (session-token.ts), then ONE indexed lookup of session, user and roles, remembered per
 * instance for `ttlMs` (an LRU keyed by the bearer value as sent). Expiry is checked on every
 * call, cached or not, and the sliding refresh runs as in better-auth's get-session.
 *
 * `forgetSession` / `forgetUser` drop entries (a revocation event, a role change). A lookup
 * that was under way when something was forgotten answers its own request but is not
 * remembered, so a revoked session is never served from the cache after the event.
 */
export function createSessionResolver(deps: SessionResolverDeps) {
  const now = deps.now ?? Date.now;
  const maxEntries = deps.maxEntries ?? 10_000;
  const entries = new Map<string, Entry>();
  const bySession = new Map<string, Set<string>>();
  const byUser = new Map<string, Set<string>>();
  let forgets = 0;

  const index = (map: Map<string, Set<string>>, key: string, bearer: string) => {
    const set = map.get(key);
    if (set) set.add(bearer);
    else map.set(key, new Set([bearer]));
  };
  const unindex = (map: Map<string, Set<string>>, key: string, bearer: string) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(bearer);
    if (set.size === 0) map.delete(key);
  };
  const drop = (bearer: string) => {
    const entry = entries.get(bearer);
    if (!entry) return;
    entries.delete(bearer);
    unindex(bySession, entry.session.sessionId, bearer);
    unindex(byUser, entry.session.user.id, bearer);
  };
  const remember = (bearer: string, token: string, session: SessionWithUser) => {
    drop(bearer);
    entries.set(bearer, { token, session, cachedAt: now() });
    index(bySession, session.sessionId, bearer);
    index(byUser, session.user.id, bearer);
    while (entries.size > maxEntries) drop(entries.keys().next().value!);
  };
  const dropAll = (bearers: Set<string> | undefined) => {
    for (const bearer of [...(bearers ?? [])]) drop(bearer);
  };

  /** Expiry and better-auth's sliding refresh; null when the session is over. */
  const live = async (
    bearer: string,
    token: string,
    session: SessionWithUser,
  ): Promise<SessionWithUser | null> => {
    const time = now();
    if (session.expiresAt.getTime() <= time) {
      drop(bearer);
      deps.onExpired?.(token);
      return null;
    }
    const due = session.expiresAt.getTime() - deps.expiresInMs + deps.updateAgeMs <= time;
    if (!deps.refresh || !due) return session;
    const started = forgets;
    const expiresAt = await deps.extend(session.sessionId, new Date(time + deps.expiresInMs));
    if (!expiresAt) {
      drop(bearer);
      return null;
    }
    const extended = { ...session, expiresAt };
    if (started === forgets && entries.get(bearer)?.session === session) {
      entries.get(bearer)!.session = extended;
    }
    return extended;
  };

  return {
    async resolve(bearer: string): Promise<SessionWithUser | null> {
      const cached = entries.get(bearer);
      if (cached && now() - cached.cachedAt < deps.ttlMs) {
        // Most recently used goes last.
        entries.delete(bearer);
        entries.set(bearer, cached);
        return live(bearer, cached.token, cached.session);
      }
      if (cached) drop(bearer);
      const token = sessionTokenOf(bearer, deps.secret);
      if (!token) return null;
      const started = forgets;
      const found = await deps.lookUp(token);
      if (!found) return null;
      if (deps.ttlMs > 0 && started === forgets && found.expiresAt.getTime() > now()) {
        remember(bearer, token, found);
      }
      return live(bearer, token, found);
    },
    forgetSession(sessionId: string) {
      forgets++;
      dropAll(bySession.get(sessionId));
    },
    forgetUser(userId: string) {
      forgets++;
      dropAll(byUser.get(userId));
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;
