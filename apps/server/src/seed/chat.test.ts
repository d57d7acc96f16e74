import type { ChatGroupList, ChatMessageList } from '@vitrine/contracts/chat';
import type { NotificationPage } from '@vitrine/contracts/notifications';
import { afterAll, expect, it } from 'vitest';
import { createUsersRepository } from '../modules/users/index.ts';
import { bearer, newAccount, registerAccount } from '../test/accounts.ts';
import { createOwnedShop } from '../test/owned-shop.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoChat } from './chat.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

const t = await createTestApp();
afterAll(() => t.close());

const get = async <T>(url: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

it('gives the demo customer and vendor a conversation in every status, and notifications of each kind', async () => {
  const customer = await registerAccount(t.app, newAccount({ email: 'demo@vitrine.local' }));
  const vendor = await registerAccount(t.app, newAccount({ email: DEMO_VENDOR_EMAIL }));
  await createUsersRepository(t.app.database.db).setRoles(vendor.user.id, {
    customer: false,
    vendor: true,
    employee: false,
    admin: false,
  });
  await createOwnedShop(t.app, vendor.user.id);

  expect(await seedDemoChat(t.app.database.db)).toEqual({ seeded: true });
  expect(await seedDemoChat(t.app.database.db)).toEqual({ seeded: false });

  const customerGroups = await get<ChatGroupList>('/chat/groups', customer.token);
  expect(customerGroups.items).toHaveLength(1);
  const group = customerGroups.items[0]!;
  expect(customerGroups.counters).toEqual({ deliveredMessages: 1, unSeenMessages: 2 });
  expect(group.unreadMessages).toBe(2);
  const vendorGroups = await get<ChatGroupList>('/chat/groups', vendor.token);
  expect(vendorGroups.items[0]!.unreadMessages).toBe(1);

  const { items } = await get<ChatMessageList>(
    `/chat/groups/${group.groupId}/messages?limit=200`,
    customer.token,
  );
  const statuses = items.flatMap((m) => Object.values(m.statusEvents).map((s) => s.status));
  expect(new Set(statuses)).toEqual(new Set(['delivered', 'unseen', 'unread', 'read']));
  expect(items.at(-1)!.id).toBe(group.lastMessageId);
  // Weeks of history, in order: more than the app's first page, over many days.
  const times = items.map((m) => Date.parse(m.timestamp));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(new Set(items.map((m) => m.timestamp.slice(0, 10))).size).toBeGreaterThanOrEqual(7);
  const firstPage = await get<ChatMessageList>(
    `/chat/groups/${group.groupId}/messages?limit=50`,
    customer.token,
  );
  expect(firstPage.hasEarlier).toBe(true);
  expect(items.length).toBeGreaterThan(50);

  const page = await get<NotificationPage>('/notifications', customer.token);
  expect(new Set(page.items.map((n) => n.kind))).toEqual(
    new Set(['personalized', 'user-general', 'general']),
  );
  expect(new Set(page.items.map((n) => n.status))).toEqual(new Set(['sent', 'unread', 'read']));
});
