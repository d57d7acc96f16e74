import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * The server project's global set-up: names the run (`inject('testRun')`), and afterwards drops
 * the databases and folders of the workers' shared apps (test-app.ts, `sharedTestApp`), which
 * live as long as their worker.
 */
export default function setup(project: TestProject) {
  const run = `${process.pid}${Math.random().toString(36).slice(2, 8)}`;
  project.provide('testRun', run);
  return async () => {
    const prefix = `vitrine_shared_${run}`;
    for (const entry of readdirSync(tmpdir())) {
      if (entry.startsWith(`${prefix.replaceAll('_', '-')}-`)) {
        rmSync(path.join(tmpdir(), entry), { recursive: true, force: true });
      }
    }
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${prefix}\\_%`],
      );
      for (const { datname } of rows) {
        await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
      }
    } finally {
      await admin.end();
    }
  };
}
