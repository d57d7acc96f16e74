import pino from 'pino';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../../platform/lib/data-dir-lock.ts';
import { createBetterAuth } from './better-auth.ts';
import { ADMIN_LINK_TTL_SECONDS, createAdmin } from './create-admin.ts';

const usage = 'usage: npm run admin:create -- <email> [name]';

/** `npm run admin:create -- <email> [name]`: an administrator and a one-time link to set the password. */
async function main() {
  const [email, ...nameParts] = process.argv.slice(2);
  if (!email || email.startsWith('-')) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(config);
    try {
      const log = pino({ level: 'warn' });
      // No mail is sent: the link is printed for the operator.
      const auth = createBetterAuth({ config, db: database.db, log });
      const admin = await createAdmin({
        auth,
        db: database.db,
        publicUrl: config.publicUrl,
        email,
        name: nameParts.join(' '),
      });
      console.log(
        admin.created
          ? `Created the administrator ${email.toLowerCase()}.`
          : `${email.toLowerCase()} already had an account; it is now an administrator.`,
      );
      console.log(
        `Open this link within ${ADMIN_LINK_TTL_SECONDS / 60} minutes to choose the password ` +
          `(it works once):\n\n  ${admin.link}\n`,
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
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
