import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { outboxEvent, pushSubscription } from '../../platform/db/schema/index.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { sharedTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createUsersRepository } from '../users/index.ts';
import { notify } from './index.ts';

/** What the local push service received: the request, its body, and the answer it gave. */
type Received = { url: string; headers: IncomingMessage['headers']; body: Buffer };

const t = await sharedTestApp();
const received: Received[] = [];
let answerStatus = 201;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ url: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 (aes128gcm, one record), decrypted with the subscription's private key and auth secret. */
function decrypt(body: Buffer, ua: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }) {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const uaPublic = ua.ecdh.getPublicKey();
  const secret = ua.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, serverPublic]);
  const ikm = hkdf(ua.auth, secret, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

async function subscriber(path: string) {
  const { token, user } = await registerAccount(t.app);
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers: bearer(token),
    payload: {
      endpoint: `${base}${path}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { token, userId: user.id, ecdh, auth };
}

describe('web push', () => {
  it('publishes the VAPID public key generated into DATA_DIR', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/push/public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json().publicKey).toBe(t.config.vapid!.publicKey);
    expect(Buffer.from(res.json().publicKey as string, 'base64url')).toHaveLength(65);
  });

  it('sends a personalized notification encrypted so that only the subscription decrypts it', async () => {
    answerStatus = 201;
    const user = await subscriber('/push/encrypted');
    const id = await runInTransaction(t.app.database.db, (tx) =>
      notify(tx, {
        userId: user.userId,
        title: 'Your meeting starts soon',
        body: 'Rang Mahal, 4 pm',
        link: '/user/bookings',
      }),
    );
    const push = await waitFor(() => received.find((r) => r.url === '/push/encrypted'), {
      what: 'the push request',
    });
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(JSON.parse(decrypt(push.body, user))).toEqual({
      id,
      kind: 'personalized',
      title: 'Your meeting starts soon',
      body: 'Rang Mahal, 4 pm',
      link: '/user/bookings',
    });
  });

  it("opens a chat message's push in the shop's inbox for its shop, and in the chat for the customer", async () => {
    answerStatus = 201;
    const [customer, owner] = [
      await subscriber('/push/chat-customer'),
      await subscriber('/push/chat-owner'),
    ];
    await createUsersRepository(t.app.database.db).setRoles(owner.userId, {
      customer: false,
      vendor: true,
      employee: false,
      admin: false,
    });
    const shopId = await createOwnedShop(t.app, owner.userId);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/groups',
      headers: bearer(customer.token),
      payload: { shopId },
    });
    const { groupId } = opened.json() as { groupId: string };
    const send = async (who: { token: string }, text: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/chat/groups/${groupId}/messages`,
        headers: bearer(who.token),
        payload: { clientId: `push-${text}`, type: 'text', content: { text } },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const pushTo = async (path: string, who: Parameters<typeof decrypt>[1]) => {
      const push = await waitFor(() => received.find((r) => r.url === path), {
        what: `the push to ${path}`,
      });
      return JSON.parse(decrypt(push.body, who)) as { link: string; body: string };
    };

    // Neither has a socket open, so each message is notified and pushed to the other side.
    await send(customer, 'Is the blue kurta in stock?');
    const toShop = await pushTo('/push/chat-owner', owner);
    expect(toShop.body).toBe('Is the blue kurta in stock?');
    expect(toShop.link).toBe(`/vendor/inbox?group=${groupId}`);

    await send(owner, 'Yes, in every size.');
    const toCustomer = await pushTo('/push/chat-customer', customer);
    expect(toCustomer.body).toBe('Yes, in every size.');
    expect(toCustomer.link).toBe(`/user/chat?group=${groupId}`);
  });

  it('removes a subscription the push service answers 410 Gone', async () => {
    answerStatus = 410;
    const user = await subscriber('/push/gone');
    const stored = await t.app.database.db
      .select({ id: pushSubscription.id })
      .from(pushSubscription)
      .where(eq(pushSubscription.endpoint, `${base}/push/gone`));
    expect(stored).toHaveLength(1);
    await runInTransaction(t.app.database.db, (tx) =>
      notify(tx, { userId: user.userId, title: 'Gone', body: 'x' }),
    );
    await waitFor(() => received.find((r) => r.url === '/push/gone'), { what: 'the push' });
    // Removed once the push service said it is gone (the test reads the table, changing nothing).
    await waitFor(
      async () => {
        const left = await t.app.database.db
          .select({ id: pushSubscription.id })
          .from(pushSubscription)
          .where(eq(pushSubscription.endpoint, `${base}/push/gone`));
        return left.length === 0 ? true : undefined;
      },
      { what: 'the subscription to be removed' },
    );
  });

  it('honours an opt-out of push for the kind: nothing is sent until push is back on', async () => {
    answerStatus = 201;
    const user = await subscriber('/push/opted-out');
    const preferences = (payload?: object) =>
      t.app.inject({
        method: payload ? 'PUT' : 'GET',
        url: '/api/v1/notifications/preferences',
        headers: bearer(user.token),
        ...(payload ? { payload } : {}),
      });
    const defaults = (await preferences()).json();
    expect(defaults).toEqual({
      sound: true,
      push: { personalized: true, 'user-general': true, general: true, wishlist: true },
      mail: { personalized: true, 'user-general': true, general: true, wishlist: true },
    });
    const off = await preferences({ ...defaults, push: { ...defaults.push, personalized: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().push.personalized).toBe(false);

    const quiet = await runInTransaction(t.app.database.db, (tx) =>
      notify(tx, { userId: user.userId, title: 'Quiet', body: 'not pushed' }),
    );
    // The push job ran (its outbox row is gone once handled) and sent nothing.
    await waitFor(
      async () => {
        const left = await t.app.database.db
          .select({ id: outboxEvent.id })
          .from(outboxEvent)
          .where(
            and(
              eq(outboxEvent.type, 'push:requested'),
              sql`${outboxEvent.payload}->>'notificationId' = ${quiet}`,
            ),
          );
        return left.length === 0 ? true : undefined;
      },
      { what: 'the push job to be handled' },
    );
    expect(received.filter((r) => r.url === '/push/opted-out')).toEqual([]);

    await preferences({ ...defaults, push: { ...defaults.push, personalized: true } });
    const loud = await runInTransaction(t.app.database.db, (tx) =>
      notify(tx, { userId: user.userId, title: 'Loud', body: 'pushed' }),
    );
    const push = await waitFor(() => received.find((r) => r.url === '/push/opted-out'), {
      what: 'the push after opting back in',
    });
    expect(JSON.parse(decrypt(push.body, user)).id).toBe(loud);
    expect(received.filter((r) => r.url === '/push/opted-out')).toHaveLength(1);
  });

  it('refuses preferences of the wrong shape, naming the field (400)', async () => {
    const { token } = await registerAccount(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/preferences',
      headers: bearer(token),
      payload: { sound: 'loud', push: {}, mail: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('sound');
  });

  it("refuses another user's endpoint (409 naming it), so the owner's pushes go on", async () => {
    answerStatus = 201;
    const owner = await subscriber('/push/taken');
    const intruder = await registerAccount(t.app);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/subscriptions',
      headers: bearer(intruder.token),
      payload: {
        endpoint: `${base}/push/taken`,
        keys: {
          p256dh: ecdh.getPublicKey('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'endpoint', message: expect.any(String) }],
    });

    // The intruder's browser learns the endpoint is not theirs; the owner's that it is.
    const check = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/push/subscriptions/check',
        headers: bearer(token),
        payload: { endpoint: `${base}/push/taken` },
      });
    expect((await check(intruder.token)).json()).toEqual({ subscribed: false });
    expect((await check(owner.token)).json()).toEqual({ subscribed: true });

    await runInTransaction(t.app.database.db, (tx) =>
      notify(tx, { userId: owner.userId, title: 'Still yours', body: 'x', link: '/user' }),
    );
    const push = await waitFor(() => received.find((r) => r.url === '/push/taken'), {
      what: "the owner's push",
    });
    expect(JSON.parse(decrypt(push.body, owner))).toMatchObject({ title: 'Still yours' });
  });

  it('takes the same endpoint again from its own user (new keys kept)', async () => {
    answerStatus = 201;
    const user = await subscriber('/push/again');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/subscriptions',
      headers: bearer(user.token),
      payload: {
        endpoint: `${base}/push/again`,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await runInTransaction(t.app.database.db, (tx) =>
      notify(tx, { userId: user.userId, title: 'New keys', body: 'x', link: '/user' }),
    );
    const push = await waitFor(() => received.find((r) => r.url === '/push/again'), {
      what: 'the push with the new keys',
    });
    expect(JSON.parse(decrypt(push.body, { ecdh, auth }))).toMatchObject({ title: 'New keys' });
  });

  it('unsubscribes (204), and another user cannot remove a subscription (404)', async () => {
    const user = await subscriber('/push/mine');
    const other = await registerAccount(t.app);
    const payload = { endpoint: `${base}/push/mine` };
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/push/subscriptions',
      headers: bearer(other.token),
      payload,
    });
    expect(refused.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/push/subscriptions',
      headers: bearer(user.token),
      payload,
    });
    expect(removed.statusCode).toBe(204);
  });
});
