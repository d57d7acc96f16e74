import { z } from 'zod';

// The meeting room: signalling over the socket.io namespace /meet (authorised by a room token),
// in-call chat kept with the booking, and the products the shop pins during the call.

/** The namespace of the meeting room's signalling. */
export const MEET_NAMESPACE = '/meet';
/** A mesh holds at most this many participants; a fifth is refused (ROOM_FULL). */
export const MAX_ROOM_PARTICIPANTS = 4;
export const MAX_CHAT_MESSAGE_LENGTH = 1000;

/** One RTCIceServer, as ICE_SERVERS lists them. */
export const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

const roleSchema = z.enum(['booker', 'invitee', 'shop']);

/** Someone in the room now: one socket, with the name and role of their room token. */
export const roomParticipantSchema = z.object({
  socketId: z.string(),
  participantId: z.string(),
  name: z.string(),
  role: roleSchema,
});
export type RoomParticipant = z.infer<typeof roomParticipantSchema>;

export const roomChatMessageSchema = z.object({
  id: z.uuid(),
  participantId: z.string(),
  name: z.string(),
  role: roleSchema,
  body: z.string(),
  sentAt: z.iso.datetime(),
});
export type RoomChatMessage = z.infer<typeof roomChatMessageSchema>;

/** A product the shop showed during the call: everyone sees it with a link. */
export const pinnedProductSchema = z.object({
  productId: z.uuid(),
  title: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  imageUrl: z.string().nullable(),
  url: z.string(),
  pinnedAt: z.iso.datetime(),
});
export type PinnedProduct = z.infer<typeof pinnedProductSchema>;

/** What stays of a meeting's room with the booking: the pins and the chat. */
export const meetingRoomSummarySchema = z.object({
  bookingId: z.uuid(),
  pins: z.array(pinnedProductSchema),
  chat: z.array(roomChatMessageSchema),
});
export type MeetingRoomSummary = z.infer<typeof meetingRoomSummarySchema>;

/** Why the namespace refused a socket (the connect_error's message). */
export const ROOM_CONNECT_ERRORS = ['ROOM_TOKEN_INVALID', 'ROOM_FULL', 'INTERNAL'] as const;
export type RoomConnectError = (typeof ROOM_CONNECT_ERRORS)[number];

/** An offer, an answer or an ICE candidate for one other participant (by socket id). */
export const signalSchema = z.object({
  to: z.string().min(1).max(100),
  description: z
    .object({ type: z.enum(['offer', 'answer']), sdp: z.string().max(100_000) })
    .optional(),
  candidate: z
    .object({
      candidate: z.string().max(2_000),
      sdpMid: z.string().nullable().optional(),
      sdpMLineIndex: z.number().int().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type SignalInput = z.infer<typeof signalSchema>;
export type RelayedSignal = Omit<SignalInput, 'to'> & { from: string };

export const chatSendSchema = z.object({
  body: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_LENGTH),
});
export const pinInputSchema = z.object({ productId: z.uuid() });

/** The first event a socket receives: who it is, who is here, and what the room keeps. */
export type RoomWelcome = {
  /** The shop of the meeting (the shop pins from its catalogue). */
  shopId: string;
  self: RoomParticipant;
  participants: RoomParticipant[];
  pins: PinnedProduct[];
  chat: RoomChatMessage[];
};

export type MeetServerToClient = {
  'room:welcome': (welcome: RoomWelcome) => void;
  'participant:joined': (participant: RoomParticipant) => void;
  'participant:left': (left: { socketId: string }) => void;
  signal: (signal: RelayedSignal) => void;
  'chat:message': (message: RoomChatMessage) => void;
  'pins:changed': (pins: PinnedProduct[]) => void;
  /** A request of this socket that was refused, in words for the person. */
  'room:error': (error: { code: string; message: string }) => void;
};

export type MeetClientToServer = {
  signal: (signal: SignalInput) => void;
  'chat:send': (input: { body: string }) => void;
  'pin:add': (input: { productId: string }) => void;
  'pin:remove': (input: { productId: string }) => void;
  leave: () => void;
};
