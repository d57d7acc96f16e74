import {
  GARMENT_FIELDS,
  type MeasurementProfile,
  type MeasurementProfileInput,
  type MeasurementProfilePatch,
} from '@vitrine/contracts/stitching';
import { notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type {
  MeasurementProfilesRepository,
  ProfileRecord,
} from './measurement-profiles.repository.ts';

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
export function createMeasurementProfiles(
  repository: MeasurementProfilesRepository,
  clock: () => Date,
) {
  return {
    list: async (userId: string) => ({ items: (await repository.list(userId)).map(toProfile) }),

    async create(userId: string, input: MeasurementProfileInput) {
      if ((await repository.countOf(userId)) >= MAX_PROFILES) {
        throw validationFailed('name', `at most ${MAX_PROFILES} measurement profiles`);
      }
      return toProfile(await repository.insert(userId, input, clock()));
    },

    async update(userId: string, id: string, patch: MeasurementProfilePatch) {
      const current = await repository.find(userId, id);
      if (!current) throw notFound('Measurement profile');
      const garment = patch.garment ?? current.garment;
      const measurements = patch.measurements ?? current.measurements;
      // A new garment with the old measurements: they must still be that garment's fields.
      const allowed: readonly string[] = GARMENT_FIELDS[garment];
      const stray = Object.keys(measurements).find((key) => !allowed.includes(key));
      if (stray) {
        throw validationFailed(`measurements.${stray}`, `is not a ${garment} measurement`);
      }
      const row = await repository.update(userId, id, { ...patch, garment, measurements }, clock());
      if (!row) throw notFound('Measurement profile');
      return toProfile(row);
    },

    async remove(userId: string, id: string) {
      if (!(await repository.remove(userId, id))) throw notFound('Measurement profile');
    },
  };
}

export type MeasurementProfiles = ReturnType<typeof createMeasurementProfiles>;
