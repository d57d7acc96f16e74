import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../../modules/users/auth.schema.ts';

/**
 * An employee's record beside their `user_role.employee` flag: the areas they may work in
 * (shops, support, content, credits) and who invited them. Removing an employee clears the flag
 * and the areas and stamps `removed_at`; the row stays, so what they did keeps a name.
 */
export const employee = pgTable(
  'employee',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    permissions: text().array().notNull().default([]),
    invitedBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('employee_created_idx').on(t.createdAt.desc())],
);

/**
 * Every staff action: who, what, on what, when, and the object before and after. Written in the
 * transaction of the change (platform/audit/audit.ts); the API has no route to change or delete
 * a row. The actor's name and email are copied, so an entry reads the same after they leave.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    actorEmail: text().notNull(),
    action: text().notNull(),
    subjectType: text().notNull(),
    subjectId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at.desc()),
  ],
);
