import { z } from 'zod';

// The meeting room: signalling over the socket.io namespace /meet (authorised by a room token),
// in-call chat kept with the booking, and the products the shop pins during the call.

/** The namespace of the meeting room's signalling. */
export const MEET_NAMESPACE = '/meet';
/** A mesh holds at most this many participants; a fifth is refused (ROOM_FULL). */
export const MAX_ROOM_PARTICIPANTS = 4;
export const MAX_CHAT_MESSAGE_LENGTH = 1000;
/** How long a pin's meeting-only price holds for the booking's customer, from the pin. */
export const MEETING_PRICE_HOURS = 24;

/** One RTCIceServer, as ICE_SERVERS lists them. */
export const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

const roleSchema = z.enum(['booker', 'invitee', 'shop', 'viewer']);

/** Someone in the room now: one socket, with the name and role of their room token. */
export const roomParticipantSchema = z.object({
  socketId: z.string(),
  participantId: z.string(),
  name: z.string(),
  role: roleSchema,
  /** A trunk show's viewer asking to speak (none: not asked). */
  handRaised: z.boolean().optional(),
  /** A trunk show's viewer the shop let speak: they may send their camera and microphone. */
  maySpeak: z.boolean().optional(),
});
export type RoomParticipant = z.infer<typeof roomParticipantSchema>;

/** A trunk show viewer's hand: raised, lowered, or let speak by the shop (`hand:changed`). */
export const handInputSchema = z.object({ participantId: z.string().min(1) });
export type HandChange = { participantId: string; handRaised: boolean; maySpeak: boolean };

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
  /**
   * The shop's meeting-only price of one (any variant), for the booking's customer; null: none.
   * It holds until `meetingPriceEndsAt`, `MEETING_PRICE_HOURS` after the pin.
   */
  meetingPriceMinor: z.number().int().nullable(),
  meetingPriceEndsAt: z.iso.datetime(),
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
/** The shop sets (or, with null, takes off) a pin's meeting-only price. */
export const pinPriceInputSchema = z.object({
  productId: z.uuid(),
  priceMinor: z.number().int().min(1).max(100_000_000).nullable(),
});
export type PinPriceInput = z.infer<typeof pinPriceInputSchema>;

/** How a participant's media reached them: straight between the browsers, or through TURN. */
export const CALL_PATHS = ['direct', 'relayed'] as const;
export type CallPath = (typeof CALL_PATHS)[number];
const count = z.number().int().min(0).max(2_147_483_647);

/**
 * A participant's call quality so far, from the browser's getStats: sent every 30 seconds and
 * when leaving; the latest replaces the earlier ones. `firstFrameMs` is the time from joining to
 * the first decoded remote video frame (null: none yet); `path` the selected candidate pair's
 * (relayed when either end is a TURN relay candidate; null: not connected yet); the counts are
 * totals over the remote video received (`framesDropped`: of `framesReceived`, those dropped
 * before display; `packetsLost`: video packets that never arrived).
 */
export const callQualityReportSchema = z.object({
  firstFrameMs: count.nullable(),
  path: z.enum(CALL_PATHS).nullable(),
  framesReceived: count,
  framesDropped: count,
  packetsLost: count,
});
export type CallQualityReport = z.infer<typeof callQualityReportSchema>;

/** One participant's last quality report of a meeting, for the shop's console. */
export const participantQualitySchema = callQualityReportSchema.extend({
  participantId: z.string(),
  name: z.string(),
  role: roleSchema,
  transport: z.enum(['mesh', 'sfu']),
  reportedAt: z.iso.datetime(),
});
export type ParticipantQuality = z.infer<typeof participantQualitySchema>;

/** A meeting's call quality: each participant who reported, by name (empty: nobody did). */
export const meetingQualitySchema = z.object({
  bookingId: z.uuid(),
  participants: z.array(participantQualitySchema),
});
export type MeetingQuality = z.infer<typeof meetingQualitySchema>;

/** The answer to a quality report: stored, or why not (the field named in the message). */
export type CallQualityAck = { ok: true } | { ok: false; code: string; message: string };

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
  /** A viewer raised or lowered their hand, or the shop let them speak (trunk shows). */
  'hand:changed': (change: HandChange) => void;
  /** A request of this socket that was refused, in words for the person. */
  'room:error': (error: { code: string; message: string }) => void;
};

export type MeetClientToServer = {
  signal: (signal: SignalInput) => void;
  'chat:send': (input: { body: string }) => void;
  'pin:add': (input: { productId: string }) => void;
  'pin:remove': (input: { productId: string }) => void;
  /** The shop only: a pinned product's meeting-only price (null takes it off). */
  'pin:price': (input: PinPriceInput) => void;
  /** A trunk show's viewer asks to speak, or no longer does. */
  'hand:raise': () => void;
  'hand:lower': () => void;
  /** The shop lets a viewer speak, or stops them (`participantId`: the viewer's). */
  'hand:allow': (input: { participantId: string }) => void;
  'hand:mute': (input: { participantId: string }) => void;
  /** This participant's call quality so far; the acknowledgement is optional. */
  'quality:report': (report: CallQualityReport, ack?: (answer: CallQualityAck) => void) => void;
  leave: () => void;
};
