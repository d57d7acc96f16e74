import type { DomainEventType } from '@vitrine/contracts/domain-events';
import type { Booking } from '@vitrine/contracts/meetings';
import { SANDBOX_TEST_CARDS } from '@vitrine/contracts/payments';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-data.ts';
import {
  booking,
  notification,
  orderEvent,
  outboxEvent,
  shopApplication,
  shopMember,
  shopOrder,
  shopPayout,
  stitchingEvent,
  stitchingInvoice,
  supportRequest,
  user,
} from '../../server/src/platform/db/schema/index.ts';
import { enqueue } from '../../server/src/platform/outbox/index.ts';
import { freePort } from '../../server/src/test/server-process.ts';
import { createTestApp, type TestApp } from '../../server/src/test/test-app.ts';
import { TOKEN_STORAGE_KEY } from '../src/lib/token-storage.ts';
import { connectChromium, missingPrerequisite } from './support/harness.ts';

/**
 * Every mail the product sends, rendered from the demo data by the product itself (its API and
 * its outbox handlers), and every link in them opened in Chromium as the mail's recipient: none
 * is a not-found page, and each lands on the page its words name.
 *
 * Which events mail is said here for every domain event type (a new type does not compile until
 * it is placed), and each one said to mail must have sent at least one mail.
 */
const MAILS_OF: Record<DomainEventType, 'mails' | 'sends no mail'> = {
  'credits:changed': 'sends no mail',
  'entity:changed': 'sends no mail',
  'user:registered': 'mails',
  'password-reset:requested': 'mails',
  'employee:invited': 'mails',
  'newsletter:confirmation-requested': 'mails',
  'payment:settled': 'mails',
  'payment:refund-requested': 'sends no mail',
  'order:status-changed': 'mails',
  'order:delivered': 'mails',
  'checkout:lapse': 'sends no mail',
  'stitching:changed': 'mails',
  'payout:queued': 'sends no mail',
  'payout:settled': 'mails',
  'earnings:statement-due': 'mails',
  'session:ended': 'sends no mail',
  'shop:changed': 'sends no mail',
  'product:changed': 'sends no mail',
  // Wishlist alerts: their notification mails, through notification:mail-requested.
  'product:price-dropped': 'sends no mail',
  'product:back-in-stock': 'sends no mail',
  'offer:posted': 'sends no mail',
  'availability:slots-today': 'sends no mail',
  'shop:status-changed': 'mails',
  'taxonomy:changed': 'sends no mail',
  'shop-application:decided': 'mails',
  'availability:changed': 'sends no mail',
  'booking:created': 'mails',
  'booking:rescheduled': 'mails',
  'booking:cancelled': 'mails',
  'booking:reminder-due': 'mails',
  'booking:shop-absence-due': 'sends no mail',
  'booking:ended': 'sends no mail',
  'booking:completed': 'mails',
  // Their notifications mail (notification:mail-requested); they send none themselves.
  'trunk-show:seat-booked': 'sends no mail',
  'trunk-show:seat-cancelled': 'sends no mail',
  'trunk-show:cancelled': 'sends no mail',
  'trunk-show:ended': 'sends no mail',
  'support:changed': 'mails',
  'referral:invited': 'mails',
  'chat:message-created': 'sends no mail',
  'chat:statuses-changed': 'sends no mail',
  'notification:created': 'sends no mail',
  'push:requested': 'sends no mail',
  'notification:mail-requested': 'mails',
};

/**
 * The page each link's words name, by its label: the top heading it must land on. A label
 * missing here fails the test, saying which mail carries it.
 */
const LANDS_ON: Record<string, RegExp> = {
  'Start exploring': /.+/,
  'Choose a new password': /password/i,
  'Choose a password': /password/i,
  'Confirm your subscription': /subscri/i,
  Unsubscribe: /unsubscri/i,
  'Join Vitrine': /^Create your account$/,
  'View your receipt': /^Payment successful$/,
  'View your order': /^Order VO-/,
  'View your stitching order': /^Stitching order$/,
  'Review the order': /^Ratings and reviews$/,
  'Review the meeting': /^Ratings and reviews$/,
  'Open the conversation': /^Support request$/,
  'Open the meeting': /^Meeting with /,
  'Join the meeting': /^Ready to join\?$/,
  'Open the booking': /^Meeting with /,
  'See your payouts': /^Payouts$/,
  'See your earnings': /^Earnings$/,
  'Open your shop console': /^Overview$/,
  'Correct and resubmit': /^Open your shop$/,
  'Open in Vitrine': /.+/,
  'Stop mails about notifications about your account': /mail/i,
  'Stop mails about announcements to shoppers': /mail/i,
  'Stop mails about announcements to everyone': /mail/i,
};

type Mail = { to: string; subject: string; html: string; type: string };
type Link = { label: string; url: string; mail: Mail };

const missing = missingPrerequisite();
const suite = missing ? describe.skip : describe;
if (missing) console.warn(`\n!!! SKIPPING THE MAIL LINKS JOURNEY: missing ${missing}.\n`);

suite('every link in every mail', () => {
  let t: TestApp;
  let origin: string;
  let browser: Browser;
  const mails: Mail[] = [];
  const tokens = new Map<string, Promise<string | null>>();

  /**
   * fetch, asked once more when the connection was reset: after a long pause the server may
   * close an idle kept-alive connection just as a request goes out on it.
   */
  const request = async (url: string, init: RequestInit) => {
    try {
      return await fetch(url, init);
    } catch {
      return fetch(url, init);
    }
  };

  const api = async <T>(method: string, path: string, token?: string, body?: unknown) => {
    const res = await request(`${origin}/api/v1${path}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return (text ? JSON.parse(text) : undefined) as T;
  };

  /**
   * A demo account's session token; null for an address without a demo account. One sign-in per
   * address, however many pages ask at once.
   */
  function tokenOf(email: string): Promise<string | null> {
    const known = tokens.get(email);
    if (known) return known;
    const token = (async () => {
      const res = await request(`${origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      return res.ok
        ? (res.headers.get('set-auth-token') ?? ((await res.json()) as { token: string }).token)
        : null;
    })();
    tokens.set(email, token);
    return token;
  }

  const db = () => t.app.database.db;
  const deliverAll = async () => {
    // Handlers write further events (a notification's mail): deliver until none is due.
    for (;;) {
      await t.app.outbox.dispatcher.drain();
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(outboxEvent)
        .where(and(eq(outboxEvent.status, 'pending'), sql`${outboxEvent.runAt} <= now()`));
      if (!row || row.n === 0) return;
    }
  };

  /** Makes the product send every mail it has, from the demo data. */
  async function sendEveryMail() {
    const customer = (await tokenOf('demo@vitrine.local'))!;
    const vendor = (await tokenOf('vendor@vitrine.local'))!;
    const [demo] = await db().select().from(user).where(eq(user.email, 'demo@vitrine.local'));
    const [vendorUser] = await db()
      .select()
      .from(user)
      .where(eq(user.email, 'vendor@vitrine.local'));
    const [membership] = await db()
      .select()
      .from(shopMember)
      .where(eq(shopMember.userId, vendorUser!.id));
    const shopId = membership!.shopId;

    // Through the API, as people do: a reset, a newsletter, an invited friend, a purchase.
    await api('POST', '/user/forgot-password', undefined, { email: 'demo@vitrine.local' });
    await api('POST', '/public/subscribe', undefined, { email: 'reader@example.test' });
    await api('POST', '/user/referrals/invite', customer, { email: 'friend@example.test' });
    await api('POST', '/verification/send-email-otp', customer, { email: 'demo@vitrine.local' });
    const plans = await api<{ items: { id: string }[] }>('GET', '/plans/credits');
    const order = await api<{ orderId: string }>('POST', '/pay/credits/create-order', customer, {
      planId: plans.items[0]!.id,
    });
    const fields = await api<Record<string, string>>('POST', '/pay/sandbox/pay', customer, {
      orderId: order.orderId,
      card: SANDBOX_TEST_CARDS.success,
    });
    await api('POST', '/pay/credits/verify', customer, fields);

    // A meeting: booked with a friend, moved by each side, a reminder, cancelled with a reason.
    const from = new Date(Date.now() + 3 * 86_400_000);
    const to = new Date(from.getTime() + 7 * 86_400_000);
    const slots = await api<{ items: { startsAt: string; available: boolean }[] }>(
      'GET',
      `/vendor/${shopId}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
    );
    const free = slots.items.filter((slot) => slot.available).map((slot) => slot.startsAt);
    expect(free.length, 'free slots of the demo shop').toBeGreaterThan(2);
    const meeting = await api<Booking>('POST', '/user/booking', customer, {
      shopId,
      startsAt: free[0],
      invitees: [{ name: 'Meera', email: 'meera@example.test' }],
    });
    await api('POST', `/user/bookings/${meeting.id}/reschedule`, customer, { startsAt: free[1] });
    await api('POST', `/vendor/bookings/${meeting.id}/reschedule`, vendor, { startsAt: free[2] });
    await enqueue(db(), 'booking:reminder-due', {
      bookingId: meeting.id,
      startsAt: free[2]!,
      lead: '24h',
    });
    await deliverAll();
    await api('POST', `/vendor/bookings/${meeting.id}/cancel`, vendor, {
      reason: 'Our tailor is away that week.',
    });

    // The customer cancels an order: the shop's people are told.
    const [open] = await db()
      .select()
      .from(shopOrder)
      .where(
        and(
          eq(shopOrder.customerId, demo!.id),
          inArray(shopOrder.status, ['awaiting_payment', 'paid', 'packed']),
        ),
      );
    if (open) {
      await api('POST', `/user/orders/${open.id}/update-status`, customer, { status: 'cancelled' });
    }

    // What happens later or elsewhere, as its outbox event, on the demo data.
    const [delivered] = await db()
      .select()
      .from(shopOrder)
      .where(and(eq(shopOrder.customerId, demo!.id), eq(shopOrder.status, 'delivered')));
    const [orderChange] = await db()
      .select()
      .from(orderEvent)
      .where(eq(orderEvent.orderId, delivered!.id))
      .orderBy(desc(orderEvent.id));
    const [invoice] = await db().select().from(stitchingInvoice).limit(1);
    const [stitchingChange] = await db()
      .select()
      .from(stitchingEvent)
      .where(eq(stitchingEvent.invoiceId, invoice!.id))
      .orderBy(desc(stitchingEvent.id));
    const [payout] = await db().select().from(shopPayout).where(eq(shopPayout.shopId, shopId));
    const applications = await db().select().from(shopApplication);
    const [completed] = await db().select().from(booking).where(eq(booking.status, 'completed'));
    const [request] = await db().select().from(supportRequest).limit(1);
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);

    await enqueue(db(), 'user:registered', { userId: demo!.id, via: 'email' });
    await enqueue(db(), 'order:status-changed', {
      orderId: delivered!.id,
      eventId: orderChange!.id,
    });
    await enqueue(db(), 'order:delivered', { orderId: delivered!.id, customerId: demo!.id });
    await enqueue(db(), 'stitching:changed', {
      invoiceId: invoice!.id,
      eventId: stitchingChange!.id,
    });
    await enqueue(db(), 'payout:settled', { payoutId: payout!.id });
    await enqueue(db(), 'earnings:statement-due', {
      shopId,
      month: lastMonth.toISOString().slice(0, 7),
    });
    await enqueue(db(), 'shop:status-changed', {
      shopId,
      change: 'reinstated',
      reason: 'The documents were checked again.',
    });
    // A rejection as its event; the approval below as staff give it (it makes a vendor).
    await enqueue(db(), 'shop-application:decided', {
      applicationId: applications[0]!.id,
      decision: 'rejected',
    });
    if (completed) await enqueue(db(), 'booking:completed', { bookingId: completed.id });
    await enqueue(db(), 'support:changed', { requestId: request!.id, change: 'answered' });
    // Every notification so far (the demo's, and those the changes above wrote), as its mail.
    for (const { id } of await db().select({ id: notification.id }).from(notification)) {
      await enqueue(db(), 'notification:mail-requested', { notificationId: id });
    }
    await deliverAll();

    // What staff do: invite an employee, approve the waiting shop application.
    const admin = (await tokenOf('admin@vitrine.local'))!;
    await api('POST', '/emp/inviteEmployee', admin, {
      email: 'new.employee@example.test',
      name: 'Nisha Employee',
      permissions: ['support'],
    });
    const pending = applications.find((application) => application.status === 'pending');
    await api('POST', `/admin/shops/${pending!.id}/approve`, admin, {});
    await deliverAll();
  }

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      PUBLIC_URL: origin,
      SEED_DEMO_DATA: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
      // The demo admin has no authenticator app; staff decisions are part of the mails.
      STAFF_TWO_FACTOR: 'optional',
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    // Every mail as the product hands it to the mailer, with its Message-ID, which names the
    // event that sent it (`<outbox-<id>.<type>…@host>`; a mail sent at once has none).
    const send = t.app.mailer.send.bind(t.app.mailer);
    t.app.mailer.send = async (message) => {
      mails.push({
        to: message.to,
        subject: message.subject,
        html: message.html ?? '',
        type: /^<outbox-\d+\.([a-z0-9-]+)/.exec(message.messageId ?? '')?.[1] ?? 'direct',
      });
      await send(message);
    };
    browser = await connectChromium();
    await sendEveryMail();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('renders a mail for every event that mails', () => {
    const silent = (Object.keys(MAILS_OF) as DomainEventType[])
      .filter((type) => MAILS_OF[type] === 'mails')
      .filter((type) => {
        const slug = type.replace(/[^a-z0-9-]/gi, '-');
        return !mails.some((mail) => mail.type === slug || mail.type.startsWith(`${slug}-`));
      });
    expect(silent).toEqual([]);
    // And the one mail sent at once, outside the outbox: the verification code.
    expect(
      mails.some((mail) => mail.type === 'direct' && /verification code/.test(mail.subject)),
    ).toBe(true);
  });

  it('opens every link as its recipient: a real page, the one its words name', async () => {
    const links = new Map<string, Link>();
    for (const mail of mails) {
      for (const [, url, label] of mail.html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)) {
        const clean = url!.replace(/&amp;/g, '&');
        const key = `${label} ${new URL(clean).pathname}`;
        if (!links.has(key)) links.set(key, { label: label!.trim(), url: clean, mail });
      }
    }
    expect(links.size).toBeGreaterThan(10);

    const problems: string[] = [];
    const open = async ({ label, url, mail }: Link) => {
      const expected = LANDS_ON[label];
      const where = `"${label}" in "${mail.subject}" (to ${mail.to}) → ${url}`;
      if (!expected) {
        problems.push(`${where}: no page is named for this label in LANDS_ON`);
        return;
      }
      if (!url.startsWith(`${origin}/`)) {
        problems.push(`${where}: not on PUBLIC_URL`);
        return;
      }
      const token = await tokenOf(mail.to);
      const context = await browser.newContext();
      if (token) {
        await context.addInitScript(
          ([key, value]) => window.localStorage.setItem(key!, value!),
          [TOKEN_STORAGE_KEY, token],
        );
      }
      const page = await context.newPage();
      try {
        const response = await page.goto(url);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await heading.waitFor({ timeout: 20_000 });
        // Lazy pages show a placeholder heading first: wait for the page's own.
        await page.waitForLoadState('networkidle');
        // On a busy machine the page's data can land after the network first goes quiet: wait
        // (up to 15 s) until the heading is the expected one or an error's, then judge it.
        const settled = new RegExp(`${expected.source}|Page not found|Something went wrong`, 'i');
        await page
          .waitForFunction(
            (pattern) =>
              new RegExp(pattern, 'i').test(
                document.querySelector('h1')?.textContent?.trim() ?? '',
              ),
            settled.source,
            { timeout: 15_000 },
          )
          .catch(() => undefined);
        const text = (await heading.textContent())?.trim() ?? '';
        if ((response?.status() ?? 200) >= 400) {
          problems.push(`${where}: answered ${response?.status()}`);
        } else if (/Page not found|Something went wrong/i.test(text)) {
          problems.push(`${where}: "${text}"`);
        } else if (!expected.test(text)) {
          problems.push(`${where}: landed on "${text}" at ${page.url()}`);
        }
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message.split('\n')[0]}`);
      } finally {
        await context.close();
      }
    };
    // Two pages side by side, each taking every other link in order: a page's wait for the
    // network to go idle is mostly idle time, so the two pages' waits overlap instead of adding up.
    const lanes = 2;
    const all = [...links.values()];
    await Promise.all(
      Array.from({ length: lanes }, async (_, lane) => {
        for (const link of all.filter((_l, i) => i % lanes === lane)) await open(link);
      }),
    );
    expect(problems).toEqual([]);
    // The table names no page that no mail links to any more.
    const labels = new Set([...links.values()].map((link) => link.label));
    expect(Object.keys(LANDS_ON).filter((label) => !labels.has(label))).toEqual([]);
  }, 600_000);
});
