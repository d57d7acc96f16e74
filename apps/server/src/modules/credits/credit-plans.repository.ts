import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { creditPlan } from './credits.schema.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';

const planColumns = {
  id: creditPlan.id,
  slug: creditPlan.slug,
  name: creditPlan.name,
  description: creditPlan.description,
  credits: creditPlan.credits,
  priceMinor: creditPlan.priceMinor,
  currency: creditPlan.currency,
  validityDays: creditPlan.validityDays,
  popular: creditPlan.popular,
  active: creditPlan.active,
  sort: creditPlan.sort,
};

/** A plan as staff manage it (on sale or archived). */
export type StaffPlanRecord = {
  [K in keyof typeof planColumns]: (typeof creditPlan.$inferSelect)[K];
};
export type StaffPlanValues = Omit<StaffPlanRecord, 'id'>;

/**
 * The staff's writes to credit plans (the staff module audits them). Plans are archived
 * (`active: false`), never deleted: payments name them. GET /plans/credits reads them fresh.
 */
export const createCreditPlanWrites = (db: Database) => ({
  /** Every plan, archived ones too, in the display order. */
  all: (): Promise<StaffPlanRecord[]> =>
    db
      .select(planColumns)
      .from(creditPlan)
      .orderBy(asc(creditPlan.sort), asc(creditPlan.priceMinor), asc(creditPlan.id)),

  async find(tx: Transaction, id: string): Promise<StaffPlanRecord | undefined> {
    const [row] = await queryWith(tx)
      .select(planColumns)
      .from(creditPlan)
      .where(eq(creditPlan.id, id))
      .for('update');
    return row;
  },

  /** Undefined when the slug is taken. */
  async insert(tx: Transaction, values: StaffPlanValues): Promise<StaffPlanRecord | undefined> {
    const [row] = await queryWith(tx)
      .insert(creditPlan)
      .values(values)
      .onConflictDoNothing({ target: creditPlan.slug })
      .returning(planColumns);
    return row;
  },

  async update(
    tx: Transaction,
    id: string,
    values: Partial<StaffPlanValues>,
  ): Promise<StaffPlanRecord> {
    const [row] = await queryWith(tx)
      .update(creditPlan)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(creditPlan.id, id))
      .returning(planColumns);
    return row!;
  },
});

export type CreditPlanWrites = ReturnType<typeof createCreditPlanWrites>;
