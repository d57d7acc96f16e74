import { randomUUID } from 'node:crypto';
import {
  chatContentSchemas,
  type ChatGroup,
  type ChatGroupList,
  type ChatMessage,
  type ChatMessagePreview,
  type ChatMessageType,
  type ChatStatus,
  type ChatStatusUpdate,
  type SendChatMessageInput,
} from '@vitrine/contracts/chat';
import type { Database } from '../../platform/db/client.ts';
import { runInTransaction, type Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { Media } from '../../platform/media/index.ts';
import type { ProductCard, ProductCards } from '../products/index.ts';
import {
  dueAfter,
  enqueue,
  enqueueManyInStatement,
  eventsCommitted,
} from '../../platform/outbox/index.ts';
import type {
  ChatRepository,
  ListedGroupRecord,
  MessageRecord,
  StatusRecord,
} from './chat.repository.ts';

/**
 * Checks a card's reference for the sender and answers what the card shows, or throws (a
 * missing or foreign id is 404). Booking and order cards get theirs from the modules that own
 * bookings and orders (`chat.registerCardCheck`); until then those types are refused.
 */
export type CardCheck = (
  senderId: string,
  content: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

export type ChatServiceDeps = {
  db: Database;
  repository: ChatRepository;
  images: Pick<Media['images'], 'findImage'>;
  /** Products as shoppers may see them now: a card shows one, or nothing of an archived one. */
  products: Pick<ProductCards, 'shownByIds'>;
  clock: () => Date;
  /**
   * Hands a newly stored message to its members' sockets, straight after its commit (the
   * outbox event stays for what must not be lost: notifications, and the emit itself should
   * this process stop before making it).
   */
  deliver?: (message: ChatMessage, memberIds: readonly string[]) => void;
  /**
   * How long the outbox event waits before it is due: long enough for `deliver`'s receipt to be
   * readable wherever the event is handled (`realtime.receiptLagMs`), so that a live send is
   * never emitted twice.
   */
  deliveryCheckDelayMs?: number;
};

const toMessage = (record: MessageRecord, statuses: readonly StatusRecord[]): ChatMessage => ({
  id: record.id,
  groupId: record.groupId,
  senderId: record.senderId,
  clientId: record.clientId,
  timestamp: record.createdAt,
  type: record.type as ChatMessageType,
  role: record.role,
  content: record.content,
  statusEvents: Object.fromEntries(
    statuses
      .filter((s) => s.messageId === record.id)
      .map((s) => [s.userId, { status: s.status, timestamp: s.updatedAt, events: s.events }]),
  ),
});

/**
 * What a product card carries: the product as it is now, or, once shoppers can no longer see
 * it (archived), only its id and `available: false`: no title, price or picture.
 */
const productCardContent = (productId: string, card: ProductCard | undefined) =>
  card
    ? {
        productId,
        shopId: card.shopId,
        title: card.title,
        price: card.price,
        ...(card.imageUrl ? { imageUrl: card.imageUrl } : {}),
      }
    : { productId, available: false };

export function createChatService({
  db,
  repository,
  images,
  products,
  clock,
  deliver,
  deliveryCheckDelayMs = 0,
}: ChatServiceDeps) {
  const cardChecks = new Map<ChatMessageType, CardCheck>();
  /**
   * Sends of this process between their statement and their emit (`deliver`): the outbox event
   * is committed with the message, so this process's dispatcher can take it before the send has
   * emitted, see no receipt, and emit the message a second time. `sendSettled` waits for them.
   */
  const sendsInFlight = new Map<string, Promise<void>>();
  cardChecks.set('image', async (senderId, content) => {
    const image = await images.findImage(senderId, content['imageId'] as string);
    if (!image) throw notFound('Image');
    return { ...content, url: image.url, width: image.width, height: image.height };
  });
  cardChecks.set('product', async (_senderId, content) => {
    const productId = content['productId'] as string;
    const card = (await products.shownByIds([productId])).get(productId);
    if (!card) throw notFound('Product');
    return productCardContent(productId, card);
  });

  /** Product cards as their products are now (see `productCardContent`), in one lookup. */
  const withLiveProducts = async (messages: ChatMessage[]): Promise<ChatMessage[]> => {
    const productIdOf = (m: ChatMessage) =>
      m.type === 'product' && typeof m.content['productId'] === 'string'
        ? m.content['productId']
        : undefined;
    const ids = messages.map(productIdOf).filter((id) => id !== undefined);
    if (ids.length === 0) return messages;
    const cards = await products.shownByIds(ids);
    return messages.map((m) => {
      const productId = productIdOf(m);
      return productId === undefined
        ? m
        : { ...m, content: productCardContent(productId, cards.get(productId)) };
    });
  };

  const memberGroup = async (groupId: string, userId: string) => {
    const group = await repository.findGroupOfMember(groupId, userId);
    if (!group) throw notFound('Chat group');
    return group;
  };

  const withStatuses = async (records: MessageRecord[]) => {
    const statuses = await repository.statusesOf(records.map((r) => r.id));
    return withLiveProducts(records.map((r) => toMessage(r, statuses)));
  };

  /** The list's preview line of a group's last message: a text's start, an image's caption. */
  const previewOf = (last: ListedGroupRecord['lastMessage']): ChatMessagePreview | null => {
    if (!last) return null;
    const said = last.type === 'text' ? last.content['text'] : last.content['caption'];
    // By code point, so an emoji is never cut in half.
    const chars = [...(typeof said === 'string' ? said.replace(/\s+/g, ' ').trim() : '')];
    return {
      type: last.type as ChatMessageType,
      senderId: last.senderId,
      text: chars.length > 140 ? `${chars.slice(0, 139).join('')}…` : chars.join(''),
    };
  };

  const groupViews = async (
    userId: string,
    only: { limit: number } | { groupIds: readonly string[] },
  ): Promise<ChatGroup[]> => {
    const groups = await repository.listGroups(userId, only);
    const members = await repository.membersOf(groups.map((g) => g.id));
    return groups.map((g) => {
      const own = members.filter((m) => m.groupId === g.id);
      return {
        groupId: g.id,
        shop: { id: g.shopId, name: g.shopName, slug: g.shopSlug },
        members: own.map(({ groupId: _groupId, ...member }) => member),
        lastMessageId: g.lastMessageId,
        lastMessageAt: g.lastMessageAt,
        lastMessage: previewOf(g.lastMessage),
        unreadMessages: own.find((m) => m.userId === userId)?.unreadMessages ?? 0,
        createdAt: g.createdAt,
      };
    });
  };

  /** Moves statuses and tells each sender, in one transaction. */
  const move = async (
    userId: string,
    groupId: string,
    status: ChatStatus,
    options: { messageIds?: readonly string[]; resetUnSeen?: boolean } = {},
  ): Promise<ChatStatusUpdate> => {
    await memberGroup(groupId, userId);
    const at = clock();
    const moved = await runInTransaction(db, async (tx: Transaction) => {
      const changed = await repository.moveStatuses(tx, {
        userId,
        groupId,
        status,
        messageIds: options.messageIds,
        at,
      });
      if (options.resetUnSeen) await repository.resetUnSeen(tx, userId);
      const bySender = new Map<string, typeof changed>();
      for (const m of changed) bySender.set(m.senderId, [...(bySender.get(m.senderId) ?? []), m]);
      for (const [senderId, messages] of bySender) {
        await enqueue(tx, 'chat:statuses-changed', {
          groupId,
          senderId,
          userId,
          status,
          messageIds: messages.map((m) => m.messageId),
          at: at.toISOString(),
        });
      }
      return changed.length;
    });
    return {
      updated: moved,
      unreadMessages: await repository.unreadOf(groupId, userId),
      counters: await repository.counters(userId),
    };
  };

  /**
   * The send's write and emit: one statement (committed when it returns) stores the message, its
   * statuses and counters, and its outbox event naming the recipients.
   */
  async function store(
    messageId: string,
    senderId: string,
    groupId: string,
    input: SendChatMessageInput,
    role: MessageRecord['role'],
    content: Record<string, unknown>,
  ): Promise<{ message: ChatMessage; created: boolean }> {
    const stored = await repository.insertMessage(
      {
        id: messageId,
        groupId,
        senderId,
        clientId: input.clientId,
        type: input.type,
        role,
        content,
        at: clock(),
      },
      (from, recipients) =>
        enqueueManyInStatement(
          [
            {
              type: 'chat:message-created',
              payload: { messageId, groupId, senderId },
              payloadFrom: recipients,
              runAt: deliveryCheckDelayMs > 0 ? dueAfter(deliveryCheckDelayMs) : undefined,
            },
          ],
          from,
        ),
    );
    if (stored) {
      // The answer and the members' copy are built from what the insert returned (no
      // read-back); the statement has committed, so the members get it now, before the
      // dispatchers are woken for the outbox event.
      const message = toMessage(stored.message, stored.statuses);
      deliver?.(message, [senderId, ...stored.recipientIds]);
      eventsCommitted(db);
      return { message, created: true };
    }
    // Another request with the same clientId stored it first.
    const first = await repository.findByClientId(db, groupId, senderId, input.clientId);
    return { message: (await withStatuses([first!]))[0]!, created: false };
  }

  return {
    registerCardCheck(type: 'booking' | 'order', check: CardCheck) {
      cardChecks.set(type, check);
    },

    /** The customer's group with a shop: created with the shop's owner as vendor, or reused. */
    async openGroupWithShop(customerId: string, shopId: string) {
      const shop = await repository.findShop(shopId);
      if (!shop) throw notFound('Shop');
      if (shop.ownerIds.includes(customerId)) {
        throw validationFailed('shopId', 'this is your own shop');
      }
      const { groupId, created } = await runInTransaction(db, (tx) =>
        repository.createOrReuseGroup(tx, customerId, shopId, shop.ownerIds),
      );
      const [group] = await groupViews(customerId, { groupIds: [groupId] });
      return { group: group!, created };
    },

    /** The newest `limit` groups (one more is read to tell whether there are more). */
    async listGroups(userId: string, limit: number): Promise<ChatGroupList> {
      const [groups, deliveredGroupIds, counters] = await Promise.all([
        groupViews(userId, { limit: limit + 1 }),
        repository.deliveredGroupIds(userId),
        repository.counters(userId),
      ]);
      return {
        items: groups.slice(0, limit),
        hasMore: groups.length > limit,
        deliveredGroupIds,
        counters,
      };
    },

    /** One of the user's groups; another's (or none) is 404. */
    async findGroup(userId: string, groupId: string): Promise<ChatGroup> {
      const [group] = await groupViews(userId, { groupIds: [groupId] });
      if (!group) throw notFound('Chat group');
      return group;
    },

    /** Stores the message once per clientId (a retried send never makes a second). */
    async send(
      senderId: string,
      groupId: string,
      input: SendChatMessageInput,
    ): Promise<{ message: ChatMessage; created: boolean }> {
      // Membership, the sender's role and a retry's stored message: one query.
      const context = await repository.findSendContext(groupId, senderId, input.clientId);
      if (!context) throw notFound('Chat group');
      const { role, existing } = context;
      if (existing) return { message: (await withStatuses([existing]))[0]!, created: false };

      const parsed = chatContentSchemas[input.type].safeParse(input.content);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw validationFailed(['content', ...issue.path].join('.'), issue.message);
      }
      const check = cardChecks.get(input.type);
      if (!check && input.type !== 'text') {
        throw new AppError('VALIDATION_FAILED', `type: ${input.type} cards cannot be sent yet.`, [
          { field: 'type', message: `${input.type} cards cannot be sent yet` },
        ]);
      }
      const content = check ? await check(senderId, parsed.data) : parsed.data;

      const messageId = randomUUID();
      let settle = () => {};
      sendsInFlight.set(messageId, new Promise<void>((resolve) => (settle = resolve)));
      try {
        return await store(messageId, senderId, groupId, input, role, content);
      } finally {
        sendsInFlight.delete(messageId);
        settle();
      }
    },

    /**
     * Resolves once a send of this process for this message has emitted it (or failed); at once
     * when there is none. The outbox handler waits for it before it looks for the receipt.
     */
    sendSettled: (messageId: string): Promise<void> =>
      sendsInFlight.get(messageId) ?? Promise.resolve(),

    async listMessages(
      userId: string,
      groupId: string,
      page: { after?: string | undefined; before?: string | undefined },
      limit: number,
    ) {
      await memberGroup(groupId, userId);
      const { messages, hasEarlier } = await repository.listMessages(groupId, page, limit);
      const items = await withStatuses(messages);
      return hasEarlier === undefined ? { items } : { items, hasEarlier };
    },

    /** Opening marks the caller's messages unread and resets their unSeenMessages. */
    open: (userId: string, groupId: string) =>
      move(userId, groupId, 'unread', { resetUnSeen: true }),
    /** The caller's app saw the group's new messages: delivered → unseen. */
    seen: (userId: string, groupId: string) => move(userId, groupId, 'unseen'),
    /** These messages were on the caller's screen: → read, with receipts to their senders. */
    read: (userId: string, groupId: string, messageIds: readonly string[]) =>
      move(userId, groupId, 'read', { messageIds }),

    /** A stored message as its members receive it (the outbox handler). */
    async messageForDelivery(messageId: string) {
      const found = await repository.findMessageForDelivery(messageId);
      if (!found) return null;
      const [message] = await withLiveProducts([toMessage(found.message, found.statuses)]);
      return { message: message!, members: found.members };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
