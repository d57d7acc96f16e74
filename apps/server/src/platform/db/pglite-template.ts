import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { hashMigrations } from './migrations-hash.ts';

const extensions = { pg_trgm };

/** The migrations and the PGlite build (its data folders are only loadable by the same version). */
function migrationsFingerprint(migrationsFolder: string): string {
  const hash = hashMigrations(migrationsFolder);
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const { version } = JSON.parse(
    readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  return hash.update(`pglite ${version}; extensions ${Object.keys(extensions)}`).digest('hex');
}

/** Where the template for this set of migrations is kept (it may not exist yet). */
export const pgliteTemplatePath = (migrationsFolder: string) =>
  path.join(tmpdir(), 'vitrine-pglite-templates', `${migrationsFingerprint(migrationsFolder)}.tar`);

/**
 * An in-memory PGlite (`memory://`, what tests use), migrated. Creating one runs PostgreSQL's
 * initdb in WebAssembly and then every migration, which is most of the cost of a test that
 * builds an app (about 3× the cost of loading a data folder). So the first one made from a given
 * set of migrations (and PGlite version) is dumped into a template file in the temporary folder,
 * and later ones, in any process, start from that dump; `migrate` still runs after the load (a
 * no-op then). Only `memory://` databases do this: PGlite in DATA_DIR keeps its own folder.
 */
export async function openMigratedMemoryPglite(
  migrationsFolder: string,
  migrate: (client: PGlite) => Promise<void>,
): Promise<PGlite> {
  const template = pgliteTemplatePath(migrationsFolder);
  const templates = path.dirname(template);
  if (existsSync(template)) {
    try {
      const loadDataDir = new Blob([readFileSync(template)]);
      const client = await PGlite.create('memory://', { extensions, loadDataDir });
      await migrate(client);
      return client;
    } catch (error) {
      console.warn(`Ignoring the PGlite template ${template}: ${(error as Error).message}`);
    }
  }
  const client = await PGlite.create('memory://', { extensions });
  await migrate(client);
  try {
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    mkdirSync(templates, { recursive: true });
    // Written aside and renamed: a process reading the template never sees half of it.
    const partial = `${template}.${process.pid}.${Date.now()}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, template);
  } catch (error) {
    console.warn(`Could not save a PGlite template: ${(error as Error).message}`);
  }
  return client;
}
