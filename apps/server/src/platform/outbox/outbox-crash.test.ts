import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServerProcess,
  waitForHealthy,
  type ServerProcess,
} from '../../test/server-process.ts';
import { migratedPgliteDataDir } from '../../test/pglite-data-dir.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { waitFor } from '../../test/wait-for.ts';

// A real server process on PGlite in a temporary DATA_DIR (migrated already), killed without warning.
describe('an event committed before the process is killed', { timeout: 600_000 }, () => {
  let dataDir = '';
  const started: ServerProcess[] = [];
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    dataDir = await migratedPgliteDataDir('vitrine-outbox-crash-');
  });
  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop('SIGKILL')));
    await inbox.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string>) => {
    const server = startServerProcess({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      SEED_DEMO_DATA: 'false',
      SMTP_URL: inbox.url,
      ...env,
    });
    started.push(server);
    // Generous: the test machine may be busy.
    await waitForHealthy(server, 240_000);
    return server;
  };

  it('is delivered after a restart', async () => {
    // The dispatcher of the first process would start in an hour: it dies before delivering.
    const first = await start({ OUTBOX_START_DELAY_MS: '3600000' });
    const email = 'crash-test@example.com';
    const registered = await fetch(`${first.url}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Zoya Crash', email, password: 'saffron-lantern-42' }),
    });
    expect(registered.status).toBe(201);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(inbox.received.filter((m) => m.to.includes(email))).toEqual([]);

    await start({ OUTBOX_START_DELAY_MS: '0' });
    const mail = await waitFor(() => inbox.received.find((m) => m.to.includes(email)), {
      timeoutMs: 30_000,
      what: 'the welcome mail after the restart',
    });
    expect(mail.body).toContain('Subject: Welcome to Vitrine');
    expect(mail.body).toContain('Welcome to Vitrine, Zoya Crash');
  });
});
