import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { userPresence } from './presence.schema.ts';

export type PresenceRecord = {
  userId: string;
  status: 'online' | 'offline';
  lastSeenAt: Date | null;
};

const columns = {
  userId: userPresence.userId,
  status: userPresence.status,
  lastSeenAt: userPresence.lastSeenAt,
};

export function createPresenceRepository(db: Database) {
  return {
    /** The user's record; a user who never connected is offline with no last-seen time. */
    async findByUserId(userId: string): Promise<PresenceRecord> {
      const [row] = await db
        .select(columns)
        .from(userPresence)
        .where(eq(userPresence.userId, userId));
      return row ?? { userId, status: 'offline', lastSeenAt: null };
    },

    /** When the record last changed; the version `markOfflineIfUnchanged` compares against. */
    async findUpdatedAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ updatedAt: userPresence.updatedAt })
        .from(userPresence)
        .where(eq(userPresence.userId, userId));
      return row?.updatedAt ?? null;
    },

    async markOnline(userId: string, at: Date): Promise<PresenceRecord> {
      const [row] = await db
        .insert(userPresence)
        .values({ userId, status: 'online', lastSeenAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: userPresence.userId,
          set: { status: 'online', lastSeenAt: at, updatedAt: at },
        })
        .returning(columns);
      return row!;
    },

    /**
     * Writes offline only if nothing touched the record since `version` was read, so a tab
     * that connected meanwhile is not overwritten; null when it was.
     */
    async markOfflineIfUnchanged(
      userId: string,
      at: Date,
      version: Date,
    ): Promise<PresenceRecord | null> {
      const [row] = await db
        .update(userPresence)
        .set({ status: 'offline', lastSeenAt: at, updatedAt: at })
        .where(and(eq(userPresence.userId, userId), eq(userPresence.updatedAt, version)))
        .returning(columns);
      return row ?? null;
    },
  };
}

export type PresenceRepository = ReturnType<typeof createPresenceRepository>;
