import type { Category } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTwoInstances,
  twoInstancesUnavailable,
  type TwoInstances,
} from '../../test/two-instances.ts';
import { waitFor } from '../../test/wait-for.ts';
import { seedSmallCatalogue } from '../catalogue/testing.ts';
import { applicationHelpers } from './testing.ts';

const skip = twoInstancesUnavailable('shop approval');

describe.skipIf(skip)('an approved shop on two instances behind one Redis', () => {
  let cluster: TwoInstances;
  let tree: Category[] = [];
  let helpers: ReturnType<typeof applicationHelpers>;

  beforeAll(async () => {
    cluster = await startTwoInstances({ AUTH_RATE_LIMIT_MAX: '1000' });
    await seedSmallCatalogue(cluster.a, 3);
    helpers = applicationHelpers(cluster.a, () => tree);
    tree = (await helpers.call(undefined, 'GET', '/category/categories-subcat')).json().items;
  }, 120_000);
  afterAll(() => cluster?.close());

  it('is found by search on the other instance within a second of its approval', async () => {
    const { applicationId } = await helpers.submittedApplication('Quetzal Embroidery House');
    const admin = await helpers.person({ admin: true });
    const search = () =>
      cluster.b.inject({ method: 'GET', url: '/api/v1/vendor/fetch-shops?searchKey=Quetzal' });
    expect((await search()).json().items).toEqual([]);

    const approved = await helpers.call(admin, 'POST', `/admin/shops/${applicationId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const at = Date.now();
    await waitFor(
      async () =>
        (await search()).json().items.some((s: { id: string }) => s.id === approved.json().shopId)
          ? true
          : undefined,
      { timeoutMs: 1000, intervalMs: 10, what: 'instance B to find the approved shop' },
    );
    expect(Date.now() - at).toBeLessThan(1000);
  });
});
