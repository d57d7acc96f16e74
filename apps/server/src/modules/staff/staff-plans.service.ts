import type {
  CreateCreditPlanInput,
  StaffCreditPlan,
  UpdateCreditPlanInput,
} from '@vitrine/contracts/staff-content';
import type { Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound } from '../../platform/lib/app-error.ts';
import type { CreditPlanWrites } from '../credits/index.ts';
import { audit, type AuditActor } from '../../platform/audit/audit.ts';

/** Drops undefined keys, so a PATCH changes only what it names. */
const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Credit plans as staff manage them (area `content`): add, change, archive (`active: false`)
 * and bring back. Each change and its audit entry commit together. GET /plans/credits reads
 * plans fresh, so customers see a change on their next visit.
 */
export function createStaffPlansService(deps: {
  plans: CreditPlanWrites;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
}) {
  const { plans } = deps;
  return {
    async list(): Promise<{ items: StaffCreditPlan[] }> {
      return { items: await plans.all() };
    },

    create: (actor: AuditActor, input: CreateCreditPlanInput) =>
      deps.transaction(async (tx) => {
        const row = await plans.insert(tx, input);
        if (!row) {
          throw new AppError('CONFLICT', 'slug: another plan uses this slug', [
            { field: 'slug', message: 'another plan uses this slug' },
          ]);
        }
        await audit(tx, {
          actor,
          action: 'credit-plan.create',
          subject: { type: 'credit-plan', id: row.id },
          before: null,
          after: row,
        });
        return row;
      }),

    update: (actor: AuditActor, id: string, input: UpdateCreditPlanInput) =>
      deps.transaction(async (tx) => {
        const before = await plans.find(tx, id);
        if (!before) throw notFound('Credit plan');
        const after = await plans.update(tx, id, defined(input));
        const archiving = input.active === false && before.active;
        await audit(tx, {
          actor,
          action: archiving ? 'credit-plan.archive' : 'credit-plan.update',
          subject: { type: 'credit-plan', id },
          before,
          after,
        });
        return after;
      }),
  };
}

export type StaffPlansService = ReturnType<typeof createStaffPlansService>;
