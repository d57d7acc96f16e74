import type { UserCredits } from '@vitrine/contracts/credits';
import type { FastifyPluginAsync } from 'fastify';
import { createCreditsRepository } from './credits.repository.ts';
import { creditsRoutes } from './credits.routes.ts';
import { createCreditsService } from './credits.service.ts';
import { registerCreditsHandlers } from './credits.events.ts';
import { createUserAnswers } from './user-answers.ts';

export { creditsConfigDeclaration } from './credits.config.ts';
export { createCredits, type Credits } from './credits.ts';
export { creditEntryCard } from './credit-entry-card.repository.ts';
export { createCreditPlanWrites, type CreditPlanWrites } from './credit-plans.repository.ts';

/** How often grants that expired unspent are written off for users who are not active. */
const EXPIRY_SWEEP_MS = 15 * 60 * 1000;

/**
 * Credits: plans, the ledger, GET /plans/credits, /user/credits and /user/used-credits, and
 * the expiry sweep. Other modules move credits only through `createCredits(db)`'s `debit` and
 * `grant`, inside the transaction they opened with `runInTransaction` (platform/db/transaction.ts).
 */
export const creditsModule: FastifyPluginAsync = async (app) => {
  const repository = createCreditsRepository(app.database.db);
  const answers = createUserAnswers<UserCredits>({
    ttlMs: app.config.creditsCacheTtlMs,
    maxUsers: 50_000,
  });
  const creditsService = createCreditsService({
    creditsRepository: repository,
    clock: () => new Date(),
    answers,
  });
  await registerCreditsHandlers(app, answers);

  let sweeping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = creditsService
      .expireLapsedCredits()
      .catch((error: unknown) => app.log.error({ err: error }, 'credit expiry sweep failed'));
  }, EXPIRY_SWEEP_MS);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await sweeping;
  });

  await app.register(creditsRoutes, { creditsService });
};
