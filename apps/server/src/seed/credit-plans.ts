import { creditPlan } from '../modules/credits/credits.schema.ts';
import type { Database } from '../platform/db/client.ts';

type NewPlan = typeof creditPlan.$inferInsert;

/**
 * The demo's price list: a meeting costs 30 credits (MEETING_CREDIT_COST), so plans come in
 * multiples of 30.
 */
export const demoCreditPlans: NewPlan[] = [
  {
    slug: 'trial',
    name: 'Trial',
    description: 'One video meeting with a shop of your choice.',
    credits: 30,
    priceMinor: 29_900,
    currency: 'INR',
    validityDays: 30,
    sort: 10,
  },
  {
    slug: 'starter',
    name: 'Starter',
    description: 'Two meetings: compare two boutiques before you decide.',
    credits: 60,
    priceMinor: 49_900,
    currency: 'INR',
    validityDays: 90,
    sort: 20,
  },
  {
    slug: 'explorer',
    name: 'Explorer',
    description: 'Five meetings for a wedding wardrobe or a season of shopping.',
    credits: 150,
    priceMinor: 99_900,
    currency: 'INR',
    validityDays: 180,
    popular: true,
    sort: 30,
  },
  {
    slug: 'wardrobe-pro',
    name: 'Wardrobe Pro',
    description: 'Twelve meetings across the year, for stylists and frequent shoppers.',
    credits: 360,
    priceMinor: 199_900,
    currency: 'INR',
    validityDays: 365,
    sort: 40,
  },
];

/**
 * Adds the demo plans that are missing (matched by slug); a plan already there, even if edited
 * since, is left alone, so running this again changes nothing.
 */
export async function seedCreditPlans(db: Database): Promise<{ added: number }> {
  const added = await db
    .insert(creditPlan)
    .values(demoCreditPlans)
    .onConflictDoNothing({ target: creditPlan.slug })
    .returning({ id: creditPlan.id });
  return { added: added.length };
}
