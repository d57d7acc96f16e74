import { randomUUID } from 'node:crypto';
import type { RoleFlags } from '@vitrine/contracts/auth';
import type {
  ChatGroup,
  ChatGroupList,
  ChatMessage,
  ChatMessageList,
  ChatStatusUpdate,
} from '@vitrine/contracts/chat';
import { CHAT_STATUS_ORDER } from '@vitrine/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category } from '../catalogue/catalogue.schema.ts';
import { product as productTable } from '../products/products.schema.ts';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { uploadTestImage } from '../../test/multipart.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { sharedTestApp } from '../../test/test-app.ts';

const t = await sharedTestApp();

const accountWith = (roles: Partial<RoleFlags>) => accountWithRoles(t.app, roles);
type Account = Awaited<ReturnType<typeof accountWith>>;

let customer: Account;
let vendor: Account;
let stranger: Account;
let shopId: string;
let otherShopId: string;

beforeAll(async () => {
  [customer, vendor, stranger] = await Promise.all([
    accountWith({ customer: true }),
    accountWith({ vendor: true }),
    accountWith({ customer: true }),
  ]);
  shopId = await createOwnedShop(t.app, vendor.userId);
  otherShopId = await createOwnedShop(t.app, vendor.userId);
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who?: Account, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload } : {}),
  });

async function openGroup(who: Account, id = shopId): Promise<ChatGroup> {
  const res = await call('POST', '/chat/groups', who, { shopId: id });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json() as ChatGroup;
}
async function sendText(who: Account, groupId: string, text: string, clientId = `c-${text}`) {
  const res = await call('POST', `/chat/groups/${groupId}/messages`, who, {
    clientId,
    type: 'text',
    content: { text },
  });
  expect([200, 201], res.body).toContain(res.statusCode);
  return { status: res.statusCode, message: res.json() as ChatMessage };
}
async function groupsOf(who: Account) {
  const res = await call('GET', '/chat/groups', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatGroupList;
}
async function messagesOf(who: Account, groupId: string, after?: string) {
  const res = await call(
    'GET',
    `/chat/groups/${groupId}/messages${after ? `?after=${after}` : ''}`,
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: ChatMessage[] }).items;
}
async function statusCall(who: Account, groupId: string, action: string, payload?: object) {
  const res = await call('POST', `/chat/groups/${groupId}/${action}`, who, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatStatusUpdate;
}

describe('POST /api/v1/chat/groups', () => {
  it('creates one group per customer and shop (201), then reuses it (200), the owner as vendor', async () => {
    const first = await call('POST', '/chat/groups', customer, { shopId: otherShopId });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call('POST', '/chat/groups', customer, { shopId: otherShopId });
    expect(again.statusCode).toBe(200);
    const group = first.json() as ChatGroup;
    expect(again.json().groupId).toBe(group.groupId);
    expect(group.members.map((m) => [m.userId, m.role]).sort()).toEqual(
      [
        [customer.userId, 'customer'],
        [vendor.userId, 'vendor'],
      ].sort(),
    );
    // The shop owner sees it among theirs.
    expect((await groupsOf(vendor)).items.map((g) => g.groupId)).toContain(group.groupId);
  });

  it('answers 404 for a shop that does not exist, 400 naming shopId, 403 to a vendor', async () => {
    const missing = await call('POST', '/chat/groups', customer, {
      shopId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await call('POST', '/chat/groups', customer, { shopId: 'nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].field).toBe('shopId');
    const asVendor = await call('POST', '/chat/groups', vendor, { shopId });
    expect(asVendor.statusCode).toBe(403);
  });
});

describe('GET /api/v1/chat/groups and GET /api/v1/chat/groups/{groupId}', () => {
  it('answers the newest `limit` groups with hasMore, and every group with delivered messages', async () => {
    // A shop with three customers; the oldest conversation has a message the shop has not seen.
    const owner = await accountWith({ vendor: true });
    const shop = await createOwnedShop(t.app, owner.userId);
    const customers = await Promise.all([1, 2, 3].map(() => accountWith({ customer: true })));
    const groupIds: string[] = [];
    for (const [index, who] of customers.entries()) {
      const { groupId } = await openGroup(who, shop);
      groupIds.push(groupId);
      await sendText(who, groupId, `Hello from customer ${index + 1}`);
    }
    // The first two were seen by the shop's app; only the third customer's is still delivered…
    await statusCall(owner, groupIds[0]!, 'seen');
    await statusCall(owner, groupIds[1]!, 'seen');
    // …and the first customer writes again, so the oldest-seen group is now the newest.
    await sendText(customers[0]!, groupIds[0]!, 'Still there?');
    await statusCall(owner, groupIds[0]!, 'seen');

    const page = async (query: string) => {
      const res = await call('GET', `/chat/groups${query}`, owner);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ChatGroupList;
    };
    const firstTwo = await page('?limit=2');
    expect(firstTwo.items.map((g) => g.groupId)).toEqual([groupIds[0], groupIds[2]]);
    expect(firstTwo.hasMore).toBe(true);
    expect(firstTwo.deliveredGroupIds).toEqual([groupIds[2]]);
    const all = await page('');
    expect(all.items.map((g) => g.groupId)).toEqual([groupIds[0], groupIds[2], groupIds[1]]);
    expect(all.hasMore).toBe(false);

    // One listed-or-not group by its id, as the list shows it.
    const one = await call('GET', `/chat/groups/${groupIds[1]}`, owner);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual(all.items[2]);
    expect((await call('GET', `/chat/groups/${groupIds[1]}`, customers[1])).statusCode).toBe(200);
  });

  it('answers 404 for another user’s group, and 400 naming a bad limit or id', async () => {
    const { groupId } = await openGroup(customer);
    expect((await call('GET', `/chat/groups/${groupId}`, stranger)).statusCode).toBe(404);
    for (const limit of ['0', '501', 'ten']) {
      const res = await call('GET', `/chat/groups?limit=${limit}`, customer);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().error.details[0].field).toBe('limit');
    }
    const malformed = await call('GET', '/chat/groups/not-a-uuid', customer);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].field).toBe('groupId');
    expect((await call('GET', `/chat/groups/${groupId}`)).statusCode).toBe(401);
  });
});

describe('messages, statuses (delivered → unseen → unread → read) and counters', () => {
  it('follows delivered → unseen → unread → read with the counters at each step', async () => {
    const { groupId } = await openGroup(customer);
    const before = (await groupsOf(vendor)).counters;

    // Sending: delivered for the vendor, whose counters rise by 1 each.
    const { status, message } = await sendText(customer, groupId, 'Is the blue lehenga in stock?');
    expect(status).toBe(201);
    expect(message.role).toBe('customer');
    expect(Object.keys(message.statusEvents)).toEqual([vendor.userId]);
    expect(message.statusEvents[vendor.userId]!.status).toBe('delivered');
    let vendorView = await groupsOf(vendor);
    expect(vendorView.counters).toEqual({
      deliveredMessages: before.deliveredMessages + 1,
      unSeenMessages: before.unSeenMessages + 1,
    });
    let vendorGroup = vendorView.items.find((g) => g.groupId === groupId)!;
    expect(vendorGroup.unreadMessages).toBe(1);
    expect(vendorGroup.members.find((m) => m.userId === vendor.userId)).toMatchObject({
      deliveredMessages: 1,
      unreadMessages: 1,
    });
    // The sender's own counters did not move.
    const customerGroup = (await groupsOf(customer)).items.find((g) => g.groupId === groupId)!;
    expect(customerGroup.unreadMessages).toBe(0);

    // The vendor's app saw it: unseen; the delivered counters fall back.
    const seen = await statusCall(vendor, groupId, 'seen');
    expect(seen.updated).toBe(1);
    expect(seen.counters.deliveredMessages).toBe(before.deliveredMessages);
    expect(seen.unreadMessages).toBe(1);

    // Opening: unread; unSeenMessages reset to 0; per-group unread set.
    const opened = await statusCall(vendor, groupId, 'open');
    expect(opened).toEqual({
      updated: 1,
      unreadMessages: 1,
      counters: { deliveredMessages: before.deliveredMessages, unSeenMessages: 0 },
    });

    // On screen: read, and the unread count falls to 0.
    const read = await statusCall(vendor, groupId, 'read', { messageIds: [message.id] });
    expect(read.updated).toBe(1);
    expect(read.unreadMessages).toBe(0);

    const [stored] = (await messagesOf(customer, groupId)).filter((m) => m.id === message.id);
    const entry = stored!.statusEvents[vendor.userId]!;
    expect(entry.status).toBe('read');
    expect(entry.events.map((e) => e.status)).toEqual(['delivered', 'unseen', 'unread', 'read']);
    const times = entry.events.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    vendorView = await groupsOf(vendor);
    vendorGroup = vendorView.items.find((g) => g.groupId === groupId)!;
    expect(vendorGroup.members.find((m) => m.userId === vendor.userId)).toMatchObject({
      deliveredMessages: 0,
      unreadMessages: 0,
    });
  });

  it('never moves a status backwards: seen or open after read changes nothing', async () => {
    const { groupId } = await openGroup(customer);
    const { message } = await sendText(customer, groupId, 'Read straight away');
    const read = await statusCall(vendor, groupId, 'read', { messageIds: [message.id] });
    expect(read.updated).toBe(1);
    expect((await statusCall(vendor, groupId, 'seen')).updated).toBe(0);
    expect((await statusCall(vendor, groupId, 'open')).updated).toBe(0);
    expect((await statusCall(vendor, groupId, 'read', { messageIds: [message.id] })).updated).toBe(
      0,
    );
    const [stored] = (await messagesOf(vendor, groupId)).filter((m) => m.id === message.id);
    const entry = stored!.statusEvents[vendor.userId]!;
    expect(entry.status).toBe('read');
    expect(entry.events.map((e) => e.status)).toEqual(['delivered', 'read']);
    // The history itself only ever climbs.
    const ranks = entry.events.map((e) => CHAT_STATUS_ORDER.indexOf(e.status));
    expect([...ranks].sort()).toEqual(ranks);
  });

  it('stores a retried send once: the same clientId answers 200 with the stored message', async () => {
    const { groupId } = await openGroup(customer);
    const first = await sendText(customer, groupId, 'Only once', 'retry-1');
    const again = await sendText(customer, groupId, 'Only once', 'retry-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.message.id).toBe(first.message.id);
    const all = await messagesOf(customer, groupId);
    expect(all.filter((m) => m.clientId === 'retry-1')).toHaveLength(1);
  });

  it('answers the messages after a given id (reconnects) in order', async () => {
    const { groupId } = await openGroup(customer);
    const a = await sendText(customer, groupId, 'one');
    const b = await sendText(vendor, groupId, 'two');
    const c = await sendText(customer, groupId, 'three');
    expect(b.message.role).toBe('vendor');
    const after = await messagesOf(vendor, groupId, a.message.id);
    expect(after.map((m) => m.id)).toEqual([b.message.id, c.message.id]);
    expect(await messagesOf(vendor, groupId, c.message.id)).toEqual([]);
  });

  it('pages back through earlier history with before, saying when none is left', async () => {
    // A group of its own (the other shop), so earlier tests' messages do not count.
    const { groupId } = await openGroup(stranger, otherShopId);
    const sent: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      sent.push((await sendText(stranger, groupId, `history ${n}`, `h-${n}`)).message.id);
    }
    const page = async (query: string) => {
      const res = await call('GET', `/chat/groups/${groupId}/messages?${query}`, stranger);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as ChatMessageList;
      return { ids: body.items.map((m) => m.id), hasEarlier: body.hasEarlier };
    };

    expect(await page('limit=2')).toEqual({ ids: sent.slice(3), hasEarlier: true });
    expect(await page(`limit=2&before=${sent[3]}`)).toEqual({
      ids: sent.slice(1, 3),
      hasEarlier: true,
    });
    expect(await page(`limit=2&before=${sent[1]}`)).toEqual({
      ids: sent.slice(0, 1),
      hasEarlier: false,
    });
    expect(await page('limit=5')).toEqual({ ids: sent, hasEarlier: false });
    // A catch-up after an id does not look back, so it does not say.
    expect(await page(`after=${sent[2]}`)).toEqual({ ids: sent.slice(3), hasEarlier: undefined });
    // An id from another group names nothing here: an empty page.
    const elsewhere = await openGroup(customer, shopId);
    const foreign = await sendText(customer, elsewhere.groupId, 'not in that group', 'h-foreign');
    expect(await page(`before=${foreign.message.id}`)).toEqual({ ids: [], hasEarlier: false });

    const both = await call(
      'GET',
      `/chat/groups/${groupId}/messages?after=${sent[0]}&before=${sent[4]}`,
      stranger,
    );
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain('before');
  });

  it('lists groups by last message time, newest first', async () => {
    const first = await openGroup(customer, shopId);
    const second = await openGroup(customer, otherShopId);
    await sendText(customer, second.groupId, 'second shop first');
    await sendText(customer, first.groupId, 'first shop later');
    let order = (await groupsOf(customer)).items.map((g) => g.groupId);
    expect(order.indexOf(first.groupId)).toBeLessThan(order.indexOf(second.groupId));
    await sendText(vendor, second.groupId, 'the other one now');
    order = (await groupsOf(customer)).items.map((g) => g.groupId);
    expect(order.indexOf(second.groupId)).toBeLessThan(order.indexOf(first.groupId));
    const times = (await groupsOf(customer)).items.map((g) => g.lastMessageAt ?? g.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("previews each group's last message: its sender and a text's start, white space folded", async () => {
    const { groupId } = await openGroup(customer, otherShopId);
    const previewIn = async (who: Account) =>
      (await groupsOf(who)).items.find((g) => g.groupId === groupId)?.lastMessage;
    const long = `${'ab '.repeat(60)}\n\n  end`;
    const { message } = await sendText(customer, groupId, long, `preview-${randomUUID()}`);
    const preview = await previewIn(customer);
    const folded = long.replace(/\s+/g, ' ').trim();
    expect(preview).toEqual({
      type: 'text',
      senderId: message.senderId,
      text: `${folded.slice(0, 139)}…`,
    });
    expect(preview!.text).toHaveLength(140);
    await sendText(vendor, groupId, '  Yes,\n we have it  ', `preview-${randomUUID()}`);
    expect(await previewIn(customer)).toEqual({
      type: 'text',
      senderId: vendor.userId,
      text: 'Yes, we have it',
    });
  });

  it('answers 404 to a non-member on every group operation', async () => {
    const { groupId } = await openGroup(customer);
    const { message } = await sendText(customer, groupId, 'private');
    const answers = await Promise.all([
      call('GET', `/chat/groups/${groupId}/messages`, stranger),
      call('POST', `/chat/groups/${groupId}/messages`, stranger, {
        clientId: 'x',
        type: 'text',
        content: { text: 'hi' },
      }),
      call('POST', `/chat/groups/${groupId}/open`, stranger),
      call('POST', `/chat/groups/${groupId}/seen`, stranger),
      call('POST', `/chat/groups/${groupId}/read`, stranger, { messageIds: [message.id] }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await groupsOf(stranger)).items.map((g) => g.groupId)).not.toContain(groupId);
  });

  it('checks content per type and card references', async () => {
    const { groupId } = await openGroup(customer);
    const post = (payload: object) =>
      call('POST', `/chat/groups/${groupId}/messages`, customer, payload);
    const empty = await post({ clientId: 'e1', type: 'text', content: { text: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].field).toBe('content.text');
    const wrongShape = await post({ clientId: 'e2', type: 'product', content: { text: 'x' } });
    expect(wrongShape.statusCode).toBe(400);
    const noProduct = await post({
      clientId: 'e3',
      type: 'product',
      content: { productId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(noProduct.statusCode).toBe(404);
    const foreignImage = await post({
      clientId: 'e4',
      type: 'image',
      content: { imageId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(foreignImage.statusCode).toBe(404);
    const booking = await post({ clientId: 'e5', type: 'booking', content: { bookingId: 'b1' } });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().error.details[0].field).toBe('type');
  });
});

describe('product cards', () => {
  const product = async (title: string) => {
    await t.app.database.db
      .insert(category)
      .values({ slug: 'chat-cards-test', name: 'Chat cards test' })
      .onConflictDoNothing();
    const [row] = await t.app.database.db
      .insert(productTable)
      .values({ shopId, title, priceMinor: 1_250_000, categorySlug: 'chat-cards-test' })
      .returning({ id: productTable.id });
    return row!.id;
  };
  const archive = async (productId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/products/${productId}/archive`,
      headers: bearer(vendor.token),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const sendCard = (groupId: string, productId: string, clientId = `card-${productId}`) =>
    call('POST', `/chat/groups/${groupId}/messages`, vendor, {
      clientId,
      type: 'product',
      content: { productId },
    });

  it('shows the product as it is now, and no title or price once it is archived', async () => {
    const { groupId } = await openGroup(customer);
    const productId = await product('Banarasi silk saree');
    const sent = await sendCard(groupId, productId);
    expect(sent.statusCode, sent.body).toBe(201);
    expect((sent.json() as ChatMessage).content).toMatchObject({
      productId,
      title: 'Banarasi silk saree',
      price: { amountMinor: 1_250_000, currency: 'INR' },
    });

    await archive(productId);
    // The product's page refuses it; the conversation no longer shows what it was.
    expect((await call('GET', `/products/${productId}`)).statusCode).toBe(404);
    for (const who of [customer, vendor]) {
      const card = (await messagesOf(who, groupId)).find((m) => m.type === 'product')!;
      expect(card.content).toEqual({ productId, available: false });
    }
    // A retried send answers the stored message as it is now, too.
    const retried = await sendCard(groupId, productId);
    expect(retried.statusCode).toBe(200);
    expect((retried.json() as ChatMessage).content).toEqual({ productId, available: false });
  });

  it('refuses to send a card of an archived product (404)', async () => {
    const { groupId } = await openGroup(customer);
    const productId = await product('Kanjeevaram saree');
    await archive(productId);
    const res = await sendCard(groupId, productId, 'card-archived');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('image messages', () => {
  it('shows one of the sender’s uploads, which then cannot be deleted (409)', async () => {
    const { groupId } = await openGroup(customer);
    const image = await uploadTestImage(t.app, customer.token, 'gallery');

    // Someone else's upload is not theirs to send.
    const foreign = await call('POST', `/chat/groups/${groupId}/messages`, vendor, {
      clientId: 'img-foreign',
      type: 'image',
      content: { imageId: image.id },
    });
    expect(foreign.statusCode).toBe(404);

    const sent = await call('POST', `/chat/groups/${groupId}/messages`, customer, {
      clientId: 'img-1',
      type: 'image',
      content: { imageId: image.id, caption: 'Like this one' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((sent.json() as ChatMessage).content).toMatchObject({
      imageId: image.id,
      caption: 'Like this one',
      url: image.url,
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/uploads/images/${image.id}`,
      headers: bearer(customer.token),
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toContain('a photo sent in a conversation');
  });
});

describe('many clients sending with retries', () => {
  it('stores each message once, and the counters count each once', async () => {
    const CLIENTS = 12;
    const MESSAGES = 5;
    const ATTEMPTS = 3;
    const shop = await createOwnedShop(t.app, vendor.userId);
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, () => accountWith({ customer: true })),
    );
    const groups = await Promise.all(clients.map((client) => openGroup(client, shop)));
    const before = (await groupsOf(vendor)).counters;

    // Every send is attempted three times at once (a client retrying after a lost answer).
    const answers = await Promise.all(
      clients.flatMap((client, c) =>
        Array.from({ length: MESSAGES }, (_, m) =>
          Array.from({ length: ATTEMPTS }, () =>
            call('POST', `/chat/groups/${groups[c]!.groupId}/messages`, client, {
              clientId: `load-${c}-${m}`,
              type: 'text',
              content: { text: `message ${m} of client ${c}` },
            }),
          ),
        ).flat(),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CLIENTS * MESSAGES);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CLIENTS * MESSAGES * (ATTEMPTS - 1));
    // All attempts of one send answer the same message.
    const idsByClientId = new Map<string, Set<string>>();
    for (const res of answers) {
      const message = res.json() as ChatMessage;
      const ids = idsByClientId.get(message.clientId) ?? new Set();
      ids.add(message.id);
      idsByClientId.set(message.clientId, ids);
    }
    expect([...idsByClientId.values()].every((ids) => ids.size === 1)).toBe(true);

    for (const [c, group] of groups.entries()) {
      const stored = await messagesOf(clients[c]!, group.groupId);
      expect(stored.map((m) => m.clientId).sort()).toEqual(
        Array.from({ length: MESSAGES }, (_, m) => `load-${c}-${m}`).sort(),
      );
    }
    const after = await groupsOf(vendor);
    expect(after.counters.deliveredMessages - before.deliveredMessages).toBe(CLIENTS * MESSAGES);
    for (const group of groups) {
      const seenByVendor = after.items.find((g) => g.groupId === group.groupId)!;
      expect(seenByVendor.unreadMessages).toBe(MESSAGES);
    }
  }, 60_000);
});
