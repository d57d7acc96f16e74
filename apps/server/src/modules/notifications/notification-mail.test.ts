import type { ChatGroup } from '@vitrine/contracts/chat';
import type { NotificationPreferences } from '@vitrine/contracts/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { CHAT_MAIL_DELAY_MS } from '../chat/index.ts';
import { createUsersRepository } from '../users/index.ts';
import { notify } from './index.ts';

// The outbox's clock: the test moves it past the chat mail's delay.
let nowMs = Date.parse('2031-03-03T09:00:00Z');
const clock = () => new Date(nowMs);

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(
    { SMTP_URL: inbox.url, AUTH_RATE_LIMIT_MAX: '10000', OUTBOX_POLL_INTERVAL_MS: '50' },
    { clock },
  );
}, 60_000);
afterAll(async () => {
  await t.close();
  await inbox.close();
});

type Account = Awaited<ReturnType<typeof registerAccount>>;
const mailsTo = (who: Account, subject: string) =>
  inbox.received.filter((m) => m.to.includes(who.email) && m.raw.includes(`Subject: ${subject}`));
/** Everything due in the outbox has been handled (delayed events stay pending until due). */
const settled = () =>
  waitFor(
    async () => {
      const due = await t.app.database.db.execute(
        sql`select count(*)::int as n from outbox_event
            where status = 'pending' and run_at <= ${clock().toISOString()}`,
      );
      return (due as unknown as { rows: { n: number }[] }).rows[0]!.n === 0 ? true : undefined;
    },
    { what: 'the due outbox events to be handled' },
  );

async function setMail(who: Account, mail: NotificationPreferences['mail']) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/notifications/preferences',
    headers: bearer(who.token),
    payload: {
      sound: true,
      push: { personalized: true, 'user-general': true, general: true, wishlist: true },
      mail,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const personal = (who: Account, title: string) =>
  runInTransaction(t.app.database.db, (tx) =>
    notify(tx, { userId: who.user.id, title, body: `Body of ${title}`, link: '/user/credits' }),
  );
const unsubscribeUrlIn = (raw: string) => {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/[^\s"<>]*\/api\/v1\/notifications\/mail\/unsubscribe\?token=[^\s"<>]+/.exec(
    body,
  )?.[0];
};

describe('notification mail by the per-kind mail preference', () => {
  it('mails a personalized notification when its kind has mail on, and not when off', async () => {
    const [on, off] = [await registerAccount(t.app), await registerAccount(t.app)];
    await setMail(off, {
      personalized: false,
      'user-general': true,
      general: true,
      wishlist: true,
    });
    await personal(on, 'Parcel handed over');
    await personal(off, 'Parcel handed over');

    const [mail] = await waitFor(
      () =>
        mailsTo(on, 'Parcel handed over').length ? mailsTo(on, 'Parcel handed over') : undefined,
      { what: 'the notification mail' },
    );
    await settled();
    expect(mailsTo(on, 'Parcel handed over')).toHaveLength(1);
    expect(mail!.body).toContain('Body of Parcel handed over');
    expect(mail!.body).toContain('/user/credits');
    expect(mail!.raw).toMatch(/List-Unsubscribe:\s+<http/);
    expect(mail!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mailsTo(off, 'Parcel handed over')).toHaveLength(0);
  });

  it('mails a staff broadcast to those with mail on for its kind only', async () => {
    const [staff, on, off] = [
      await registerAccount(t.app),
      await registerAccount(t.app),
      await registerAccount(t.app),
    ];
    await createUsersRepository(t.app.database.db).setRoles(staff.user.id, {
      customer: false,
      vendor: false,
      employee: false,
      admin: true,
    });
    await setMail(off, {
      personalized: true,
      'user-general': true,
      general: false,
      wishlist: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/notifications/broadcast',
      headers: bearer(staff.token),
      payload: { audience: 'general', title: 'Festive hours', body: 'Shops open late.' },
    });
    expect(res.statusCode, res.body).toBe(201);

    await waitFor(() => (mailsTo(on, 'Festive hours').length ? true : undefined), {
      what: 'the broadcast mail',
    });
    await settled();
    expect(mailsTo(on, 'Festive hours')).toHaveLength(1);
    expect(mailsTo(off, 'Festive hours')).toHaveLength(0);
  });

  it("turns that kind's mail off from the mail's unsubscribe link, and a forged link does nothing", async () => {
    const who = await registerAccount(t.app);
    await personal(who, 'Before unsubscribing');
    const [mail] = await waitFor(
      () =>
        mailsTo(who, 'Before unsubscribing').length
          ? mailsTo(who, 'Before unsubscribing')
          : undefined,
      { what: 'the notification mail' },
    );
    const url = new URL(unsubscribeUrlIn(mail!.raw)!);

    const forged = await t.app.inject({
      method: 'GET',
      url: `${url.pathname}?token=${encodeURIComponent(`${url.searchParams.get('token')!.slice(0, -2)}xx`)}`,
    });
    expect(forged.statusCode).toBe(404);

    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('Mail turned off');
    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/preferences',
      headers: bearer(who.token),
    });
    expect((prefs.json() as NotificationPreferences).mail).toEqual({
      personalized: false,
      'user-general': true,
      general: true,
      wishlist: true,
    });

    await personal(who, 'After unsubscribing');
    await settled();
    expect(mailsTo(who, 'After unsubscribing')).toHaveLength(0);
  });

  it('accepts the one-click unsubscribe POST of mail clients (RFC 8058)', async () => {
    const who = await registerAccount(t.app);
    await personal(who, 'One click');
    const [mail] = await waitFor(
      () => (mailsTo(who, 'One click').length ? mailsTo(who, 'One click') : undefined),
      { what: 'the notification mail' },
    );
    const url = new URL(unsubscribeUrlIn(mail!.raw)!);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(204);
    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/preferences',
      headers: bearer(who.token),
    });
    expect((prefs.json() as NotificationPreferences).mail.personalized).toBe(false);
  });
});

describe('chat message mail', () => {
  let customer: Account;
  let vendor: Account;
  let group: ChatGroup;
  beforeAll(async () => {
    [customer, vendor] = [await registerAccount(t.app), await registerAccount(t.app)];
    await createUsersRepository(t.app.database.db).setRoles(vendor.user.id, {
      customer: false,
      vendor: true,
      employee: false,
      admin: false,
    });
    const shopId = await createOwnedShop(t.app, vendor.user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/groups',
      headers: bearer(customer.token),
      payload: { shopId },
    });
    group = res.json() as ChatGroup;
  }, 60_000);

  const send = async (text: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/chat/groups/${group.groupId}/messages`,
      headers: bearer(customer.token),
      payload: { clientId: `c-${text}`, type: 'text', content: { text } },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const chatMails = () =>
    inbox.received.filter((m) => m.to.includes(vendor.email) && m.raw.includes('New message from'));

  it('sends an away shop one digest of the unseen messages after the delay, not one per message', async () => {
    for (const text of ['Hello there', 'Is the blue kurta in stock', 'In size M please'])
      await send(text);
    await settled();
    expect(chatMails()).toHaveLength(0); // not before the delay

    nowMs += CHAT_MAIL_DELAY_MS + 1_000;
    const [mail] = await waitFor(() => (chatMails().length ? chatMails() : undefined), {
      what: 'the chat digest mail',
    });
    await settled();
    expect(chatMails()).toHaveLength(1);
    expect(mail!.raw).toContain('(and 2 more)');
    for (const text of ['Hello there', 'Is the blue kurta in stock', 'In size M please'])
      expect(mail!.body).toContain(text);
    expect(mail!.body).toContain(`/vendor/inbox?group=${group.groupId}`);
  });

  it('mails nothing about messages the recipient saw in the app within the delay', async () => {
    const before = chatMails().length;
    await send('Seen in time');
    await waitFor(
      async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/v1/notifications',
          headers: bearer(vendor.token),
        });
        const items = (res.json() as { items: { body: string }[] }).items;
        return items.some((n) => n.body === 'Seen in time') ? true : undefined;
      },
      { what: 'the chat notification' },
    );
    const seen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/seen',
      headers: bearer(vendor.token),
    });
    expect(seen.statusCode).toBe(200);

    nowMs += CHAT_MAIL_DELAY_MS + 1_000;
    await settled();
    expect(chatMails()).toHaveLength(before);
  });
});
