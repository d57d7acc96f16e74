import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../platform/db/client.ts';
import { createProductCards } from '../products/index.ts';
import { deliveryReceipt, registerChatHandlers } from './chat.events.ts';
import { createChatRepository } from './chat.repository.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService, type ChatService } from './chat.service.ts';

export { CHAT_MAIL_DELAY_MS } from './chat.events.ts';
export type { CardCheck } from './chat.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chat: Pick<ChatService, 'registerCardCheck'>;
  }
}

/** Typing is relayed at most once per user and group in this window. */
const TYPING_THROTTLE_MS = 2_000;

/**
 * Presence widened to chat partners (registered with the presence module, which comes first):
 * a user's presence is visible to, and its changes sent to, everyone sharing a group with them.
 */
export function chatPresence(db: Database) {
  const repository = createChatRepository(db);
  return {
    audience: (viewerId: string, userId: string) => repository.sharesGroup(viewerId, userId),
    watchers: (userId: string) => repository.partnersOf(userId),
  };
}

/**
 * Chat: groups per customer and shop, messages stored once per client id, per
 * recipient statuses that only move forward, and counters. Delivery: stored, then emitted to
 * every member's sockets straight after the commit; the outbox event notifies a recipient
 * with no socket, and emits the message itself only when the send did not get to (clients
 * keep each message id once either way).
 */
export const chatModule = fp<{ clock?: () => Date }>(
  async (app: FastifyInstance, options) => {
    // The outbox's clock, which the chat mail's delay is counted on (tests move it).
    const outboxClock = options.clock ?? (() => new Date());
    const repository = createChatRepository(app.database.db);
    const chat = createChatService({
      db: app.database.db,
      repository,
      images: app.media.images,
      products: createProductCards(app.database.db),
      clock: () => new Date(),
      // Straight after the send's commit, to every member's sockets on every instance, with a
      // receipt the outbox handler checks so that it does not send the message a second time.
      deliver: (message, memberIds) =>
        app.realtime.emitToUsers(memberIds, 'chat:message-created', message, {
          receipt: deliveryReceipt(message.id),
        }),
      deliveryCheckDelayMs: app.realtime.receiptLagMs,
    });
    app.decorate('chat', { registerCardCheck: chat.registerCardCheck });
    // A photo sent in a conversation stays: its uploader cannot delete it from under the chat.
    app.media.images.registerUsageCheck(async ({ id }) =>
      (await repository.isImageInMessages(id)) ? 'a photo sent in a conversation' : undefined,
    );

    registerChatHandlers(app, { chat, repository, outboxClock });

    const lastTyping = new Map<string, number>();
    app.realtime.onClientEvent('chat:typing', async (userId, { groupId }) => {
      const key = `${userId}:${groupId}`;
      const now = Date.now();
      if (now - (lastTyping.get(key) ?? 0) < TYPING_THROTTLE_MS) return;
      lastTyping.set(key, now);
      if (lastTyping.size > 50_000) lastTyping.clear();
      const memberIds = await repository.memberIds(groupId);
      if (!memberIds.includes(userId)) return;
      for (const memberId of memberIds) {
        if (memberId !== userId)
          app.realtime.emitToUser(memberId, 'chat:typing', { groupId, userId });
      }
    });

    await app.register(chatRoutes, { chat });
  },
  { name: 'chat', dependencies: ['media', 'outbox', 'realtime'] },
);
