import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A hash of every file under the migrations folder (SQL, journal, snapshots), sorted, and content. */
export function migrationsHash(migrationsFolder: string): string {
  return hashMigrations(migrationsFolder).digest('hex');
}

/** The same hash, still open to more input (the PGlite template adds PGlite's version). */
export function hashMigrations(migrationsFolder: string): Hash {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        hash.update(path.relative(migrationsFolder, full)).update('\0').update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash;
}
