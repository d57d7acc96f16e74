import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../users/auth.schema.ts';

const timestamptz = () => timestamp({ withTimezone: true });

export const SUPPORT_STATUS_VALUES = [
  'open',
  'in_progress',
  'waiting_for_customer',
  'resolved',
  'closed',
] as const;

export const SUPPORT_CATEGORY_VALUES = ['meeting', 'payment', 'order', 'account', 'other'] as const;

export const SUPPORT_SUBJECT_KINDS = ['meeting', 'payment', 'order'] as const;

/**
 * A customer's support request. `subjectKind`/`subjectId` optionally name what it is
 * about, one of the customer's own meetings (booking id), payments (provider order id) or orders.
 * `attachments` are ids of the customer's uploads (purpose support).
 */
export const supportRequest = pgTable(
  'support_request',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    category: text({ enum: SUPPORT_CATEGORY_VALUES }).notNull(),
    description: text().notNull(),
    status: text({ enum: SUPPORT_STATUS_VALUES }).notNull().default('open'),
    subjectKind: text({ enum: SUPPORT_SUBJECT_KINDS }),
    subjectId: text(),
    /** The member of staff the request is assigned to (the support desk's "Assign"). */
    assignedTo: text().references(() => user.id, { onDelete: 'set null' }),
    attachments: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** When staff first answered; the response target is measured up to it. */
    firstResponseAt: timestamptz(),
    resolvedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('support_request_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    index('support_request_status_idx').on(t.status, t.createdAt),
    check(
      'support_request_status_known',
      sql`${t.status} in ('open', 'in_progress', 'waiting_for_customer', 'resolved', 'closed')`,
    ),
    check(
      'support_request_subject_pair',
      sql`(${t.subjectKind} is null) = (${t.subjectId} is null)`,
    ),
  ],
);

/** One message of a request's thread, by the customer or by staff. */
export const supportMessage = pgTable(
  'support_message',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => supportRequest.id, { onDelete: 'cascade' }),
    authorId: text().references(() => user.id, { onDelete: 'set null' }),
    authorRole: text({ enum: ['customer', 'staff'] }).notNull(),
    body: text().notNull(),
    attachments: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('support_message_request_idx').on(t.requestId, t.createdAt)],
);
