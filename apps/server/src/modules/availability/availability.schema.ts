import type { AvailabilityException, WeeklyHours } from '@vitrine/contracts/availability';
import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shop } from '../catalogue/catalogue.schema.ts';

/**
 * When a shop meets shoppers, in the shop's own time zone (`shop.time_zone`). One row per shop
 * (read whole for every slots request); no row means no hours yet. Hours and exceptions are
 * JSON checked by the contracts' schemas on the way in.
 */
export const shopAvailability = pgTable('shop_availability', {
  shopId: uuid()
    .primaryKey()
    .references(() => shop.id, { onDelete: 'cascade' }),
  weeklyHours: jsonb().$type<WeeklyHours>().notNull(),
  /** Dates whose hours replace their weekday's (no hours: closed). */
  exceptions: jsonb().$type<AvailabilityException[]>().notNull().default([]),
  meetingMinutes: integer().notNull().default(30),
  bufferMinutes: integer().notNull().default(0),
  minimumNoticeMinutes: integer().notNull().default(60),
  horizonDays: integer().notNull().default(60),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
