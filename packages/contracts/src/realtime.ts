import { z } from 'zod';
import { chatMessageSchema, chatStatusesChangedSchema, chatTypingSchema } from './chat.ts';
import { creditEntryKindSchema } from './credits.ts';
import { notificationSchema } from './notifications.ts';
import { presenceSchema } from './presence.ts';

/** The user's credit balance changed (in another tab, by a payment, an expiry…): refetch it. */
export const creditsChangedSchema = z.object({
  balance: z.number().int().min(0),
  kind: creditEntryKindSchema,
});
export type CreditsChanged = z.infer<typeof creditsChangedSchema>;

/**
 * What the app shows one of on a page of its own (a detail page) and in lists: an order, a
 * stitching invoice, a support request, a meeting (booking), a shop's payout.
 */
export const liveEntitySchema = z.enum([
  'order',
  'stitching-invoice',
  'support-request',
  'booking',
  'payout',
]);
export type LiveEntity = z.infer<typeof liveEntitySchema>;

/**
 * One of them changed (a status, an answer, a new time, a new one): sent to everyone who may
 * see it (its customer, its shop's people, the staff of its area), whose open pages ask again.
 */
export const entityChangedSchema = z.object({ entity: liveEntitySchema, id: z.string() });
export type EntityChanged = z.infer<typeof entityChangedSchema>;

/** Every event the server sends over the socket, named `<entity>:<past-tense>`, with its payload schema. */
export const serverToClientEventSchemas = {
  'presence:changed': presenceSchema,
  'credits:changed': creditsChangedSchema,
  'entity:changed': entityChangedSchema,
  /** A message in one of the user's groups (also to the sender's other tabs). */
  'chat:message-created': chatMessageSchema,
  /** A recipient's status of the user's messages moved forward (read receipts included). */
  'chat:statuses-changed': chatStatusesChangedSchema,
  /** A partner in one of the user's groups is typing (never stored). */
  'chat:typing': chatTypingSchema,
  /** A notification for the user. */
  'notification:created': notificationSchema,
} as const;

export type ServerToClientEventName = keyof typeof serverToClientEventSchemas;
export type ServerToClientPayload<E extends ServerToClientEventName> = z.infer<
  (typeof serverToClientEventSchemas)[E]
>;
/** The socket.io event map for both ends: `Server<…, ServerToClientEvents>` and `Socket<ServerToClientEvents>`. */
export type ServerToClientEvents = {
  [E in ServerToClientEventName]: (payload: ServerToClientPayload<E>) => void;
};
/** What the client may send over the socket (writes go through the HTTP API). */
export const clientToServerEventSchemas = {
  /** "I am typing in this group": relayed, throttled, to the other members. */
  'chat:typing': z.object({ groupId: z.uuid() }),
} as const;
export type ClientToServerEventName = keyof typeof clientToServerEventSchemas;
export type ClientToServerEvents = {
  [E in ClientToServerEventName]: (
    payload: z.infer<(typeof clientToServerEventSchemas)[E]>,
  ) => void;
};

/**
 * The `message` of a refused handshake (`connect_error`): UNAUTHENTICATED means sign in
 * again (no or bad token); INTERNAL means the server could not check the token, so retrying helps;
 * TOO_MANY_CONNECTIONS means this user (too many tabs) or this address holds as many sockets
 * as the server allows: retry slowly, one gets free when a tab closes.
 */
export const realtimeConnectErrorSchema = z.enum([
  'UNAUTHENTICATED',
  'INTERNAL',
  'TOO_MANY_CONNECTIONS',
]);
export type RealtimeConnectError = z.infer<typeof realtimeConnectErrorSchema>;
