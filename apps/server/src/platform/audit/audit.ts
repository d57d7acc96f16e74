import type { Transaction } from '../db/transaction.ts';
import { insertAuditEntry, type AuditRecord } from './audit.repository.ts';

/** Who did it: copied into the entry, so it reads the same after they have left. */
export type AuditActor = { id: string; name: string; email: string };

export type AuditInput = {
  actor: AuditActor;
  /** What was done, `area.verb`: `shop-application.approve`, `credits.adjust`, `employee.invite`. */
  action: string;
  subject: { type: string; id: string };
  before: unknown;
  after: unknown;
  reason?: string | null;
};

/**
 * Writes one audit entry in the caller's transaction: the change and its entry commit together
 * or not at all. The only way anything writes to the audit log; nothing updates or deletes it.
 */
export async function audit(tx: Transaction, input: AuditInput): Promise<AuditRecord> {
  return insertAuditEntry(tx, {
    actorId: input.actor.id,
    actorName: input.actor.name,
    actorEmail: input.actor.email,
    action: input.action,
    subjectType: input.subject.type,
    subjectId: input.subject.id,
    before: input.before ?? null,
    after: input.after ?? null,
    reason: input.reason ?? null,
  });
}
