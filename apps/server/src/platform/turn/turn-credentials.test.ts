import { describe, expect, it } from 'vitest';
import { iceServersFor, turnRestCredentials } from './turn-credentials.ts';

describe('TURN REST credentials', () => {
  it('are <expiry>:<who> and the base64 HMAC-SHA1 coturn computes', () => {
    // Computed apart from this code, as coturn does:
    // printf '1700000000:participant-1' | openssl dgst -sha1 -hmac 'turn-secret-0123456789' -binary | base64
    expect(
      turnRestCredentials('turn-secret-0123456789', 'participant-1', 1_700_000_000_000),
    ).toEqual({ username: '1700000000:participant-1', credential: 'TWpVSUvwcj83AMdEpmVhSZNLAFM=' });
  });

  it('expire at the next whole second after the end, never before it', () => {
    expect(turnRestCredentials('s'.repeat(16), 'p', 1_700_000_000_001).username).toBe(
      '1700000001:p',
    );
  });

  it('come after ICE_SERVERS, and only when a relay is configured', () => {
    const stun = [{ urls: 'stun:stun.example:3478' }];
    expect(iceServersFor({ iceServers: stun, turn: undefined }, 'p', 0)).toEqual(stun);
    const turn = { urls: ['turn:turn.example:3478?transport=udp'], secret: 's'.repeat(16) };
    const servers = iceServersFor({ iceServers: stun, turn }, 'p', 1_700_000_000_000);
    expect(servers).toEqual([
      ...stun,
      { urls: turn.urls, ...turnRestCredentials(turn.secret, 'p', 1_700_000_000_000) },
    ]);
  });
});
