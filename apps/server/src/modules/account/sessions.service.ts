import type { UserRecords } from '../users/index.ts';

/** Where an account is signed in: its live sessions, without their tokens. */
export function createSessionsService(users: Pick<UserRecords, 'activeSessions'>) {
  return {
    /** The user's sessions that have not expired at `now`. */
    activeSessions: (userId: string, now: Date) => users.activeSessions(userId, now),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
