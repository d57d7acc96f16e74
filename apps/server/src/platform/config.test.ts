import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'vitrine-config-'));

describe('loadConfig', () => {
  it('reads ICE_SERVERS as a JSON array of RTCIceServer ([] by default) and names it when wrong', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).iceServers).toEqual([]);
    const servers = [{ urls: ['turn:turn.example:3478'], username: 'u', credential: 'p' }];
    expect(
      loadConfig({ DATA_DIR: tempDir(), ICE_SERVERS: JSON.stringify(servers) }).iceServers,
    ).toEqual(servers);
    for (const wrong of ['not json', '{"urls":"stun:x"}', '[{"url":"stun:x"}]']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), ICE_SERVERS: wrong })).toThrow(/ICE_SERVERS/);
    }
  });

  it('reads the TURN relay and names what is missing or wrong', () => {
    const none = loadConfig({ DATA_DIR: tempDir() });
    expect(none.turn).toBeUndefined();
    expect(none.iceTransportPolicy).toBe('all');
    const secret = 'turn-secret-0123456789';
    const config = loadConfig({
      DATA_DIR: tempDir(),
      TURN_URLS: 'turn:turn.example:3478?transport=udp, turns:turn.example:443?transport=tcp',
      TURN_SECRET: secret,
      ICE_TRANSPORT_POLICY: 'relay',
    });
    expect(config.turn).toEqual({
      urls: ['turn:turn.example:3478?transport=udp', 'turns:turn.example:443?transport=tcp'],
      secret,
    });
    expect(config.iceTransportPolicy).toBe('relay');
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: tempDir(), ...env });
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
      return 'no problem';
    };
    expect(problem({ TURN_URLS: 'turn:turn.example:3478' })).toMatch(/^TURN_SECRET: required/);
    expect(problem({ TURN_SECRET: secret })).toMatch(/^TURN_SECRET: set TURN_URLS too/);
    expect(problem({ TURN_URLS: 'http://turn.example', TURN_SECRET: secret })).toMatch(
      /^TURN_URLS: http:\/\/turn.example must start with turn: or turns:/,
    );
    expect(problem({ TURN_URLS: 'turn:t.example', TURN_SECRET: 'short' })).toMatch(
      /^TURN_SECRET: must be at least 16 characters/,
    );
    expect(problem({ ICE_TRANSPORT_POLICY: 'relay' })).toMatch(
      /^ICE_TRANSPORT_POLICY: relay needs a TURN relay/,
    );
  });

  it('starts a local coturn only in development, and not once a relay is configured', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).turnLocal).toEqual({ enabled: true, port: 3478 });
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'test' }).turnLocal.enabled).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TURN_LOCAL: 'off' }).turnLocal.enabled).toBe(false);
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        TURN_URLS: 'turn:t.example:3478',
        TURN_SECRET: 'turn-secret-0123456789',
      }).turnLocal.enabled,
    ).toBe(false);
  });

  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.google).toBeUndefined();
    expect(config.redisKeyPrefix).toBe('vitrine');
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'localhost:6379',
        REDIS_KEY_PREFIX: 'two words',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('REDIS_URL');
    expect(message).toContain('REDIS_KEY_PREFIX');
  });

  it('reads STAFF_TWO_FACTOR (off by default outside production) and names a wrong value', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).staffTwoFactorRequired).toBe(false);
    const required = loadConfig({ DATA_DIR: tempDir(), STAFF_TWO_FACTOR: 'required' });
    expect(required.staffTwoFactorRequired).toBe(true);
    expect(() => loadConfig({ DATA_DIR: tempDir(), STAFF_TWO_FACTOR: 'yes' })).toThrow(
      /STAFF_TWO_FACTOR/,
    );
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /AUTH_SECRET/,
    );
  });

  it('refuses a client id without its secret', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), GOOGLE_CLIENT_ID: 'abc' })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
  });

  it('generates an auth secret once outside production and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).toBe(first.authSecret);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(first.authSecret);
  });
});

describe('HTTP limits in the configuration', () => {
  it('defaults to a 10 s header timeout, 60 s request timeout, 72 s keep-alive and 10,000 connections', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 72_000,
      maxConnections: 10_000,
    });
  });

  it('names each bad limit', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        HTTP_HEADERS_TIMEOUT_MS: 'soon',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '0',
        HTTP_MAX_CONNECTIONS: '-1',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('HTTP_HEADERS_TIMEOUT_MS');
    expect(problems).toContain('HTTP_KEEP_ALIVE_TIMEOUT_MS');
    expect(problems).toContain('HTTP_MAX_CONNECTIONS');
  });

  it('refuses a header timeout longer than the request timeout', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: tempDir(),
        HTTP_HEADERS_TIMEOUT_MS: '20000',
        HTTP_REQUEST_TIMEOUT_MS: '10000',
      }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS/);
  });
});

describe('storage in the configuration', () => {
  it('keeps pictures in DATA_DIR/media unless S3_BUCKET names a bucket', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({
      kind: 'disk',
      dir: path.join(dataDir, 'media'),
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'pictures',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'pictures',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('names S3 variables set without a bucket, half a key pair and a CDN URL that is not one', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: tempDir(), ...env });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_ENDPOINT: set S3_BUCKET too, or leave it out',
    ]);
    expect(problems({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    ]);
    expect(problems({ ASSET_CDN_URL: 'cdn.example' })[0]).toMatch(/^ASSET_CDN_URL: must be a URL/);
    expect(problems({ MEDIA_UPLOAD_MAX_BYTES: '10' })[0]).toMatch(/^MEDIA_UPLOAD_MAX_BYTES/);
  });

  it('drops the trailing slash of ASSET_CDN_URL', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), ASSET_CDN_URL: 'https://cdn.example/v/' });
    expect(config.assetCdnUrl).toBe('https://cdn.example/v');
  });
});
