import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { violatedConstraint } from '../../platform/db/database-errors.ts';
import { shopApplication, type ApplicationSteps } from './onboarding.schema.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import type { Page } from '../../platform/lib/paging.ts';

/** The business identifiers an application holds, each unique across applications. */
export type BusinessIdField = 'gstin' | 'pan' | 'iec' | 'mobile';

export type ApplicationRow = typeof shopApplication.$inferSelect;
export type ApplicationStatus = ApplicationRow['status'];
export type ApplicantRow = ApplicationRow & {
  applicant: { id: string; name: string; email: string };
};

/** The columns kept beside the steps for their unique constraints (null when not given). */
export type ApplicationIdentifiers = {
  legalName?: string;
  pan?: string | null;
  gstin?: string | null;
  iec?: string | null;
  mobile?: string | null;
};

/** An application still in the applicant's hands or the reviewers': at most one per user. */
const OPEN: ApplicationStatus[] = ['draft', 'pending', 'rejected'];

/** A unique constraint broken by an insert or update: the identifier it guards, if it is one. */
export function takenIdentifier(error: unknown): BusinessIdField | undefined {
  const match = /^shop_application_(pan|gstin|iec|mobile)_unique$/.exec(
    violatedConstraint(error) ?? '',
  );
  return match?.[1] as BusinessIdField | undefined;
}

export const createOnboardingRepository = (db: Database) => ({
  /** Whether any shop application holds this value (normalised: upper case, or E.164). */
  async businessIdExists(
    field: BusinessIdField,
    value: string,
    exceptId?: string,
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: shopApplication.id })
      .from(shopApplication)
      .where(
        and(
          eq(shopApplication[field], value),
          exceptId ? ne(shopApplication.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Records an application's business details (the demo seed). */
  async insertApplication(values: typeof shopApplication.$inferInsert): Promise<string> {
    const [row] = await db
      .insert(shopApplication)
      .values(values)
      .returning({ id: shopApplication.id });
    return row!.id;
  },

  /** The user's open application (draft, pending or rejected), else their latest one. */
  async findLatestOf(userId: string): Promise<ApplicationRow | undefined> {
    const [row] = await db
      .select()
      .from(shopApplication)
      .where(eq(shopApplication.userId, userId))
      .orderBy(
        desc(sql`${shopApplication.status} in ('draft', 'pending', 'rejected')`),
        desc(shopApplication.createdAt),
      )
      .limit(1);
    return row;
  },

  /** The user's open application, creating an empty draft when there is none. */
  async findOrCreateOpen(userId: string): Promise<ApplicationRow> {
    const open = () =>
      db
        .select()
        .from(shopApplication)
        .where(and(eq(shopApplication.userId, userId), inArray(shopApplication.status, OPEN)));
    const [existing] = await open();
    if (existing) return existing;
    // Two first saves at once: the one-open index lets one insert through; the other reads it.
    const [created] = await db
      .insert(shopApplication)
      .values({ userId })
      .onConflictDoNothing()
      .returning();
    return created ?? (await open())[0]!;
  },

  async findById(id: string): Promise<ApplicationRow | undefined> {
    const [row] = await db.select().from(shopApplication).where(eq(shopApplication.id, id));
    return row;
  },

  /** Saves a step of an application the applicant may still change; undefined if it left their hands. */
  async saveSteps(
    id: string,
    steps: ApplicationSteps,
    identifiers: ApplicationIdentifiers,
  ): Promise<ApplicationRow | undefined> {
    const [row] = await db
      .update(shopApplication)
      .set({ steps, ...identifiers, updatedAt: sql`now()` })
      .where(
        and(eq(shopApplication.id, id), inArray(shopApplication.status, ['draft', 'rejected'])),
      )
      .returning();
    return row;
  },

  /** Draft or rejected → pending (the reason of an earlier rejection is cleared). */
  async submit(id: string): Promise<ApplicationRow | undefined> {
    const [row] = await db
      .update(shopApplication)
      .set({
        status: 'pending',
        rejectionReason: null,
        submittedAt: sql`now()`,
        decidedAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(shopApplication.id, id), inArray(shopApplication.status, ['draft', 'rejected'])),
      )
      .returning();
    return row;
  },

  /** Applications in one status, oldest submission first. */
  async list(
    status: ApplicationStatus,
    page: Page,
  ): Promise<{ rows: ApplicationRow[]; total: number }> {
    const where = eq(shopApplication.status, status);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(shopApplication)
        .where(where)
        .orderBy(
          sql`${shopApplication.submittedAt} asc nulls last`,
          shopApplication.createdAt,
          shopApplication.id,
        )
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(shopApplication).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  /**
   * Pending → approved or rejected, in the caller's transaction; undefined when the application
   * was no longer pending (another admin decided first).
   */
  async decide(
    tx: Transaction,
    id: string,
    decision: { status: 'approved' } | { status: 'rejected'; rejectionReason: string },
  ): Promise<ApplicationRow | undefined> {
    const [row] = await queryWith(tx)
      .update(shopApplication)
      .set({ ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(shopApplication.id, id), eq(shopApplication.status, 'pending')))
      .returning();
    return row;
  },

  /** Links an approved application to the shop made from it, in the approval's transaction. */
  async setShop(tx: Transaction, id: string, shopId: string): Promise<ApplicationRow> {
    const [row] = await queryWith(tx)
      .update(shopApplication)
      .set({ shopId })
      .where(eq(shopApplication.id, id))
      .returning();
    return row!;
  },
});

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
