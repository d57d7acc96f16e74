import { sql } from 'drizzle-orm';
import type {
  ApplicationAccountDraft,
  ApplicationBusinessDraft,
  ApplicationImage,
  ApplicationShopDraft,
} from '@vitrine/contracts/onboarding';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../users/auth.schema.ts';
import { shop } from '../catalogue/catalogue.schema.ts';

/**
 * The steps of an application as saved so far (each checked by the contracts' draft schema when
 * saved; media hold the uploaded images' ids and URLs).
 */
export type ApplicationSteps = {
  account?: ApplicationAccountDraft;
  business?: ApplicationBusinessDraft;
  shop?: ApplicationShopDraft;
  media?: { logo?: ApplicationImage; cover?: ApplicationImage; gallery?: ApplicationImage[] };
};

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
    /** The shop made from the application (set when an admin approves it). */
    shopId: uuid().references(() => shop.id, { onDelete: 'set null' }),
    status: text({ enum: ['draft', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('draft'),
    legalName: text().notNull().default(''),
    pan: text().unique(),
    gstin: text().unique(),
    iec: text().unique(),
    mobile: text().unique(),
    /** Every step as saved; the identifiers above are copies kept for their unique constraints. */
    steps: jsonb().$type<ApplicationSteps>().notNull().default({}),
    rejectionReason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_application_user_idx').on(t.userId),
    // A user has at most one application in progress (draft, under review or to be corrected).
    uniqueIndex('shop_application_one_open_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('draft', 'pending', 'rejected')`),
    index('shop_application_status_idx').on(t.status, t.submittedAt),
    check(
      'shop_application_status_known',
      sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`,
    ),
    check('shop_application_pan_upper', sql`${t.pan} = upper(${t.pan})`),
    check('shop_application_gstin_upper', sql`${t.gstin} = upper(${t.gstin})`),
    check('shop_application_iec_upper', sql`${t.iec} = upper(${t.iec})`),
  ],
);
