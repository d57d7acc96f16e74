import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { newAccount, registerAccount } from '../../test/accounts.ts';

type LogLine = { level: number; msg: string };
const ERROR = 50;

let app: FastifyInstance;
let dataDir: string;
const lines: LogLine[] = [];
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-logs-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: 'memory://',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
    LOG_LEVEL: 'info',
  });
  app = await buildApp(config, {
    logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The log lines written while `act` ran. */
const logsOf = async (act: () => Promise<unknown>) => {
  const from = lines.length;
  await act();
  return lines.slice(from);
};

describe('logs of client mistakes on /api/auth', () => {
  it('are not at error level: a foreign callbackURL', async () => {
    const account = await registerAccount(app, newAccount());
    const logs = await logsOf(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: {
          email: account.email,
          password: account.password,
          callbackURL: 'https://evil.example/landing',
        },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'callbackURL: must be a path or an address of this site',
        details: [{ field: 'callbackURL', message: 'must be a path or an address of this site' }],
      });
    });
    expect(logs.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(logs.some((line) => line.msg.includes('callbackURL'))).toBe(true);
  });

  it('are not at error level: routes we switched off or never had, unknown providers', async () => {
    const logs = await logsOf(async () => {
      for (const [url, payload] of [
        ['/api/auth/sign-up/email', newAccount()],
        ['/api/auth/request-password-reset', { email: 'a@example.test' }],
        ['/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' }],
        ['/api/auth/no-such-route', {}],
      ] as const) {
        const res = await app.inject({ method: 'POST', url, payload });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    });
    expect(logs.filter((line) => line.level >= ERROR)).toEqual([]);
  });
});
