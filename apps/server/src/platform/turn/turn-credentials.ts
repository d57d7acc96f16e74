import { createHmac } from 'node:crypto';
import type { IceServer } from '@vitrine/contracts/meeting-room';
import type { TurnConfig } from '../config.ts';

/**
 * TURN credentials in the TURN REST scheme that coturn checks with `use-auth-secret`: the
 * username is `<expiry in unix seconds>:<who>`, the password the base64 HMAC-SHA1 of the
 * username keyed with the shared secret. coturn recomputes the HMAC and refuses an expired
 * username, so a credential handed out with a room token is worthless after `validUntilMs`, and
 * the secret itself never leaves the server.
 */
export function turnRestCredentials(
  secret: string,
  who: string,
  validUntilMs: number,
): { username: string; credential: string } {
  const username = `${Math.ceil(validUntilMs / 1000)}:${who}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/**
 * The ICE servers a meeting-room participant gets with a room token: ICE_SERVERS as configured
 * (STUN, or a relay someone else runs), then our TURN relay with credentials for this
 * participant that last until the room closes.
 */
export function iceServersFor(
  config: { iceServers: IceServer[]; turn: TurnConfig | undefined },
  participantId: string,
  validUntilMs: number,
): IceServer[] {
  if (!config.turn) return config.iceServers;
  return [
    ...config.iceServers,
    {
      urls: config.turn.urls,
      ...turnRestCredentials(config.turn.secret, participantId, validUntilMs),
    },
  ];
}
