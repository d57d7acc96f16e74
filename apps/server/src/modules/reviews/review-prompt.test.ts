import type { Notification } from '@vitrine/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts.ts';
import { deliveredOrder, shippedOrder } from '../../test/orders.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url, AUTH_RATE_LIMIT_MAX: '10000' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const notificationsOf = async (who: { token: string }) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/notifications',
        headers: bearer(who.token),
      })
    ).json() as { items: Notification[] }
  ).items;
const promptMails = (email: string) =>
  inbox.received.filter(
    (m) => m.to.includes(email) && m.raw.includes('Subject: Review your order from Loom & Thread'),
  );
const drained = () =>
  waitFor(async () => ((await t.app.outbox.repository.countPending()) === 0 ? true : undefined), {
    what: 'the outbox to drain',
  });

describe('the review prompt of a delivered order', () => {
  it('asks the customer for a review once the order is delivered: a notification to the review form and one mail', async () => {
    const { customer } = await deliveredOrder(t.app);
    const prompt = await waitFor(
      async () =>
        (await notificationsOf(customer)).find((n) => n.title.startsWith('How is your order')),
      { what: 'the review prompt' },
    );
    expect(prompt).toMatchObject({
      title: 'How is your order from Loom & Thread?',
      link: '/user/rating',
    });
    await waitFor(() => (promptMails(customer.email).length ? true : undefined), {
      what: 'the review prompt mail',
    });
    await drained();
    expect(promptMails(customer.email)).toHaveLength(1);
    expect(promptMails(customer.email)[0]!.body).toContain('/user/rating');
  });

  it('does not ask before the order is delivered', async () => {
    const { customer } = await shippedOrder(t.app);
    await drained();
    expect((await notificationsOf(customer)).map((n) => n.title)).not.toContain(
      'How is your order from Loom & Thread?',
    );
    expect(promptMails(customer.email)).toHaveLength(0);
  });
});
