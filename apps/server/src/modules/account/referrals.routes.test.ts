import { afterAll, describe, expect, it } from 'vitest';
import { bearer, newAccount, registerAccount } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createAccountRepository } from './testing.ts';
import {
  capturedEvent,
  createOrder,
  plans,
  postWebhook,
  SANDBOX_SUCCESS_CARD,
  sandboxPay,
  signSandboxWebhook,
  verify,
  type CheckoutFields,
} from '../payments/testing.ts';

const t = await createTestApp({
  AUTH_RATE_LIMIT_MAX: '100000',
  PAYMENT_RECONCILE_INTERVAL_MS: '0',
  REFERRAL_MONTHLY_CAP: '2',
});
afterAll(() => t.close());

type Person = { token: string; userId: string; email: string };
const person = async (email?: string): Promise<Person> => {
  const account = await registerAccount(t.app, newAccount(email ? { email } : {}));
  return { token: account.token, userId: account.user.id, email: account.email };
};

const get = (who: Person, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(who.token) });
const post = (who: Person, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(who.token), payload });

const overview = async (who: Person) => (await get(who, '/user/referrals')).json();
const balance = async (who: Person) => (await get(who, '/user/credits?limit=100')).json();
const bonuses = async (who: Person) =>
  ((await balance(who)).items as { kind: string; delta: number }[]).filter(
    (e) => e.kind === 'referral_bonus',
  );

async function joinThrough(referrer: Person, friend: Person) {
  const { code } = await overview(referrer);
  const res = await post(friend, '/user/referrals/claim', { code });
  expect(res.statusCode, res.body).toBe(204);
}

/** Buys the cheapest plan; verify and the provider's webhooks race to settle it. */
async function buyRacing(customer: Person) {
  const { trial } = await plans(t.app);
  const order = await createOrder(t.app, customer, trial.id);
  const paid = await sandboxPay(t.app, customer, {
    orderId: order.orderId,
    card: SANDBOX_SUCCESS_CARD,
    sendWebhook: false,
  });
  const fields = paid.json() as CheckoutFields;
  const bodies = [
    capturedEvent('payment.captured', order, fields.razorpay_payment_id),
    capturedEvent('order.paid', order, fields.razorpay_payment_id),
  ];
  const answers = await Promise.all([
    ...Array.from({ length: 4 }, () => verify(t.app, customer, fields)),
    ...bodies.map((body, i) =>
      postWebhook(t.app, body, {
        signature: signSandboxWebhook(t.config.authSecret, body),
        eventId: `evt_${i}_${order.orderId}`,
      }),
    ),
  ]);
  for (const res of answers) expect(res.statusCode, res.body).toBe(200);
}

describe('invite friends', () => {
  it('gives a personal code and link, and mails invitations through the outbox (20 a day)', async () => {
    const asha = await person();
    const first = await overview(asha);
    expect(first.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(first.link).toContain(`ref=${first.code}`);
    expect((await overview(asha)).code).toBe(first.code);

    const friendEmail = `friend-${Date.now()}@example.test`;
    const invited = await post(asha, '/user/referrals/invite', { email: friendEmail });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email: friendEmail, status: 'sent' });
    await expect
      .poll(async () => {
        const box = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?limit=50' });
        return (box.json().items as { to: string; text: string }[]).find(
          (m) => m.to === friendEmail,
        )?.text;
      })
      .toContain(first.link);

    const own = await post(asha, '/user/referrals/invite', { email: asha.email.toUpperCase() });
    expect(own.statusCode).toBe(400);
    expect(own.body).toContain('email');

    for (let i = 2; i <= 20; i += 1) {
      const res = await post(asha, '/user/referrals/invite', {
        email: `f${i}-${Date.now()}@ex.test`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const twentyFirst = await post(asha, '/user/referrals/invite', { email: 'one-more@ex.test' });
    expect(twentyFirst.statusCode).toBe(429);
    expect((await overview(asha)).invitations).toHaveLength(20);
  });

  it('mails one invitation per friend a day: repeats in a row or at once answer 409 without a mail', async () => {
    const asha = await person();
    const friend = `repeat-${Date.now()}@example.test`;
    const mailsTo = async (to: string) =>
      (
        (
          await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox?limit=100&to=' + to })
        ).json().items as { to: string }[]
      ).length;

    const first = await post(asha, '/user/referrals/invite', { email: friend });
    expect(first.statusCode, first.body).toBe(201);
    const inARow: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      inARow.push((await post(asha, '/user/referrals/invite', { email: friend })).statusCode);
    }
    const atOnce = await Promise.all(
      Array.from({ length: 120 }, () => post(asha, '/user/referrals/invite', { email: friend })),
    );
    expect(new Set(inARow)).toEqual(new Set([409]));
    expect(new Set(atOnce.map((res) => res.statusCode))).toEqual(new Set([409]));
    expect(atOnce[0]!.json().error).toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'email', message: expect.stringContaining('already invited') }],
    });
    // The same mailbox written differently is the same friend.
    const alias = await post(asha, '/user/referrals/invite', { email: friend.toUpperCase() });
    expect(alias.statusCode).toBe(409);

    await waitFor(async () =>
      (await t.app.outbox.repository.countPending()) === 0 ? true : undefined,
    );
    expect(await mailsTo(friend)).toBe(1);
  });

  it('mails one address at most three invitations a day, whoever sends them', async () => {
    const friend = `popular-${Date.now()}@example.test`;
    const senders = await Promise.all([person(), person(), person(), person()]);
    const answers = await Promise.all(
      senders.map((sender) => post(sender, '/user/referrals/invite', { email: friend })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 201, 429]);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json().error.details).toMatchObject([{ field: 'email' }]);
  });

  it('rewards both once when the friend’s first purchase is settled by racing verify and webhooks', async () => {
    const referrer = await person();
    const friendEmail = `racer-${Date.now()}@example.test`;
    expect(
      (await post(referrer, '/user/referrals/invite', { email: friendEmail })).statusCode,
    ).toBe(201);
    const friend = await person(friendEmail);
    await joinThrough(referrer, friend);
    expect((await overview(referrer)).invitations).toMatchObject([
      { email: friendEmail, status: 'joined' },
    ]);

    await buyRacing(friend);
    expect(await bonuses(friend)).toEqual([expect.objectContaining({ delta: 30 })]);
    expect(await bonuses(referrer)).toEqual([expect.objectContaining({ delta: 30 })]);
    expect((await overview(referrer)).invitations).toMatchObject([
      { email: friendEmail, status: 'rewarded' },
    ]);

    // A second purchase rewards nobody again.
    await buyRacing(friend);
    expect(await bonuses(friend)).toHaveLength(1);
    expect(await bonuses(referrer)).toHaveLength(1);
  });

  it('refuses a self-referral: the own code, the same mailbox, a second claim, after a purchase', async () => {
    const me = await person(`self.ref+main-${Date.now()}@gmail.com`);
    const { code } = await overview(me);
    const own = await post(me, '/user/referrals/claim', { code });
    expect(own.statusCode).toBe(400);
    expect(own.body).toContain('own invite code');

    const alias = await person(me.email.replace('self.ref+main', 'selfref+alias'));
    const sameMailbox = await post(alias, '/user/referrals/claim', { code });
    expect(sameMailbox.statusCode).toBe(400);
    expect(sameMailbox.body).toContain('same email');

    const unknown = await post(alias, '/user/referrals/claim', { code: 'NOSUCHCODE' });
    expect(unknown.statusCode).toBe(400);

    const other = await person();
    const friend = await person();
    await joinThrough(me, friend);
    const second = await post(friend, '/user/referrals/claim', {
      code: (await overview(other)).code,
    });
    expect(second.statusCode).toBe(409);

    const buyer = await person();
    await buyRacing(buyer);
    const late = await post(buyer, '/user/referrals/claim', { code });
    expect(late.statusCode).toBe(409);
  });

  it('records one of four concurrent claims of a friend and answers the others 409', async () => {
    const referrers = await Promise.all([person(), person(), person(), person()]);
    const codes = await Promise.all(referrers.map(async (r) => (await overview(r)).code as string));
    const friend = await person();
    const answers = await Promise.all(
      codes.map((code) => post(friend, '/user/referrals/claim', { code })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses, answers.map((res) => res.body).join('\n')).toEqual([204, 409, 409, 409]);
    for (const refused of answers.filter((res) => res.statusCode === 409)) {
      expect(refused.json().error).toMatchObject({
        code: 'CONFLICT',
        details: [{ field: 'code' }],
      });
    }
    const joined = (
      await Promise.all(referrers.map(async (r) => (await overview(r)).invitations))
    ).flat();
    expect(joined).toMatchObject([{ email: friend.email, status: 'joined' }]);
  });

  it('refuses a friend with the referrer’s verified phone, at the claim and at the reward', async () => {
    const repository = createAccountRepository(t.app.database.db);
    const verifiedPhone = (who: Person, mobile: string) =>
      t.app.database.db.transaction((tx) =>
        repository.setVerifiedMobile(tx, who.userId, mobile, new Date()),
      );
    const referrer = await person();
    await verifiedPhone(referrer, '+919812300001');
    const twin = await person();
    await verifiedPhone(twin, '+919812300001');
    const refused = await post(twin, '/user/referrals/claim', {
      code: (await overview(referrer)).code,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('same phone');

    // Verified the same phone only after joining: no reward when buying.
    const late = await person();
    await joinThrough(referrer, late);
    await verifiedPhone(late, '+919812300001');
    await buyRacing(late);
    expect(await bonuses(late)).toEqual([]);
    expect(await bonuses(referrer)).toEqual([]);
    expect((await overview(referrer)).invitations).toMatchObject([
      { status: 'not_rewarded', note: expect.stringContaining('same phone') },
    ]);
  });

  it('holds the monthly cap per referrer (REFERRAL_MONTHLY_CAP=2)', async () => {
    const referrer = await person();
    const friends = [await person(), await person(), await person()];
    for (const friend of friends) await joinThrough(referrer, friend);
    await Promise.all(friends.map((friend) => buyRacing(friend)));

    expect(await bonuses(referrer)).toHaveLength(2);
    const statuses = (
      (await overview(referrer)).invitations as { status: string; note: string | null }[]
    )
      .map((i) => i.status)
      .sort();
    expect(statuses).toEqual(['not_rewarded', 'rewarded', 'rewarded']);
    expect((await overview(referrer)).rewardsLeftThisMonth).toBe(0);
    const unrewarded = (await Promise.all(friends.map(bonuses))).filter((b) => b.length === 0);
    expect(unrewarded).toHaveLength(1);
  });
});
