import { and, asc, eq } from 'drizzle-orm';
import {
  GARMENT_FIELDS,
  type MeasurementProfile,
  type MeasurementProfileInput,
  type MeasurementProfilePatch,
} from '@vitrine/contracts/stitching';
import type { Database } from '../../db/client.ts';
import { measurementProfile } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';

type ProfileRecord = typeof measurementProfile.$inferSelect;

/** A user may keep this many profiles (themself and the people they shop for, per garment). */
export const MAX_PROFILES = 50;

const toProfile = (row: ProfileRecord): MeasurementProfile => ({
  id: row.id,
  name: row.name,
  relation: row.relation,
  garment: row.garment,
  measurements: row.measurements,
  notes: row.notes,
  updatedAt: row.updatedAt.toISOString(),
});

/** Saved measurement profiles: each its owner's only; another user's id is not found. */
export function createMeasurementProfiles(db: Database, clock: () => Date) {
  async function own(userId: string, id: string) {
    const [row] = await db
      .select()
      .from(measurementProfile)
      .where(and(eq(measurementProfile.id, id), eq(measurementProfile.userId, userId)));
    if (!row) throw notFound('Measurement profile');
    return row;
  }

  return {
    async list(userId: string) {
      const rows = await db
        .select()
        .from(measurementProfile)
        .where(eq(measurementProfile.userId, userId))
        .orderBy(asc(measurementProfile.createdAt), asc(measurementProfile.id));
      return { items: rows.map(toProfile) };
    },

    async create(userId: string, input: MeasurementProfileInput) {
      const existing = await db
        .select({ id: measurementProfile.id })
        .from(measurementProfile)
        .where(eq(measurementProfile.userId, userId));
      if (existing.length >= MAX_PROFILES) {
        throw validationFailed('name', `at most ${MAX_PROFILES} measurement profiles`);
      }
      const [row] = await db
        .insert(measurementProfile)
        .values({ userId, ...input, createdAt: clock(), updatedAt: clock() })
        .returning();
      return toProfile(row!);
    },

    async update(userId: string, id: string, patch: MeasurementProfilePatch) {
      const current = await own(userId, id);
      const garment = patch.garment ?? current.garment;
      const measurements = patch.measurements ?? current.measurements;
      // A new garment with the old measurements: they must still be that garment's fields.
      const allowed: readonly string[] = GARMENT_FIELDS[garment];
      const stray = Object.keys(measurements).find((key) => !allowed.includes(key));
      if (stray) {
        throw validationFailed(`measurements.${stray}`, `is not a ${garment} measurement`);
      }
      const [row] = await db
        .update(measurementProfile)
        .set({ ...patch, garment, measurements, updatedAt: clock() })
        .where(and(eq(measurementProfile.id, id), eq(measurementProfile.userId, userId)))
        .returning();
      if (!row) throw notFound('Measurement profile');
      return toProfile(row);
    },

    async remove(userId: string, id: string) {
      const [row] = await db
        .delete(measurementProfile)
        .where(and(eq(measurementProfile.id, id), eq(measurementProfile.userId, userId)))
        .returning({ id: measurementProfile.id });
      if (!row) throw notFound('Measurement profile');
    },
  };
}

export type MeasurementProfiles = ReturnType<typeof createMeasurementProfiles>;
