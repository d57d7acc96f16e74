import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { createCredits } from '../credits/index.ts';
import { createUserRecords } from '../users/index.ts';
import { createMailCaps } from '../../platform/mail/index.ts';
import { registerAccountHandlers } from './account.events.ts';
import { createAccountRepository } from './account.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';
import { devSmsRoutes } from './dev-sms.routes.ts';
import { createDevSmsService } from './dev-sms.service.ts';
import { createReferralsRepository } from './referrals.repository.ts';
import { referralsRoutes } from './referrals.routes.ts';
import { sessionsRoutes } from './sessions.routes.ts';
import { createSessionsService } from './sessions.service.ts';
import { createReferralsService } from './referrals.service.ts';
import { createSandboxSms, createTwilioSms, type SmsSender } from './sms.ts';
import { createVerificationFlows } from './verification-flows.ts';

export { accountConfigDeclaration } from './account.config.ts';

/** A user's own address by id (undefined for anyone else's): for orders' delivery address. */
export const createAddressBook = (db: Database) => {
  const repository = createAccountRepository(db);
  return { find: (userId: string, id: string) => repository.findAddress(userId, id) };
};

/**
 * The shopper's account (issue 13): profile, verification codes (mail and SMS), addresses,
 * the data export and closing the account. Registered after media (photos) and credits.
 * `devRoutes` registers /dev/sms and /api/v1/dev/sms at the root (outside production).
 */
export const accountModule: FastifyPluginAsync = async (app) => {
  const repository = createAccountRepository(app.database.db);
  const users = createUserRecords(app.database.db);
  const { sms: smsConfig } = app.config;
  const sms: SmsSender =
    smsConfig.provider === 'twilio'
      ? createTwilioSms(smsConfig)
      : createSandboxSms((message) => repository.keepSandboxSms(message));
  const context = await app.auth.$context;
  const accountService = createAccountService({
    db: app.database.db,
    repository,
    media: app.media,
    credits: createCredits(app.database.db),
    users,
    verifyPassword: context.password.verify,
    endSessions: async (userId) => {
      // Through better-auth, one session at a time, so its hooks run: caches are dropped and
      // the session's sockets closed on every instance (modules/users/auth.plugin.ts, platform/http/realtime.ts).
      for (const token of await users.sessionTokens(userId)) {
        await context.internalAdapter.deleteSession(token);
      }
      app.sessions.forgetUser(userId);
    },
  });
  const verification = createVerificationFlows({
    repository,
    users,
    secret: app.config.authSecret,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    sms,
  });
  await app.register(accountRoutes, { accountService, verification });
  await app.register(sessionsRoutes, { sessions: createSessionsService(users) });

  const referralsService = createReferralsService({
    repository: createReferralsRepository(app.database.db),
    credits: createCredits(app.database.db),
    mailCaps: createMailCaps(app.database.db),
    publicUrl: app.config.publicUrl,
    monthlyCap: app.config.referralMonthlyCap,
  });
  registerAccountHandlers(app, referralsService);
  await app.register(referralsRoutes, { referralsService });
};

/** The SMS sandbox's outbox, at the root beside /dev/mailbox; only outside production. */
export const devSmsModule: FastifyPluginAsync = async (app) => {
  if (app.config.isProduction) return;
  await app.register(devSmsRoutes, {
    devSms: createDevSmsService(createAccountRepository(app.database.db)),
  });
};
