import type { Database } from '../client.ts';
import type { BetterAuth } from '../../modules/users/index.ts';
import { seedCatalogue, type SeedCatalogueResult } from './catalogue.ts';
import { seedCreditPlans } from './credit-plans.ts';
import { seedDemoData } from './demo-data.ts';

export type SeedSummary = {
  /** Emails of the demo accounts this run created. */
  accountsCreated: string[];
  catalogue: SeedCatalogueResult;
  plansAdded: number;
};

/**
 * All demo data, each part adding only what is missing: the demo accounts, the demo catalogue
 * (on a database without shops) and the credit plans. Used on start-up (SEED_DEMO_DATA) and by
 * `npm run db:seed` / `db:reset`, so both give the same data.
 */
export async function seedAll(deps: {
  auth: BetterAuth;
  db: Database;
  /** Production leaves out the staff and admin demo accounts. */
  production: boolean;
}): Promise<SeedSummary> {
  const { created } = await seedDemoData(deps);
  const catalogue = await seedCatalogue(deps.db, { scale: 'demo' });
  const { added } = await seedCreditPlans(deps.db);
  return { accountsCreated: created, catalogue, plansAdded: added };
}
