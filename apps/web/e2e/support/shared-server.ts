import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTestDatabaseUrl } from '../../../server/src/test/test-database.ts';
import {
  freePort,
  startServerProcess,
  waitForHealthy,
} from '../../../server/src/test/server-process.ts';
import { currentDecision } from '../../../../scripts/web-build.ts';
import { missingPrerequisite } from './prerequisites.ts';

/**
 * The e2e project's global set-up: one server with the demo data, started once per run, for
 * the journeys declared with `describeSharedJourney` (those that change nothing another of them
 * reads). Its output goes to a file, which a failed journey prints. Not started when the
 * journeys cannot run (describeJourney then skips them, or fails them in CI).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  project.provide('sharedJourneyServer', undefined);
  if (missingPrerequisite() || currentDecision().build) return;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-shared-'));
  const logFile = path.join(dataDir, 'server.log');
  writeFileSync(logFile, '');
  const database = await createTestDatabaseUrl();
  const port = await freePort();
  const server = startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO_DATA: 'true',
    ...(database.url === 'memory://' ? {} : { DATABASE_URL: database.url }),
  });
  const keep = (chunk: Buffer) => appendFileSync(logFile, chunk);
  server.child.stdout?.on('data', keep);
  server.child.stderr?.on('data', keep);
  const stop = async () => {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealthy(server, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('sharedJourneyServer', { url: server.url, logFile });
  return stop;
}
