import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { measurementProfile } from './stitching.schema.ts';

export type ProfileRecord = typeof measurementProfile.$inferSelect;
type ProfileValues = Pick<
  ProfileRecord,
  'name' | 'relation' | 'garment' | 'measurements' | 'notes'
>;

/** Measurement profiles, each read and written only with its owner's id. */
export function createMeasurementProfilesRepository(db: Database) {
  const mine = (userId: string, id: string) =>
    and(eq(measurementProfile.id, id), eq(measurementProfile.userId, userId));
  return {
    list: (userId: string) =>
      db
        .select()
        .from(measurementProfile)
        .where(eq(measurementProfile.userId, userId))
        .orderBy(asc(measurementProfile.createdAt), asc(measurementProfile.id)),

    async countOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(measurementProfile)
        .where(eq(measurementProfile.userId, userId));
      return row?.n ?? 0;
    },

    async find(userId: string, id: string): Promise<ProfileRecord | null> {
      const [row] = await db.select().from(measurementProfile).where(mine(userId, id));
      return row ?? null;
    },

    async insert(userId: string, values: ProfileValues, at: Date): Promise<ProfileRecord> {
      const [row] = await db
        .insert(measurementProfile)
        .values({ userId, ...values, createdAt: at, updatedAt: at })
        .returning();
      return row!;
    },

    async update(
      userId: string,
      id: string,
      values: Partial<ProfileValues>,
      at: Date,
    ): Promise<ProfileRecord | null> {
      const [row] = await db
        .update(measurementProfile)
        .set({ ...values, updatedAt: at })
        .where(mine(userId, id))
        .returning();
      return row ?? null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(measurementProfile)
        .where(mine(userId, id))
        .returning({ id: measurementProfile.id });
      return rows.length > 0;
    },
  };
}

export type MeasurementProfilesRepository = ReturnType<typeof createMeasurementProfilesRepository>;
