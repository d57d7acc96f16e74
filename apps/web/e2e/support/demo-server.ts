import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabaseUrl } from '../../../server/src/test/test-database.ts';
import {
  freePort,
  startServerProcess,
  waitForHealthy,
  type ServerProcess,
} from '../../../server/src/test/server-process.ts';

export type DemoServerEnv =
  Record<string, string> | ((at: { port: number }) => Record<string, string>);

/**
 * A server process with the demo data on a throwaway database and data folder, healthy when
 * this resolves; `stop` ends it and removes both. `onStarted` sees the process before it is
 * healthy (to keep its output). The journeys' own servers and the shared one start this way.
 */
export async function startDemoServer(
  env: DemoServerEnv = {},
  options: {
    healthyWithinMs?: number;
    onStarted?: (server: ServerProcess, dataDir: string) => void;
  } = {},
): Promise<{ server: ServerProcess; dataDir: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'));
  const database = await createTestDatabaseUrl();
  const port = await freePort();
  const server = startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO_DATA: 'true',
    ...(database.url === 'memory://' ? {} : { DATABASE_URL: database.url }),
    ...(typeof env === 'function' ? env({ port }) : env),
  });
  options.onStarted?.(server, dataDir);
  const stop = async () => {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealthy(server, options.healthyWithinMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, dataDir, stop };
}
