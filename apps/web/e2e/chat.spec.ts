import type { ChatGroupList, ChatMessage } from '@vitrine/contracts/chat';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoCustomer, describeSharedJourney } from './support/harness.ts';

const demoVendor = { email: 'vendor@vitrine.local', password: demoCustomer.password };

/**
 * Issue 12 in Chromium: the demo customer writes to the demo vendor's shop; the sender's tick
 * goes delivered → unseen → unread → read as the shop's app sees the message, the owner opens
 * the conversation and it stays on screen; the counters and badges follow at each step,
 * and the shop's inbox re-sorts when another customer writes.
 */
describeSharedJourney('customer and shop chat in real time', (journey) => {
  const url = () => journey().server.url;
  const api = async <T>(token: string, path: string, body?: object): Promise<T> => {
    const res = await fetch(`${url()}/api/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(res.status, `${path}: ${res.status}`).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const tokenOf = async (account: { email: string; password: string }) => {
    const res = await fetch(`${url()}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url() },
      body: JSON.stringify(account),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  };

  async function signedInPage(account: { email: string; password: string }, to: string) {
    const page = await journey().newPage();
    await page.goto(`/auth/login?redirect=${encodeURIComponent(to)}`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === to.split('?')[0]);
    return page;
  }

  /** The open conversation's messages; the list beside it previews the last one too. */
  const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

  /** The status the sender's tick under its message shows. */
  const tickOf = (page: Page, text: string) =>
    messages(page).locator('li', { hasText: text }).getByRole('status').getAttribute('data-status');

  /** The header's chat badge, as its accessible name says it: "Chat" or "Chat, N new". */
  const chatBadge = (page: Page) =>
    page.getByRole('link', { name: /^Chat(, \d+ new)?$/ }).getAttribute('aria-label');

  /** The names in the shop's inbox, top to bottom. */
  const inboxOrder = (page: Page) =>
    page
      .getByRole('list', { name: 'Conversations' })
      .locator(':scope > li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-group-id')));

  it('shows delivered → unseen → unread → read to the sender, with counters and badges at each step', async () => {
    const stamp = Date.now();
    const vendorToken = await tokenOf(demoVendor);
    const customerToken = await tokenOf(demoCustomer);
    const demoGroup = (await api<ChatGroupList>(customerToken, '/chat/groups')).items[0]!;
    const shopId = demoGroup.shop.id;

    // Another customer wrote to the shop more recently: their conversation tops the inbox.
    const other = {
      name: 'Ira Other',
      email: `ira.${stamp}@example.com`,
      password: 'loom-silk-2026',
    };
    const registered = await fetch(`${url()}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(other),
    });
    expect(registered.status).toBe(201);
    const otherToken = ((await registered.json()) as { token: string }).token;
    const otherGroup = await api<{ groupId: string }>(otherToken, '/chat/groups', { shopId });
    await api(otherToken, `/chat/groups/${otherGroup.groupId}/messages`, {
      clientId: `other-${stamp}-1`,
      type: 'text',
      content: { text: 'Do you have the green lehenga in size M?' },
    });
    const before = await api<ChatGroupList>(vendorToken, '/chat/groups');
    const beforeUnread = before.items.find((g) => g.groupId === demoGroup.groupId)!.unreadMessages;

    // 1. The customer sends while the shop has no app open: delivered; the shop's counters rise by 1.
    const customer = await signedInPage(demoCustomer, `/user/chat?group=${demoGroup.groupId}`);
    await customer.getByRole('heading', { name: demoGroup.shop.name }).waitFor();
    const text = `Is the blue silk still kept for me? (${stamp})`;
    await customer.getByRole('textbox', { name: 'Message' }).fill(text);
    await customer.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect.poll(() => tickOf(customer, text)).toBe('delivered');
    const afterSend = await api<ChatGroupList>(vendorToken, '/chat/groups');
    expect(afterSend.counters).toEqual({
      deliveredMessages: before.counters.deliveredMessages + 1,
      unSeenMessages: before.counters.unSeenMessages + 1,
    });
    expect(afterSend.items[0]!.groupId).toBe(demoGroup.groupId);
    expect(afterSend.items.find((g) => g.groupId === demoGroup.groupId)!.unreadMessages).toBe(
      beforeUnread + 1,
    );

    // 2. The owner signs in elsewhere in the console: the app has seen it (unseen), delivered
    // counters fall to 0 and the header badge shows unSeenMessages.
    const vendor = await signedInPage(demoVendor, '/vendor/vendorLanding');
    await expect.poll(() => tickOf(customer, text), { timeout: 15_000 }).toBe('unseen');
    await expect
      .poll(async () => (await api<ChatGroupList>(vendorToken, '/chat/groups')).counters)
      .toEqual({ deliveredMessages: 0, unSeenMessages: before.counters.unSeenMessages + 1 });
    await expect
      .poll(() => chatBadge(vendor), { timeout: 15_000 })
      .toBe(`Chat, ${before.counters.unSeenMessages + 1} new`);

    // 3. The inbox lists the newest conversation first, with its unread badge.
    await vendor.getByRole('link', { name: 'Inbox' }).first().click();
    await vendor.getByRole('list', { name: 'Conversations' }).waitFor();
    expect((await inboxOrder(vendor))[0]).toBe(demoGroup.groupId);
    await vendor
      .locator(`li[data-group-id="${demoGroup.groupId}"]`)
      .getByText(`${beforeUnread + 1}`, { exact: true })
      .waitFor();

    // 4. Opening it: unread (unSeenMessages reset to 0, badge cleared); on screen: read.
    await vendor.locator(`li[data-group-id="${demoGroup.groupId}"]`).getByRole('link').click();
    await messages(vendor).getByText(text).waitFor();
    await expect
      .poll(() => tickOf(customer, text), { timeout: 15_000, interval: 50 })
      .toBe('unread');
    await expect.poll(() => chatBadge(vendor), { timeout: 15_000 }).toBe('Chat');
    await expect.poll(() => tickOf(customer, text), { timeout: 15_000 }).toBe('read');
    const opened = await api<ChatGroupList>(vendorToken, '/chat/groups');
    expect(opened.counters.unSeenMessages).toBe(0);
    expect(opened.items.find((g) => g.groupId === demoGroup.groupId)!.unreadMessages).toBe(0);
    await expect
      .poll(() =>
        vendor.locator(`li[data-group-id="${demoGroup.groupId}"] [aria-label$=" unread"]`).count(),
      )
      .toBe(0);

    // The stored history says the same, in order, once each.
    const stored = await api<{ items: ChatMessage[] }>(
      customerToken,
      `/chat/groups/${demoGroup.groupId}/messages`,
    );
    const sent = stored.items.filter((m) => m.content['text'] === text);
    expect(sent).toHaveLength(1);
    expect(Object.values(sent[0]!.statusEvents)[0]!.events.map((e) => e.status)).toEqual([
      'delivered',
      'unseen',
      'unread',
      'read',
    ]);

    // 5. The shop answers; the customer sees it arrive live without reloading.
    const answer = `Yes, it is here for you (${stamp}).`;
    await vendor.getByRole('textbox', { name: 'Message' }).fill(answer);
    await vendor.getByRole('button', { name: 'Send', exact: true }).click();
    await messages(customer).getByText(answer).waitFor({ timeout: 15_000 });

    // 6. The other customer writes again: their conversation moves to the top of the inbox.
    await api(otherToken, `/chat/groups/${otherGroup.groupId}/messages`, {
      clientId: `other-${stamp}-2`,
      type: 'text',
      content: { text: 'And in size L?' },
    });
    await expect
      .poll(async () => (await inboxOrder(vendor))[0], { timeout: 15_000 })
      .toBe(otherGroup.groupId);
  });
});
