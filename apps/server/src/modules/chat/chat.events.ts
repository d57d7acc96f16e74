import type { DomainEventPayload } from '@vitrine/contracts/domain-events';
import type { FastifyInstance } from 'fastify';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { notify } from '../notifications/index.ts';
import type { ChatRepository } from './chat.repository.ts';
import type { ChatService } from './chat.service.ts';

/**
 * A message to a recipient who is away is mailed only if still unseen this long after it was
 * sent, together with the others of that conversation they have not seen: one mail per
 * conversation and this window at most, however busy the chat.
 */
export const CHAT_MAIL_DELAY_MS = 10 * 60_000;

/** The receipt of a message's emit to its members, made by the send after its commit. */
export const deliveryReceipt = (messageId: string) => `chat:message-created:${messageId}`;

const preview = (type: string, content: Record<string, unknown>) =>
  type === 'text' ? String(content['text']).slice(0, 140) : `Sent a ${type}`;

/**
 * The chat module's outbox handlers: a stored message's emit and its recipients' notifications,
 * and the statuses told to the sender. `outboxClock`: the outbox's clock, which the chat mail's
 * delay is counted on (tests move it).
 */
export function registerChatHandlers(
  app: FastifyInstance,
  deps: { chat: ChatService; repository: ChatRepository; outboxClock: () => Date },
) {
  const { chat, repository, outboxClock } = deps;
  // What must not be lost once a message is stored: its emit, if the send's process stopped
  // before making it (no receipt), and a notification to each recipient who is away.
  // The common case reads nothing: the send emitted the message, the event names its
  // recipients, and every one of them is connected, so there is nobody to notify. A live send
  // is never emitted twice: a send of this process still between its commit and its emit is
  // waited for (`sendSettled`), and the event is due only once a receipt made elsewhere is
  // readable here (`deliveryCheckDelayMs`: a second with Redis). (A handler that fails after
  // taking the receipt emits the message again on its retry; clients keep each message id once.)
  app.outbox.registerHandler('chat:message-created', async ({ payload }) => {
    await chat.sendSettled(payload.messageId);
    const emitted = await app.realtime.takeReceipt(deliveryReceipt(payload.messageId));
    if (emitted) {
      const recipientIds = await recipientsOf(payload);
      if (recipientIds && (await allConnected(recipientIds))) return;
    }
    const delivery = await chat.messageForDelivery(payload.messageId);
    if (!delivery) return;
    const { message, members } = delivery;
    if (!emitted) {
      app.realtime.emitToUsers(
        members.map((m) => m.userId),
        'chat:message-created',
        message,
      );
    }
    const sender = members.find((m) => m.userId === message.senderId);
    for (const member of members) {
      if (member.userId === message.senderId) continue;
      if (await app.realtime.isUserConnected(member.userId)) continue;
      await runInTransaction(app.database.db, (tx) =>
        notify(tx, {
          userId: member.userId,
          title: `New message from ${sender?.name ?? 'a conversation'}`,
          body: preview(message.type, message.content),
          link:
            member.role === 'vendor'
              ? `/vendor/inbox?group=${message.groupId}`
              : `/user/chat?group=${message.groupId}`,
          sourceKey: `chat:${message.id}:${member.userId}`,
          mail: {
            digest: `chat:${message.groupId}`,
            after: new Date(outboxClock().getTime() + CHAT_MAIL_DELAY_MS),
          },
        }),
      );
    }
  });

  /** The message's recipients, as its event names them or, in an older event, from its group. */
  async function recipientsOf({
    groupId,
    senderId,
    recipientIds,
  }: DomainEventPayload<'chat:message-created'>) {
    if (recipientIds) return recipientIds;
    if (groupId === undefined || senderId === undefined) return undefined;
    return (await repository.memberIds(groupId)).filter((id) => id !== senderId);
  }

  async function allConnected(userIds: readonly string[]) {
    for (const userId of userIds) if (!(await app.realtime.isUserConnected(userId))) return false;
    return true;
  }

  app.outbox.registerHandler('chat:statuses-changed', async ({ payload }) => {
    const { senderId, ...changed } = payload;
    app.realtime.emitToUser(senderId, 'chat:statuses-changed', changed);
  });
}
