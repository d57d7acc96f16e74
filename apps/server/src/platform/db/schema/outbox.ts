import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const OUTBOX_STATUSES = ['pending', 'failed'] as const;

/**
 * The transactional outbox: a domain event (or a delayed job) written in the same transaction
 * as the change that causes it, delivered at least once by the dispatcher, then deleted.
 * `pending` rows are due at `run_at`; a claim sets `locked_until` (a lease a crashed instance's
 * claim outlives); `failed` rows gave up after the last attempt and keep their error.
 */
export const outboxEvent = pgTable(
  'outbox_event',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_event_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_event_errors_idx')
      .on(t.updatedAt.desc().nullsFirst())
      .where(sql`${t.lastError} is not null`),
    check('outbox_event_status', sql`${t.status} in ('pending', 'failed')`),
  ],
);
