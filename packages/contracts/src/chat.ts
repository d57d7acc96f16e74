import { z } from 'zod';

export const chatMessageTypeSchema = z.enum(['text', 'image', 'product', 'booking', 'order']);
export type ChatMessageType = z.infer<typeof chatMessageTypeSchema>;
export const chatRoleSchema = z.enum(['customer', 'vendor', 'staff']);
export type ChatRole = z.infer<typeof chatRoleSchema>;
/** Delivered → unseen → unread → read, in order; a recipient's status never moves back. */
export const chatStatusSchema = z.enum(['delivered', 'unseen', 'unread', 'read']);
export type ChatStatus = z.infer<typeof chatStatusSchema>;
export const CHAT_STATUS_ORDER = chatStatusSchema.options;

const uuid = z.uuid();

/** What each type carries (checked against the message's `type` by the server). */
export const chatContentSchemas = {
  text: z.strictObject({ text: z.string().trim().min(1).max(4000) }),
  image: z.strictObject({ imageId: uuid, caption: z.string().trim().max(500).optional() }),
  product: z.strictObject({ productId: uuid }),
  booking: z.strictObject({ bookingId: z.string().min(1).max(100) }),
  order: z.strictObject({ orderId: z.string().min(1).max(100) }),
} as const;

/** A recipient's status with its append-only history (`events`). */
export const chatStatusEntrySchema = z.object({
  status: chatStatusSchema,
  timestamp: z.iso.datetime(),
  events: z.array(z.object({ status: chatStatusSchema, at: z.iso.datetime() })),
});
export type ChatStatusEntry = z.infer<typeof chatStatusEntrySchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  groupId: z.uuid(),
  senderId: z.string(),
  clientId: z.string(),
  timestamp: z.iso.datetime(),
  type: chatMessageTypeSchema,
  role: chatRoleSchema,
  /**
   * The type's content; an image also carries `url`, a product `title`, `imageUrl` and `price`
   * as the product is now, or only `available: false` once shoppers can no longer see it.
   */
  content: z.record(z.string(), z.unknown()),
  /** Keyed by recipient user id; the sender has none. */
  statusEvents: z.record(z.string(), chatStatusEntrySchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: chatRoleSchema,
  /** The member's message counts (`usersLog`). */
  deliveredMessages: z.number().int(),
  unreadMessages: z.number().int(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

/** A group's last message, as much as the conversation list's preview line shows. */
export const chatMessagePreviewSchema = z.object({
  type: chatMessageTypeSchema,
  senderId: z.string(),
  /** A text's first 140 characters (white space folded), an image's caption, else empty. */
  text: z.string(),
});
export type ChatMessagePreview = z.infer<typeof chatMessagePreviewSchema>;

export const chatGroupSchema = z.object({
  groupId: z.uuid(),
  shop: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  members: z.array(chatMemberSchema),
  lastMessageId: z.uuid().nullable(),
  lastMessageAt: z.iso.datetime().nullable(),
  lastMessage: chatMessagePreviewSchema.nullable(),
  /** The caller's own unread count in this group. */
  unreadMessages: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ChatGroup = z.infer<typeof chatGroupSchema>;

/** The caller's realtime counters. */
export const chatCountersSchema = z.object({
  deliveredMessages: z.number().int(),
  unSeenMessages: z.number().int(),
});
export type ChatCounters = z.infer<typeof chatCountersSchema>;

/** How many conversations a list answers when the caller does not say (newest first). */
export const CHAT_GROUPS_PAGE_SIZE = 50;
/** The most conversations one list answers. */
export const CHAT_GROUPS_MAX_LIMIT = 500;

export const chatGroupsQuerySchema = z.object({
  /** The newest `limit` conversations; the app asks for more as the user scrolls back. */
  limit: z.coerce.number().int().min(1).max(CHAT_GROUPS_MAX_LIMIT).default(CHAT_GROUPS_PAGE_SIZE),
});

export const chatGroupListSchema = z.object({
  items: z.array(chatGroupSchema),
  /** Whether older conversations exist beyond `items`. */
  hasMore: z.boolean(),
  /**
   * Every group where messages were delivered to the caller and not yet seen, listed or not: the
   * app marks them seen (delivered → unseen) without loading every conversation.
   */
  deliveredGroupIds: z.array(z.uuid()),
  counters: chatCountersSchema,
});
export type ChatGroupList = z.infer<typeof chatGroupListSchema>;

export const createChatGroupInputSchema = z.object({ shopId: z.uuid() });
export const chatGroupParamsSchema = z.object({ groupId: z.uuid() });

export const sendChatMessageInputSchema = z.object({
  /** Made by the app, kept across retries of the same send. */
  clientId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .meta({ examples: ['c-7f3a9e'] }),
  type: chatMessageTypeSchema,
  content: z
    .record(z.string(), z.unknown())
    .meta({ examples: [{ text: 'Hello! Is the blue lehenga still available?' }] }),
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageInputSchema>;

export const chatMessagesQuerySchema = z
  .object({
    /** The last message id the app has: only later messages are returned (reconnects). */
    after: z.uuid().optional(),
    /** The first message id the app shows: the latest `limit` before it (earlier history). */
    before: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(100),
  })
  .refine(({ after, before }) => !(after && before), {
    path: ['before'],
    message: 'cannot be asked with after',
  });
export const chatMessageListSchema = z.object({
  items: z.array(chatMessageSchema),
  /**
   * Whether the group holds messages before the first of `items`: answered on the latest page
   * and on `before` pages (the way to earlier history), not on `after` catch-ups.
   */
  hasEarlier: z.boolean().optional(),
});
export type ChatMessageList = z.infer<typeof chatMessageListSchema>;

export const readChatMessagesInputSchema = z.object({
  messageIds: z.array(z.uuid()).max(500),
});

/** What POST …/open, …/seen and …/read answer: how many moved, and the counters now. */
export const chatStatusUpdateSchema = z.object({
  updated: z.number().int(),
  unreadMessages: z.number().int(),
  counters: chatCountersSchema,
});
export type ChatStatusUpdate = z.infer<typeof chatStatusUpdateSchema>;

/** Realtime: recipients' statuses of some messages moved (to the sender). */
export const chatStatusesChangedSchema = z.object({
  groupId: z.uuid(),
  userId: z.string(),
  status: chatStatusSchema,
  messageIds: z.array(z.uuid()),
  at: z.iso.datetime(),
});
export type ChatStatusesChanged = z.infer<typeof chatStatusesChangedSchema>;

/** Realtime: a member is typing (never stored). */
export const chatTypingSchema = z.object({ groupId: z.uuid(), userId: z.string() });
export type ChatTyping = z.infer<typeof chatTypingSchema>;
