import { z } from 'zod';
import { creditEntryKindSchema } from './credits.ts';
import { presenceSchema } from './presence.ts';

/** The user's credit balance changed (in another tab, by a payment, an expiry…): refetch it. */
export const creditsChangedSchema = z.object({
  balance: z.number().int().min(0),
  kind: creditEntryKindSchema,
});
export type CreditsChanged = z.infer<typeof creditsChangedSchema>;

/** A booking of one of the user's shops was made, moved or cancelled: refetch the bookings. */
export const bookingChangedSchema = z.object({
  bookingId: z.string(),
  shopId: z.string(),
  change: z.enum(['created', 'rescheduled', 'cancelled']),
});
export type BookingChanged = z.infer<typeof bookingChangedSchema>;

/** Every event the server sends over the socket, named `<entity>:<past-tense>`, with its payload schema. */
export const serverToClientEventSchemas = {
  'presence:changed': presenceSchema,
  'credits:changed': creditsChangedSchema,
  'booking:changed': bookingChangedSchema,
} as const;

export type ServerToClientEventName = keyof typeof serverToClientEventSchemas;
export type ServerToClientPayload<E extends ServerToClientEventName> = z.infer<
  (typeof serverToClientEventSchemas)[E]
>;
/** The socket.io event map for both ends: `Server<…, ServerToClientEvents>` and `Socket<ServerToClientEvents>`. */
export type ServerToClientEvents = {
  [E in ServerToClientEventName]: (payload: ServerToClientPayload<E>) => void;
};
/** The client sends nothing over the socket yet; writes go through the HTTP API. */
export type ClientToServerEvents = Record<string, never>;

/**
 * The `message` of a refused handshake (`connect_error`): UNAUTHENTICATED means sign in
 * again (no or bad token); INTERNAL means the server could not check the token, so retrying helps.
 */
export const realtimeConnectErrorSchema = z.enum(['UNAUTHENTICATED', 'INTERNAL']);
export type RealtimeConnectError = z.infer<typeof realtimeConnectErrorSchema>;
