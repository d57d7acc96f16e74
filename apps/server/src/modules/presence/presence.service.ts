import type { Presence } from '@vitrine/contracts/presence';
import { notFound } from '../../platform/lib/app-error.ts';
import type { PresenceRecord, PresenceRepository } from './presence.repository.ts';

/**
 * Who else may see a user's presence: answers whether `viewerId` may see `userId`'s. The only
 * way to widen presence beyond the user themself (chat: members of a shared group; bookings:
 * the other side of a booking). Each is asked in turn until one says yes.
 */
export type PresenceAudience = (viewerId: string, userId: string) => Promise<boolean>;

export type PresenceServiceDeps = {
  presenceRepository: PresenceRepository;
  /** Whether such a user exists (the users module's). */
  userExists: (userId: string) => Promise<boolean>;
  /** Besides the user themself; none yet. */
  audiences?: readonly PresenceAudience[];
  /** Whether the user has a socket open on any server instance. */
  isUserConnected: (userId: string) => Promise<boolean>;
  events: { presenceChanged: (presence: Presence) => void };
  clock: () => Date;
};

const toPresence = (record: PresenceRecord): Presence => ({
  userId: record.userId,
  status: record.status,
  lastSeenAt: record.lastSeenAt?.toISOString() ?? null,
});

/** A user's realtime status: online while any tab on any instance is connected. */
export function createPresenceService({
  presenceRepository,
  userExists,
  audiences = [],
  isUserConnected,
  events,
  clock,
}: PresenceServiceDeps) {
  const maySee = async (viewerId: string, userId: string) => {
    if (viewerId === userId) return true;
    for (const audience of audiences) if (await audience(viewerId, userId)) return true;
    return false;
  };

  return {
    /** A user's presence, as `viewerId` may see it: someone they may not see is 404, like no one. */
    async getPresence(viewerId: string, userId: string): Promise<Presence> {
      if (!(await maySee(viewerId, userId))) throw notFound('User');
      if (!(await userExists(userId))) throw notFound('User');
      return toPresence(await presenceRepository.findByUserId(userId));
    },

    /** A socket of the user connected (it has already joined the user's room). */
    async socketConnected(userId: string): Promise<void> {
      const record = await presenceRepository.markOnline(userId, clock());
      events.presenceChanged(toPresence(record));
    },

    /**
     * A socket of the user closed (it has already left the user's room). The version is read
     * before asking the cluster, so a tab connecting during the check keeps the user online.
     */
    async socketDisconnected(userId: string): Promise<void> {
      const version = await presenceRepository.findUpdatedAt(userId);
      if (!version || (await isUserConnected(userId))) return;
      const record = await presenceRepository.markOfflineIfUnchanged(userId, clock(), version);
      if (record) events.presenceChanged(toPresence(record));
    },
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
