import pino from 'pino';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisKeyPrefix } from '../../test/redis-key-prefix.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createClusterBroadcasts, type ClusterBroadcasts } from './cluster-broadcast.ts';

const log = pino({ level: 'silent' });
const redisUrl = process.env.REDIS_URL;

describe('broadcast channels in one process (no REDIS_URL)', () => {
  it('delivers a message to its own channel’s listeners only', async () => {
    const broadcasts = await createClusterBroadcasts({ redisUrl: undefined, prefix: 'p', log });
    const heard: string[] = [];
    (await broadcasts.channel('a')).subscribe((message) => heard.push(`a:${message}`));
    (await broadcasts.channel('b')).subscribe((message) => heard.push(`b:${message}`));
    await (await broadcasts.channel('a')).publish('hello');
    expect(heard).toEqual(['a:hello']);
    await broadcasts.close();
  });
});

describe.skipIf(!redisUrl)('broadcast channels through Redis', () => {
  const prefix = testRedisKeyPrefix();
  const redis = createClient({ url: redisUrl });
  let first: ClusterBroadcasts;
  let second: ClusterBroadcasts;
  beforeAll(async () => {
    await redis.connect();
  });
  afterAll(async () => {
    await Promise.allSettled([first?.close(), second?.close()]);
    await redis.close();
  });

  it('reaches the other instance on the same channel, and only that channel', async () => {
    first = await createClusterBroadcasts({ redisUrl, prefix, log });
    second = await createClusterBroadcasts({ redisUrl, prefix, log });
    const heard: string[] = [];
    for (const name of ['catalogue', 'credits', 'availability']) {
      (await second.channel(name)).subscribe((message) => heard.push(`${name}:${message}`));
      await first.channel(name);
    }
    const subscribers = await redis.pubSubNumSub([`${prefix}:credits`]);
    expect(subscribers[`${prefix}:credits`]).toBe(2);

    await (await first.channel('credits')).publish('user-1');
    await waitFor(() => (heard.length > 0 ? true : undefined), { what: 'the message on B' });
    expect(heard).toEqual(['credits:user-1']);
  });
});
