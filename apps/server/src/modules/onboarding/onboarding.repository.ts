import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shopApplication } from '../../db/schema/onboarding.ts';

/** The business identifiers an application holds, each unique across applications. */
export type BusinessIdField = 'gstin' | 'pan' | 'iec' | 'mobile';

export const createOnboardingRepository = (db: Database) => ({
  /** Whether any shop application holds this value (normalised: upper case, or E.164). */
  async businessIdExists(field: BusinessIdField, value: string): Promise<boolean> {
    const [row] = await db
      .select({ id: shopApplication.id })
      .from(shopApplication)
      .where(eq(shopApplication[field], value))
      .limit(1);
    return row !== undefined;
  },

  /** Records an application's business details (the demo seed; onboarding later). */
  async insertApplication(values: typeof shopApplication.$inferInsert): Promise<string> {
    const [row] = await db
      .insert(shopApplication)
      .values(values)
      .returning({ id: shopApplication.id });
    return row!.id;
  },
});

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
