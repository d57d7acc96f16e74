import type { Database } from '../client.ts';
import type { BetterAuth } from '../../modules/users/index.ts';
import type { Storage } from '../../modules/media/index.ts';
import { seedCatalogueArt } from './catalogue-art.ts';
import { seedDemoChat } from './chat.ts';
import { seedCatalogue, type SeedCatalogueResult } from './catalogue.ts';
import { seedCreditPlans } from './credit-plans.ts';
import { seedDemoAddresses } from './demo-addresses.ts';
import { seedDemoData } from './demo-data.ts';
import { seedDemoMeetings } from './demo-meetings.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoSupportAndReviews } from './demo-support-reviews.ts';
import { seedDemoStitching } from './demo-stitching.ts';
import { seedDemoEarnings } from './demo-earnings.ts';
import { seedShopApplication } from './shop-application.ts';
import { seedDemoVendorListings, seedShopOwners } from './shop-owners.ts';

export type SeedSummary = {
  /** Emails of the demo accounts this run created. */
  accountsCreated: string[];
  catalogue: SeedCatalogueResult;
  plansAdded: number;
  /** Demo shops given an owner account, and shops given demo hours, by this run. */
  shopOwnersAdded: number;
  shopHoursAdded: number;
  /** The demo vendor's products archived by this run (one, the first time). */
  archivedProducts: number;
  /** The demo customer's meetings with the demo vendor's shop, added by this run. */
  meetingsAdded: number;
  /** Demo pictures drawn into storage (0 when they were there already). */
  picturesDrawn: number;
  /** Whether this run added the demo conversation and notifications. */
  chatSeeded: boolean;
  /** The demo customer's orders added by this run (one in every state, the first time). */
  ordersAdded: number;
  /** The demo customer's addresses added by this run. */
  addressesAdded: number;
  supportAndReviewsAdded: number;
  /** The demo customer's stitching invoices added by this run (an unpaid and a paid one). */
  stitchingAdded: number;
  earningsAdded: number;
};

/**
 * All demo data, each part adding only what is missing: the demo accounts, the demo catalogue
 * (on a database without shops), its pictures (drawn into storage), an owner and hours for every shop, and the credit plans. Used on start-up (SEED_DEMO_DATA) and by
 * `npm run db:seed` / `db:reset`, so both give the same data.
 */
export async function seedAll(deps: {
  auth: BetterAuth;
  db: Database;
  /** Production leaves out the staff and admin demo accounts. */
  production: boolean;
  /** Where the catalogue's pictures go (the app's media storage). */
  storage: Storage;
}): Promise<SeedSummary> {
  const { created } = await seedDemoData(deps);
  const catalogue = await seedCatalogue(deps.db, { scale: 'demo' });
  // After the accounts (the demo vendor gets a shop) and the catalogue (every shop an owner).
  const owners = await seedShopOwners(deps);
  const archivedProducts = await seedDemoVendorListings(deps.db);
  const { drawn } = await seedCatalogueArt(deps.db, deps.storage);
  const { added } = await seedCreditPlans(deps.db);
  // The demo applicant's pending application, for the demo admin to review.
  if (!deps.production) await seedShopApplication(deps.db);
  // After the shop owners: the demo vendor's shop holds the demo customer's meetings.
  const meetings = await seedDemoMeetings(deps.db);
  const chat = await seedDemoChat(deps.db);
  // After the shop owners and their products: the demo customer's orders in every state.
  const orders = await seedDemoOrders(deps.db);
  const addresses = await seedDemoAddresses(deps.db);
  const support = await seedDemoSupportAndReviews(deps.db);
  const stitching = await seedDemoStitching(deps.db);
  // The demo vendor's earnings in every state and a paid payout.
  const earnings = await seedDemoEarnings(deps.db);
  return {
    accountsCreated: created,
    catalogue,
    plansAdded: added,
    shopOwnersAdded: owners.ownersAdded,
    shopHoursAdded: owners.availabilityAdded,
    archivedProducts,
    picturesDrawn: drawn,
    meetingsAdded: meetings.added,
    chatSeeded: chat.seeded,
    ordersAdded: orders.added,
    addressesAdded: addresses.added,
    supportAndReviewsAdded: support.added,
    stitchingAdded: stitching.added,
    earningsAdded: earnings.added,
  };
}
