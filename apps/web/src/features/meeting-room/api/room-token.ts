import type { RoomToken } from '@vitrine/contracts/meetings';
import { apiErrorFromBody, networkError } from '../../../lib/api-error.ts';

/** Joining is closed (409): when it opens (null once the meeting has ended), in the server's words. */
export class JoinClosedError extends Error {
  constructor(
    message: string,
    readonly opensAt: string | null,
  ) {
    super(message);
    this.name = 'JoinClosedError';
  }
}

/** Gets a fresh room token; called again when a reconnect finds the last one expired. */
export type RoomTokenSource = () => Promise<RoomToken>;

async function requestRoomToken(
  url: string,
  init: { method: 'GET' | 'POST'; bearer?: string | null; body?: unknown },
): Promise<RoomToken> {
  const headers = new Headers({ accept: 'application/json' });
  if (init.bearer) headers.set('authorization', `Bearer ${init.bearer}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers,
      credentials: 'omit',
      cache: 'no-store',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw networkError();
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body as RoomToken;
  const error = apiErrorFromBody(response.status, body);
  if (response.status === 409) {
    const details = (body as { error?: { details?: { opensAt?: unknown; closesAt?: unknown } } })
      ?.error?.details;
    const opensAt = typeof details?.opensAt === 'string' ? details.opensAt : null;
    const ended =
      typeof details?.closesAt === 'string' && Date.parse(details.closesAt) <= Date.now();
    throw new JoinClosedError(error.message, ended ? null : opensAt);
  }
  throw error;
}

/** POST /api/v1/user/meet/join: the booker's token. */
export const bookerRoomToken =
  (bookingId: string, bearer: () => string | null): RoomTokenSource =>
  () =>
    requestRoomToken('/api/v1/user/meet/join', {
      method: 'POST',
      bearer: bearer(),
      body: { bookingId },
    });

/** POST /api/v1/vendor/bookings/{id}/join: the shop's token. */
export const shopRoomToken =
  (bookingId: string, bearer: () => string | null): RoomTokenSource =>
  () =>
    requestRoomToken(`/api/v1/vendor/bookings/${bookingId}/join`, {
      method: 'POST',
      bearer: bearer(),
    });

/** GET /api/v1/public/meet/join/{bookingId}?attendeeId=: an invitee's token, no account. */
export const inviteeRoomToken =
  (bookingId: string, attendeeId: string): RoomTokenSource =>
  () =>
    requestRoomToken(
      `/api/v1/public/meet/join/${bookingId}?attendeeId=${encodeURIComponent(attendeeId)}`,
      { method: 'GET' },
    );

/** POST /api/v1/user/trunk-shows/{id}/join: a seat holder's token (a viewer). */
export const trunkShowViewerRoomToken =
  (trunkShowId: string, bearer: () => string | null): RoomTokenSource =>
  () =>
    requestRoomToken(`/api/v1/user/trunk-shows/${trunkShowId}/join`, {
      method: 'POST',
      bearer: bearer(),
    });

/** POST /api/v1/vendor/trunk-shows/{id}/join: the presenting shop's token. */
export const trunkShowShopRoomToken =
  (trunkShowId: string, bearer: () => string | null): RoomTokenSource =>
  () =>
    requestRoomToken(`/api/v1/vendor/trunk-shows/${trunkShowId}/join`, {
      method: 'POST',
      bearer: bearer(),
    });
