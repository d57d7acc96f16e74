import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ROOM_ROLES,
  ROOM_TRANSPORTS,
  type RoomRole,
  type RoomTransport,
} from '@vitrine/contracts/meetings';

/** What a room token carries: who may enter which meeting's room, until when. */
export type RoomClaims = {
  bookingId: string;
  /** The attendee id (booker, invitee) or the shop member's user id. */
  participantId: string;
  role: RoomRole;
  name: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** How the meeting's video travels: the room holds 4 on a mesh, more on the SFU. */
  transport: RoomTransport;
  /**
   * The most people the room holds when it is not what the transport holds: a trunk show on
   * the SFU holds its seats and its shop's people.
   */
  roomCapacity?: number;
};

const encode = (value: string) => Buffer.from(value).toString('base64url');
const signatureOf = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`room-token.v1.${body}`).digest('base64url');

/** `<claims>.<signature>`, both base64url; signed with HMAC-SHA256 and the auth secret. */
export function signRoomToken(secret: string, claims: RoomClaims): string {
  const body = encode(JSON.stringify(claims));
  return `${body}.${signatureOf(secret, body)}`;
}

/**
 * The claims of a token this server signed and that has not expired at `now`; null for anything
 * else (forged, altered, expired, malformed). For the signalling server of the meeting room.
 */
export function verifyRoomToken(secret: string, token: string, now: Date): RoomClaims | null {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: RoomClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RoomClaims;
  } catch {
    return null;
  }
  if (
    typeof claims.bookingId !== 'string' ||
    typeof claims.participantId !== 'string' ||
    typeof claims.name !== 'string' ||
    !ROOM_ROLES.includes(claims.role) ||
    typeof claims.expiresAt !== 'number' ||
    !ROOM_TRANSPORTS.includes(claims.transport) ||
    (claims.roomCapacity !== undefined && !Number.isSafeInteger(claims.roomCapacity)) ||
    claims.expiresAt <= now.getTime()
  ) {
    return null;
  }
  return claims;
}
