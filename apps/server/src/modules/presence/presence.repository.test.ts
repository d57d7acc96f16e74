import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { sharedTestApp, type TestApp } from '../../test/test-app.ts';
import { createPresenceRepository, type PresenceRepository } from './presence.repository.ts';

describe('presence repository', () => {
  let t: TestApp;
  let repository: PresenceRepository;
  beforeAll(async () => {
    t = await sharedTestApp();
    repository = createPresenceRepository(t.app.database.db);
  });
  afterAll(() => t.close());

  it('leaves the user online when a tab connected after the last-disconnect check read the record', async () => {
    const { user } = await registerAccount(t.app);
    await repository.markOnline(user.id, new Date('2030-01-01T10:00:00.000Z'));
    const version = await repository.findUpdatedAt(user.id);
    // Another tab connects while the closing one is still asking the cluster.
    await repository.markOnline(user.id, new Date('2030-01-01T10:00:01.000Z'));

    const written = await repository.markOfflineIfUnchanged(
      user.id,
      new Date('2030-01-01T10:00:02.000Z'),
      version!,
    );
    expect(written).toBeNull();
    expect(await repository.findByUserId(user.id)).toMatchObject({ status: 'online' });
  });

  it('marks the user offline with the disconnect time when nothing changed since the check', async () => {
    const { user } = await registerAccount(t.app);
    await repository.markOnline(user.id, new Date('2030-01-01T10:00:00.000Z'));
    const version = await repository.findUpdatedAt(user.id);

    const at = new Date('2030-01-01T10:05:00.000Z');
    expect(await repository.markOfflineIfUnchanged(user.id, at, version!)).toEqual({
      userId: user.id,
      status: 'offline',
      lastSeenAt: at,
    });
  });
});
