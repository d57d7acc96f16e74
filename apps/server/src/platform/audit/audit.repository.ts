import { auditLog } from '../db/schema/staff.ts';
import { queryWith, type Transaction } from '../db/transaction.ts';

export type AuditRecord = typeof auditLog.$inferSelect;

/** Appends one audit entry in the caller's transaction (see audit.ts). */
export async function insertAuditEntry(
  tx: Transaction,
  entry: typeof auditLog.$inferInsert,
): Promise<AuditRecord> {
  const [row] = await queryWith(tx).insert(auditLog).values(entry).returning();
  return row!;
}
