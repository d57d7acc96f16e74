import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServerProcess,
  waitForHealthy,
  type ServerProcess,
} from './test/server-process.ts';

// These start the server as its own process on PGlite in a temporary DATA_DIR, as `npm start` does.
describe('the server process', { timeout: 90_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-process-'));
  const started: ServerProcess[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const server = startServerProcess({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      SEED_DEMO_DATA: 'false',
      ...env,
    });
    started.push(server);
    return server;
  };

  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps data across a restart', async () => {
    const first = await start();
    await waitForHealthy(first);
    const credentials = {
      name: 'Meera Kapoor',
      email: 'meera@example.com',
      password: 'saffron-lantern-42',
    };
    const registered = await fetch(`${first.url}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(registered.status).toBe(201);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(existsSync(path.join(dataDir, 'vitrine.lock'))).toBe(false);

    const second = await start();
    await waitForHealthy(second);
    const signIn = await fetch(`${second.url}/api/auth/sign-in/email`, {
      method: 'POST',
      // Like a browser on our own origin (better-auth refuses fetch-mode requests without one).
      headers: { 'content-type': 'application/json', origin: second.url },
      body: JSON.stringify({ email: credentials.email, password: credentials.password }),
    });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { token: unknown }).token).toEqual(expect.any(String));
  });

  it('refuses a second process on the same data folder with a clear message', async () => {
    const owner = started.at(-1)!;
    expect(owner.child.exitCode).toBeNull();
    const intruder = await start();
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain('is already using the data folder');
    // The first one is unharmed.
    expect((await fetch(`${owner.url}/api/v1/health`)).status).toBe(200);
    expect(await owner.stop('SIGINT')).toBe(0);
  });

  it('stops at start-up naming a bad configuration variable', async () => {
    const bad = await start({ PORT: 'not-a-port' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
  });
});
