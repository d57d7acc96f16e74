import { describe, expect, it } from 'vitest';
import type { PresenceRepository } from './presence.repository.ts';
import { createPresenceService, type PresenceAudience } from './presence.service.ts';

const lastSeenAt = new Date('2031-02-03T04:05:06.000Z');
const repository = {
  findByUserId: async (userId: string) => ({ userId, status: 'offline' as const, lastSeenAt }),
} as unknown as PresenceRepository;

const serviceWith = (audiences: PresenceAudience[]) =>
  createPresenceService({
    presenceRepository: repository,
    userExists: async () => true,
    audiences,
    isUserConnected: async () => false,
    events: { presenceChanged: () => {} },
    clock: () => new Date(),
  });

describe('who may see a presence', () => {
  it('shows users their own presence and hides it from everyone else by default', async () => {
    const presence = serviceWith([]);
    expect(await presence.getPresence('asha', 'asha')).toMatchObject({
      lastSeenAt: lastSeenAt.toISOString(),
    });
    await expect(presence.getPresence('ravi', 'asha')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('shows it to whoever an audience admits, such as a chat partner, and to no one else', async () => {
    const chatPartners: PresenceAudience = async (viewer, user) =>
      (viewer === 'ravi' && user === 'asha') || (viewer === 'asha' && user === 'ravi');
    const presence = serviceWith([async () => false, chatPartners]);
    expect((await presence.getPresence('ravi', 'asha')).userId).toBe('asha');
    await expect(presence.getPresence('meena', 'asha')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
