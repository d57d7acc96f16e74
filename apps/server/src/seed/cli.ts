import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../platform/lib/data-dir-lock.ts';
import { createStorage } from '../platform/media/index.ts';
import { createBetterAuth } from '../modules/users/index.ts';
import { openDatabase } from '../platform/db/client.ts';
import { DEMO_PASSWORD, demoAccountsFor } from './demo-data.ts';
import { seedAll } from './seed-all.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

const usage = 'usage: tsx src/seed/cli.ts seed|reset   (npm run db:seed / npm run db:reset)';

/** Everything goes: all tables, types and drizzle's record of applied migrations. */
async function dropEverything(config: Config) {
  if (config.databaseUrl && !config.databaseUrl.startsWith('memory://')) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
    } finally {
      await client.end();
    }
  } else if (!config.databaseUrl) {
    // PGlite keeps the whole cluster in DATA_DIR/pg (platform/db/client.ts); an empty folder is a new one.
    rmSync(path.join(config.dataDir, 'pg'), { recursive: true, force: true });
  }
}

async function main() {
  const command = process.argv[2];
  if (command !== 'seed' && command !== 'reset') {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    if (command === 'reset') await dropEverything(config);
    const database = await openDatabase(config);
    try {
      const log = pino({ level: 'warn' });
      const auth = createBetterAuth({ config, db: database.db, log });
      const storage = createStorage(config.storage);
      const summary = await seedAll({
        auth,
        db: database.db,
        production: config.isProduction,
        storage,
      }).finally(() => storage.close());
      const demoAccounts = demoAccountsFor(config.isProduction);
      const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
      const created = summary.accountsCreated.length;
      const { catalogue } = summary;
      console.log(
        `${command === 'reset' ? 'Reset and seeded' : 'Seeded'} ${where}: ` +
          `${created} demo account(s) added.`,
      );
      console.log(
        `Demo accounts (password ${DEMO_PASSWORD}): ${demoAccounts.map((a) => a.email).join(', ')}`,
      );
      if (catalogue.seeded) {
        console.log(
          `Demo catalogue added: ${catalogue.shops} shops, ${catalogue.products} products.`,
        );
        console.log(
          `Shop owners: ${summary.shopOwnersAdded} added (the demo vendor ${DEMO_VENDOR_EMAIL} owns ` +
            `one shop; every other shop's owner is owner.<shop slug>@vitrine.local, same password).`,
        );
      }
      if (summary.picturesDrawn > 0) {
        console.log(
          `Demo pictures drawn into ${config.storage.kind === 's3' ? 'the S3 bucket' : config.storage.dir}: ${summary.picturesDrawn}.`,
        );
      }
      if (summary.plansAdded > 0) console.log(`Demo credit plans added: ${summary.plansAdded}.`);
      console.log(
        'Each part of the demo data is added once: parts seeded before were left as people ' +
          'have changed them (npm run db:reset starts over).',
      );
    } finally {
      await database.close();
    }
  } finally {
    releaseLock();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
