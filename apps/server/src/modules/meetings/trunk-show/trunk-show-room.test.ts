import type { RoomToken } from '@vitrine/contracts/meetings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { category } from '../../catalogue/catalogue.schema.ts';
import { product } from '../../products/products.schema.ts';
import { accountWithRoles, bearer } from '../../../test/accounts.ts';
import { giveCredits } from '../../../test/meetings.ts';
import { enterRoom, nextEvent, roomSocket, type RoomClient } from '../../../test/meeting-room.ts';
import { createOwnedShop } from '../../../test/owned-shop.ts';
import { listenOnRandomPort } from '../../../test/realtime-client.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { signRoomToken } from '../room-token.ts';

const MINUTE = 60_000;
let nowMs = Date.parse('2030-02-04T00:00:00Z');
const clock = () => new Date(nowMs);
const startsAt = '2030-02-05T10:00:00.000Z';

const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, { clock });
let baseUrl: string;
let sockets: RoomClient[] = [];
let showId: string;
let productId: string;
let shopToken: RoomToken;
let viewerTokens: RoomToken[];
let owner: { token: string; userId: string };

async function token(url: string, as: { token: string }): Promise<RoomToken> {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(as.token) });
  if (res.statusCode !== 200) throw new Error(`join failed: ${res.statusCode} ${res.body}`);
  return res.json() as RoomToken;
}

beforeAll(async () => {
  baseUrl = await listenOnRandomPort(t.app);
  owner = await accountWithRoles(t.app, { vendor: true });
  const shopId = await createOwnedShop(t.app, owner.userId, { timeZone: 'UTC', name: 'Show Shop' });
  await t.app.database.db
    .insert(category)
    .values({ slug: 'trunk-show-test', name: 'Trunk show test' })
    .onConflictDoNothing();
  const [item] = await t.app.database.db
    .insert(product)
    .values({
      shopId,
      title: 'Pashmina shawl',
      priceMinor: 850_000,
      categorySlug: 'trunk-show-test',
    })
    .returning({ id: product.id });
  productId = item!.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/vendor/trunk-shows',
    headers: bearer(owner.token),
    payload: { shopId, title: 'Shawl season', startsAt, durationMinutes: 60, capacity: 3 },
  });
  showId = created.json().id;
  const viewers = [];
  for (let i = 0; i < 2; i++) {
    const customer = await accountWithRoles(t.app, { customer: true });
    await giveCredits(t.app, customer.userId, 30);
    const seat = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/trunk-shows/${showId}/seats`,
      headers: bearer(customer.token),
    });
    expect(seat.statusCode, seat.body).toBe(201);
    viewers.push(customer);
  }
  nowMs = Date.parse(startsAt) - 5 * MINUTE;
  shopToken = await token(`/api/v1/vendor/trunk-shows/${showId}/join`, owner);
  viewerTokens = await Promise.all(
    viewers.map((v) => token(`/api/v1/user/trunk-shows/${showId}/join`, v)),
  );
});
afterEach(() => {
  for (const socket of sockets) socket.close();
  sockets = [];
});
afterAll(() => t.close());

const enter = (roomToken: RoomToken) =>
  enterRoom(roomSocket(baseUrl, { token: roomToken.token, bookingId: showId }, sockets));

describe("a trunk show's room", () => {
  it('admits the shop and the seat holders as viewers, with the chat and pins kept with the show', async () => {
    const shop = await enter(shopToken);
    expect(shop.self).toMatchObject({ role: 'shop', name: 'Show Shop' });
    const shopSocket = sockets[0]!;
    const viewer = await enter(viewerTokens[0]!);
    expect(viewer.self).toMatchObject({ role: 'viewer', handRaised: false, maySpeak: false });
    const viewerSocket = sockets[1]!;

    const asked = nextEvent(shopSocket, 'chat:message');
    viewerSocket.emit('chat:send', { body: 'Do you ship the shawls abroad?' });
    expect(await asked).toMatchObject({ role: 'viewer', body: 'Do you ship the shawls abroad?' });

    const pinned = nextEvent(viewerSocket, 'pins:changed');
    shopSocket.emit('pin:add', { productId });
    expect((await pinned).map((p) => p.title)).toEqual(['Pashmina shawl']);

    // A viewer cannot pin.
    const refused = nextEvent(viewerSocket, 'room:error');
    viewerSocket.emit('pin:remove', { productId });
    expect((await refused).code).toBe('FORBIDDEN');

    // Someone entering later finds the chat and the pins.
    const later = await enter(viewerTokens[1]!);
    expect(later.chat.map((m) => m.body)).toEqual(['Do you ship the shawls abroad?']);
    expect(later.pins.map((p) => p.productId)).toEqual([productId]);
  });

  it('lets a viewer raise a hand and the shop let them speak; only the shop may', async () => {
    await enter(shopToken);
    const shopSocket = sockets[0]!;
    await enter(viewerTokens[0]!);
    const viewerSocket = sockets[1]!;

    const raised = nextEvent(shopSocket, 'hand:changed');
    viewerSocket.emit('hand:raise');
    expect(await raised).toEqual({
      participantId: viewerTokens[0]!.participantId,
      handRaised: true,
      maySpeak: false,
    });

    // Someone entering now sees the raised hand.
    const second = await enter(viewerTokens[1]!);
    const listed = second.participants.find(
      (p) => p.participantId === viewerTokens[0]!.participantId,
    );
    expect(listed).toMatchObject({ handRaised: true, maySpeak: false });
    const secondSocket = sockets[2]!;

    // A viewer cannot let another speak.
    const forbidden = nextEvent(secondSocket, 'room:error');
    secondSocket.emit('hand:allow', { participantId: viewerTokens[0]!.participantId });
    expect((await forbidden).code).toBe('FORBIDDEN');

    const allowed = nextEvent(viewerSocket, 'hand:changed');
    shopSocket.emit('hand:allow', { participantId: viewerTokens[0]!.participantId });
    expect(await allowed).toEqual({
      participantId: viewerTokens[0]!.participantId,
      handRaised: false,
      maySpeak: true,
    });

    // The shop raises no hand; an unknown participant is not found.
    const noHand = nextEvent(shopSocket, 'room:error');
    shopSocket.emit('hand:raise');
    expect((await noHand).code).toBe('FORBIDDEN');
    const unknown = nextEvent(shopSocket, 'room:error');
    shopSocket.emit('hand:allow', { participantId: 'nobody' });
    expect((await unknown).code).toBe('NOT_FOUND');
  });

  it("holds a show's seats on the SFU (the token's room capacity), and refuses one more", async () => {
    const tokenOf = (n: number) =>
      signRoomToken(t.config.authSecret, {
        bookingId: showId,
        participantId: `seat-${n}`,
        role: 'viewer',
        name: `Viewer ${n}`,
        expiresAt: nowMs + 5 * MINUTE,
        transport: 'sfu',
        roomCapacity: 6,
      });
    for (let n = 0; n < 6; n++) {
      await enterRoom(roomSocket(baseUrl, { token: tokenOf(n), bookingId: showId }, sockets));
    }
    await expect(
      enterRoom(roomSocket(baseUrl, { token: tokenOf(6), bookingId: showId }, sockets)),
    ).rejects.toThrow('ROOM_FULL');
  });

  it('refuses anyone once the show is cancelled', async () => {
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/trunk-shows/${showId}/cancel`,
      headers: bearer(owner.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect(enter(viewerTokens[0]!)).rejects.toThrow('ROOM_TOKEN_INVALID');
  });
});
