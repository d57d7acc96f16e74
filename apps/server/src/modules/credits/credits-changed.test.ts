import type { CreditsChanged } from '@vitrine/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import {
  connect,
  createSocket,
  listenOnRandomPort,
  type ClientSocket,
} from '../../test/realtime-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { debitCredits, grantCredits } from './credit-ledger.ts';

let t: TestApp;
let baseUrl: string;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  baseUrl = await listenOnRandomPort(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

/** A connected socket of the user, collecting the credits:changed events it receives. */
async function tabOf(token: string) {
  const received: CreditsChanged[] = [];
  const socket = createSocket(baseUrl, { token }, sockets);
  socket.on('credits:changed', (payload) => received.push(payload));
  await connect(socket);
  return received;
}

describe('credits:changed', () => {
  it("reaches every tab of the user after a grant and a debit commit, and nobody else's", async () => {
    const owner = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const firstTab = await tabOf(owner.token);
    const secondTab = await tabOf(owner.token);
    const otherTab = await tabOf(other.token);

    await runInTransaction(t.app.database.db, (tx) =>
      grantCredits(tx, {
        userId: owner.user.id,
        amount: 100,
        kind: 'referral_bonus',
        reference: null,
      }),
    );
    await runInTransaction(t.app.database.db, (tx) =>
      debitCredits(tx, {
        userId: owner.user.id,
        amount: 30,
        kind: 'meeting_debit',
        reference: { type: 'booking', id: 'b-1' },
      }),
    );

    await waitFor(() => (firstTab.length === 2 && secondTab.length === 2 ? true : undefined), {
      what: 'two credits:changed events in both tabs',
    });
    const expected = [
      { balance: 100, kind: 'referral_bonus' },
      { balance: 70, kind: 'meeting_debit' },
    ];
    const byBalance = (a: CreditsChanged, b: CreditsChanged) => b.balance - a.balance;
    expect(firstTab.sort(byBalance)).toEqual(expected);
    expect(secondTab.sort(byBalance)).toEqual(expected);
    // Delivered means deleted: once the outbox is empty, nothing more is on its way.
    await waitFor(async () =>
      (await t.app.outbox.repository.countPending()) === 0 ? true : undefined,
    );
    expect(otherTab).toEqual([]);
  });

  it('is not sent for a change that was rolled back', async () => {
    const owner = await registerAccount(t.app);
    const tab = await tabOf(owner.token);
    await runInTransaction(t.app.database.db, async (tx) => {
      await grantCredits(tx, {
        userId: owner.user.id,
        amount: 50,
        kind: 'referral_bonus',
        reference: null,
      });
      throw new Error('the booking failed after the grant');
    }).catch(() => {});
    await runInTransaction(t.app.database.db, (tx) =>
      grantCredits(tx, {
        userId: owner.user.id,
        amount: 10,
        kind: 'referral_bonus',
        reference: null,
      }),
    );
    await waitFor(() => (tab.length > 0 ? true : undefined), { what: 'the committed change' });
    await waitFor(async () =>
      (await t.app.outbox.repository.countPending()) === 0 ? true : undefined,
    );
    expect(tab).toEqual([{ balance: 10, kind: 'referral_bonus' }]);
  });
});
