import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '../platform/db/client.ts';
import { pgliteTemplatePath } from '../platform/db/pglite-template.ts';

const migrationsFolder = path.join(import.meta.dirname, '../platform/db/migrations');

/**
 * A new temporary data folder (`DATA_DIR`) whose PGlite cluster (`pg/`) is already migrated, for
 * a test about what a server does with a database it finds (a restart, a crash), not about its
 * first start. A first start on an empty folder runs initdb and every migration in WebAssembly,
 * about 20 s of CPU; this is a folder copy. The first start on an empty folder stays proven by
 * `server.test.ts` and by CI's `npm start` smoke test.
 */
export async function migratedPgliteDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(await migratedCluster(), path.join(dataDir, 'pg'), { recursive: true });
  return dataDir;
}

let cluster: Promise<string> | undefined;

/**
 * A migrated PGlite cluster kept as a folder beside the in-memory template it is unpacked from
 * (`pglite-template.ts`, named by the migrations and the PGlite version), made once per machine:
 * unpacked under a temporary name and renamed when complete, so no process copies half of one.
 */
function migratedCluster(): Promise<string> {
  cluster ??= makeCluster().catch((error: unknown) => {
    cluster = undefined;
    throw error;
  });
  return cluster;
}

async function makeCluster(): Promise<string> {
  const template = pgliteTemplatePath(migrationsFolder);
  const folder = template.replace(/\.tar$/, '.pg');
  if (existsSync(folder)) return folder;
  // Opening an in-memory database makes the template when there is none yet.
  if (!existsSync(template)) {
    const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '/nonexistent' });
    await handle.close();
  }
  const partial = `${folder}.${process.pid}.${Date.now()}.partial`;
  const client = await PGlite.create(partial, {
    extensions: { pg_trgm },
    loadDataDir: new Blob([readFileSync(template)]),
  });
  await client.close();
  try {
    renameSync(partial, folder);
  } catch (error) {
    // Another process renamed its own first: use that one.
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
  return folder;
}
