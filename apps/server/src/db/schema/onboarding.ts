import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { shop } from './catalogue.ts';

/**
 * A shop's business details as the applicant gave them (onboarding): the identifiers are
 * unique across applications, stored upper-case (PAN, GSTIN, IEC) and as E.164 (mobile), which
 * is what the existence checks look up.
 */
export const shopApplication = pgTable(
  'shop_application',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The shop made from the application (set when it is submitted). */
    shopId: uuid().references(() => shop.id, { onDelete: 'set null' }),
    status: text({ enum: ['draft', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('draft'),
    legalName: text().notNull().default(''),
    pan: text().unique(),
    gstin: text().unique(),
    iec: text().unique(),
    mobile: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_application_user_idx').on(t.userId),
    check(
      'shop_application_status_known',
      sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`,
    ),
    check('shop_application_pan_upper', sql`${t.pan} = upper(${t.pan})`),
    check('shop_application_gstin_upper', sql`${t.gstin} = upper(${t.gstin})`),
    check('shop_application_iec_upper', sql`${t.iec} = upper(${t.iec})`),
  ],
);
