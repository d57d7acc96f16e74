import type { Database } from '../platform/db/client.ts';
import type { BetterAuth } from '../modules/users/index.ts';
import type { Storage } from '../platform/media/index.ts';
import { seedCatalogueArt } from './catalogue-art.ts';
import { seedDemoChat } from './chat.ts';
import { seedCatalogue, type SeedCatalogueResult } from './catalogue.ts';
import { seedCreditPlans } from './credit-plans.ts';
import { seedDemoAddresses } from './demo-addresses.ts';
import { seedDemoCheckout } from './demo-checkout.ts';
import { seedDemoData } from './demo-data.ts';
import { seedDemoMeetings } from './demo-meetings.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoSupportAndReviews } from './demo-support-reviews.ts';
import { seedDemoStitching } from './demo-stitching.ts';
import { seedDemoTrunkShows } from './demo-trunk-shows.ts';
import { seedDemoEarnings } from './demo-earnings.ts';
import { seedShopApplication } from './shop-application.ts';
import { seedOnce, type DemoSeedPart } from './seed-once.ts';
import { seedDemoVendorListings, seedShopOwners } from './shop-owners.ts';

export type SeedSummary = {
  /** Emails of the demo accounts this run created. Every count is of what this run added. */
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
  /** Whether this run added the demo applicant's pending shop application. */
  applicationAdded: boolean;
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
  /** Variants, stock and the shop code added for checking out (new databases only). */
  checkoutAdded: number;
  /** The demo vendor's upcoming trunk shows added by this run (new databases only). */
  trunkShowsAdded: number;
};

/**
 * All demo data: the demo accounts, the demo catalogue (on a database without shops), its
 * pictures (drawn into storage), an owner and hours for every demo shop, the credit plans and
 * each demo person's history. Each part runs once per database (`seedOnce`): a restart, or
 * `npm run db:seed` again, leaves everything people have done since as it is. Used on start-up
 * (SEED_DEMO_DATA) and by `npm run db:seed` / `db:reset`, so both give the same data.
 */
export async function seedAll(deps: {
  auth: BetterAuth;
  db: Database;
  /** Production leaves out the staff and admin demo accounts. */
  production: boolean;
  /** Where the catalogue's pictures go (the app's media storage). */
  storage: Storage;
}): Promise<SeedSummary> {
  const once = <T>(part: DemoSeedPart, run: () => Promise<T>) => seedOnce(deps.db, part, run);
  const accounts = await once('accounts', () => seedDemoData(deps));
  const catalogue = await once('catalogue', () => seedCatalogue(deps.db, { scale: 'demo' }));
  // After the accounts (the demo vendor gets a shop) and the catalogue (every shop an owner).
  const owners = await once('shop-owners', () => seedShopOwners(deps));
  const archivedProducts = await once('vendor-listings', () => seedDemoVendorListings(deps.db));
  // Sizes, stock and a shop code to check out with: only with a catalogue seeded in this run, so
  // a database seeded before this part existed is left as it is.
  const checkout = catalogue?.seeded
    ? await once('checkout', () => seedDemoCheckout(deps.db))
    : undefined;
  // Storage keeps its own record of what was drawn: a new bucket gets the pictures again.
  const { drawn } = await seedCatalogueArt(deps.db, deps.storage);
  const plans = await once('credit-plans', () => seedCreditPlans(deps.db));
  // The demo applicant's pending application, for the demo admin to review.
  const application = deps.production
    ? undefined
    : await once('shop-application', () => seedShopApplication(deps.db));
  // After the shop owners: the demo vendor's shop holds the demo customer's meetings.
  const meetings = await once('meetings', () => seedDemoMeetings(deps.db));
  const chat = await once('chat', () => seedDemoChat(deps.db));
  // Before the orders, which go to the default address of this address book.
  const addresses = await once('addresses', () => seedDemoAddresses(deps.db));
  // After the shop owners and their products: the demo customer's orders in every state.
  const orders = await once('orders', () => seedDemoOrders(deps.db));
  const support = await once('support-and-reviews', () => seedDemoSupportAndReviews(deps.db));
  const stitching = await once('stitching', () => seedDemoStitching(deps.db));
  // The demo vendor's earnings in every state and a paid payout.
  const earnings = await once('earnings', () => seedDemoEarnings(deps.db));
  // After the shop owners, like the checkout part only on a new database.
  const trunkShows = catalogue?.seeded
    ? await once('trunk-shows', () => seedDemoTrunkShows(deps.db))
    : undefined;
  return {
    accountsCreated: accounts?.created ?? [],
    catalogue: catalogue ?? { seeded: false, shops: 0, products: 0 },
    plansAdded: plans?.added ?? 0,
    shopOwnersAdded: owners?.ownersAdded ?? 0,
    shopHoursAdded: owners?.availabilityAdded ?? 0,
    archivedProducts: archivedProducts ?? 0,
    picturesDrawn: drawn,
    applicationAdded: application?.added ?? false,
    meetingsAdded: meetings?.added ?? 0,
    chatSeeded: chat?.seeded ?? false,
    ordersAdded: orders?.added ?? 0,
    addressesAdded: addresses?.added ?? 0,
    supportAndReviewsAdded: support?.added ?? 0,
    stitchingAdded: stitching?.added ?? 0,
    earningsAdded: earnings?.added ?? 0,
    checkoutAdded: checkout?.added ?? 0,
    trunkShowsAdded: trunkShows?.added ?? 0,
  };
}
