import type { RoleFlags } from '@vitrine/contracts/auth';
import type { Booking } from '@vitrine/contracts/meetings';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../db/raw-rows.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { giveCredits, openAroundTheClock } from '../../test/meetings.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createUsersRepository } from '../../modules/users/index.ts';

/**
 * A delivered event written back as it was, due now: what the outbox holds after a crash
 * between a handler's send and the event's delete, so its handler runs a second time.
 */
async function redeliver(
  t: TestApp,
  event: { id: number; type: string; payload: unknown },
): Promise<void> {
  // The mail reaches the inbox before the dispatcher deletes its event: wait for the delete,
  // so the row written back is the redelivery and not a duplicate key.
  await waitFor(
    async () => {
      const rows = await rawRows<{ id: number }>(
        t.app.database.db,
        sql`select id from outbox_event where id = ${event.id}`,
      );
      return rows.length === 0 ? true : undefined;
    },
    { what: 'the first delivery to delete its event' },
  );
  await t.app.database.db.execute(
    sql`insert into outbox_event (id, type, payload) overriding system value
        values (${event.id}, ${event.type}, ${JSON.stringify(event.payload)}::jsonb)`,
  );
  await t.app.outbox.dispatcher.drain();
  // Handled: the dispatcher deletes the row (a failure would keep it, with its error).
  await waitFor(
    async () => {
      const rows = await rawRows<{ lastError: string | null }>(
        t.app.database.db,
        sql`select last_error as "lastError" from outbox_event where id = ${event.id}`,
      );
      if (rows[0]?.lastError) throw new Error(`the redelivery failed: ${rows[0].lastError}`);
      return rows.length === 0 ? true : undefined;
    },
    { what: 'the redelivered event to be handled' },
  );
}

/** The outbox event id a mail was sent for, from its Message-ID (`<outbox-<id>.<type>@host>`). */
const eventIdOf = (raw: string) => Number(/Message-ID: <outbox-(\d+)\./i.exec(raw)![1]);

describe('a mail over SMTP whose event is delivered twice', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let refusing = false;
  beforeAll(async () => {
    inbox = await startSmtpInbox({ refuse: () => refusing });
    t = await createTestApp({ SMTP_URL: inbox.url });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const welcomesTo = (email: string) =>
    inbox.received.filter((m) => m.to.includes(email) && m.body.includes('Subject: Welcome'));

  it('is sent once when the handler runs again after a crash between the send and the delete', async () => {
    const account = await registerAccount(t.app);
    const [first] = await waitFor(
      () => (welcomesTo(account.email).length > 0 ? welcomesTo(account.email) : undefined),
      { what: 'the welcome mail' },
    );
    await redeliver(t, {
      id: eventIdOf(first!.raw),
      type: 'user:registered',
      payload: { userId: account.user.id, via: 'email' },
    });
    expect(welcomesTo(account.email)).toHaveLength(1);

    // The database holds the key: a second delivery of the same Message-ID and recipient is
    // refused by its primary key, whoever writes it.
    const messageId = /Message-ID: (<[^>]+>)/i.exec(first!.raw)![1]!;
    await expect(
      t.app.database.db.execute(
        sql`insert into mail_delivery (message_id, recipient) values (${messageId}, ${account.email})`,
      ),
    ).rejects.toThrow();
  });

  it('sends one of two sends of one mail racing each other, and nothing on a later one', async () => {
    const message = {
      to: `race-${Date.now()}@example.test`,
      subject: 'One of a kind',
      text: 'once',
      messageId: `<outbox-999001.race@localhost>`,
    };
    const results = await Promise.allSettled([
      t.app.mailer.send(message),
      t.app.mailer.send(message),
    ]);
    // The loser either saw it sent, or saw it being sent and asks to be tried again later.
    for (const result of results) {
      if (result.status === 'rejected') expect(String(result.reason)).toContain('being sent');
    }
    await t.app.mailer.send(message);
    expect(inbox.received.filter((m) => m.to.includes(message.to))).toHaveLength(1);
  });

  it('lets go of a mail whose send failed, so the next delivery sends it', async () => {
    const message = {
      to: `busy-${Date.now()}@example.test`,
      subject: 'Eventually',
      text: 'after a refusal',
      messageId: `<outbox-999002.busy@localhost>`,
    };
    refusing = true;
    await expect(t.app.mailer.send(message)).rejects.toThrow();
    refusing = false;
    await t.app.mailer.send(message);
    await t.app.mailer.send(message);
    expect(inbox.received.filter((m) => m.to.includes(message.to))).toHaveLength(1);
  });
});

describe('a booking confirmation in the dev mailbox whose event is delivered twice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  it('reaches the booker, the invitee and the shop once each', async () => {
    const none: RoleFlags = { customer: false, vendor: false, employee: false, admin: false };
    const users = createUsersRepository(t.app.database.db);
    const owner = await registerAccount(t.app);
    await users.setRoles(owner.user.id, { ...none, vendor: true });
    const shopId = await createOwnedShop(t.app, owner.user.id, { timeZone: 'UTC' });
    await openAroundTheClock(t.app, shopId);
    const customer = await registerAccount(t.app);
    await users.setRoles(customer.user.id, { ...none, customer: true });
    await giveCredits(t.app, customer.user.id, 30);
    const invitee = `invitee-${Date.now()}@example.test`;
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    tomorrow.setUTCHours(10, 0, 0, 0);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/booking',
      headers: bearer(customer.token),
      payload: {
        shopId,
        startsAt: tomorrow.toISOString(),
        invitees: [{ name: 'Ira', email: invitee }],
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = (booked.json() as Booking).id;

    const recipients = [customer.email, invitee, owner.email];
    // The booking's mails, each with its calendar invitation (not the welcome mails).
    const mailsTo = async (to: string) =>
      (await t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter(
        (mail) => mail.attachments?.some((file) => file.filename.endsWith('.ics')),
      );
    await waitFor(
      async () =>
        (await Promise.all(recipients.map(mailsTo))).every((mails) => mails.length > 0)
          ? true
          : undefined,
      { what: 'the booking mails' },
    );
    // The event is gone once delivered; the invitee's mail names it in its Message-ID.
    const [delivery] = await rawRows<{ messageId: string }>(
      t.app.database.db,
      sql`select message_id as "messageId" from mail_delivery where recipient = ${invitee}`,
    );
    const eventId = Number(/^<outbox-(\d+)\.booking-created-/.exec(delivery!.messageId)![1]);
    await redeliver(t, { id: eventId, type: 'booking:created', payload: { bookingId } });

    for (const to of recipients) expect(await mailsTo(to), to).toHaveLength(1);
  });
});
