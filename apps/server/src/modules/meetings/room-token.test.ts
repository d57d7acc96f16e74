import { describe, expect, it } from 'vitest';
import { signRoomToken, verifyRoomToken } from './room-token.ts';

const secret = 'a-secret-long-enough-for-the-test-0123456789';
const now = new Date('2030-01-07T05:25:00Z');
const claims = {
  bookingId: '5d1f0c1e-8f00-4a4e-9a55-0f1c1d2e3f40',
  participantId: 'attendee-1',
  role: 'invitee' as const,
  name: 'Asha',
  expiresAt: now.getTime() + 60_000,
  transport: 'mesh' as const,
};

describe('room tokens', () => {
  it('verify with the secret they were signed with, until they expire', () => {
    const token = signRoomToken(secret, claims);
    expect(verifyRoomToken(secret, token, now)).toEqual(claims);
    expect(verifyRoomToken(secret, token, new Date(claims.expiresAt))).toBeNull();
    expect(verifyRoomToken(`${secret}x`, token, now)).toBeNull();
  });

  it('refuse an altered claim or a malformed token', () => {
    const token = signRoomToken(secret, claims);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'shop' })).toString('base64url');
    expect(verifyRoomToken(secret, `${forged}.${signature}`, now)).toBeNull();
    expect(verifyRoomToken(secret, 'nonsense', now)).toBeNull();
    expect(verifyRoomToken(secret, `${token}.extra`, now)).toBeNull();
  });
});
