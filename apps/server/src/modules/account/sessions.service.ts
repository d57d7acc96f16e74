import type { AccountRepository } from './account.repository.ts';

/** Where an account is signed in: its live sessions, without their tokens. */
export function createSessionsService(repository: Pick<AccountRepository, 'activeSessions'>) {
  return {
    /** The user's sessions that have not expired at `now`. */
    activeSessions: (userId: string, now: Date) => repository.activeSessions(userId, now),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
