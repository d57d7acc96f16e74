import { minorUnitsInWords } from '@vitrine/contracts/money-words';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import {
  capturedEvent,
  createOrder,
  plans,
  postWebhook,
  sandboxPay,
  verify,
  type CheckoutFields,
} from './payments-test-support.ts';
import { sandboxSecrets } from './sandbox-provider.ts';
import { webhookSignature } from './signatures.ts';

const AUTH_SECRET = 'test-secret-that-is-long-enough-for-auth-0123456789';
const signWebhook = (body: string) =>
  webhookSignature(sandboxSecrets(AUTH_SECRET).webhookSecret, body);

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    SMTP_URL: inbox.url,
    AUTH_SECRET,
    AUTH_RATE_LIMIT_MAX: '1000',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const receiptsTo = (email: string) =>
  inbox.received.filter((m) => m.to.includes(email) && m.body.includes('Receipt for your'));

describe('the receipt mail of a credit purchase', () => {
  it('arrives exactly once, with the amount in words, when verifies and webhooks race', async () => {
    const account = await registerAccount(t.app);
    const customer = { token: account.token, userId: account.user.id };
    const { explorer } = await plans(t.app);
    const order = await createOrder(t.app, customer, explorer.id);
    const paid = await sandboxPay(t.app, customer, {
      orderId: order.orderId,
      card: '4111 1111 1111 1111',
      sendWebhook: false,
    });
    const fields = paid.json() as CheckoutFields;
    const webhooks = [
      capturedEvent('payment.captured', order, fields.razorpay_payment_id),
      capturedEvent('order.paid', order, fields.razorpay_payment_id),
    ];

    const responses = await Promise.all([
      ...Array.from({ length: 3 }, () => verify(t.app, customer, fields)),
      ...webhooks.map((body, i) =>
        postWebhook(t.app, body, {
          signature: signWebhook(body),
          eventId: `evt_receipt_${i}_${order.orderId}`,
        }),
      ),
    ]);
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);

    const [mail] = await waitFor(
      () => (receiptsTo(account.email).length > 0 ? receiptsTo(account.email) : undefined),
      { what: 'the receipt mail' },
    );
    // Everything the purchase wrote has been delivered once the outbox is empty.
    await waitFor(async () =>
      (await t.app.outbox.repository.countPending()) === 0 ? true : undefined,
    );
    expect(receiptsTo(account.email)).toHaveLength(1);

    const words = minorUnitsInWords(explorer.priceMinor, 'INR');
    expect(mail!.body).toContain(words);
    expect(mail!.body).toContain(`${explorer.name} (${explorer.credits} credits)`);
    expect(mail!.body).toContain(order.orderId);
    expect(mail!.body).toContain(fields.razorpay_payment_id);
    expect(mail!.body).toContain('Content-Type: text/html');
    expect(mail!.body).toContain(`http://localhost:3000/success?orderId=${order.orderId}`);
  });
});
