import type { RoleFlags } from '@vitrine/contracts/auth';
import {
  STAFF_PERMISSIONS,
  type Employee,
  type InviteEmployee,
  type UpdateEmployee,
} from '@vitrine/contracts/staff';
import type { Transaction } from '../../platform/db/transaction.ts';
import type { MailCap, MailCapRefusal, MailCaps } from '../../platform/mail/index.ts';
import { AppError, forbidden, notFound } from '../../platform/lib/app-error.ts';
import type { Page } from '../../platform/lib/paging.ts';
import { audit, type AuditActor } from '../../platform/audit/audit.ts';
import type { EmployeeRow, StaffRepository } from './staff.repository.ts';

/** How long an invited employee's set-password link works. */
export const INVITE_LINK_TTL_SECONDS = 3 * 24 * 60 * 60;

/**
 * Invitation mails: one per address an hour (from any admin; a repeat is 409 without a mail),
 * and 50 an hour per admin.
 */
const EMPLOYEE_INVITE_MAILS: MailCap = {
  reason: 'employee-invite',
  windowMs: 60 * 60 * 1000,
  perSender: 50,
  perRecipient: 1,
};

const alreadyEmployee = () =>
  new AppError('CONFLICT', 'email: this person is already an employee.', [
    { field: 'email', message: 'is already an employee' },
  ]);

function inviteRefused(refusal: MailCapRefusal): AppError {
  if (refusal === 'sender') {
    return new AppError(
      'RATE_LIMITED',
      `You can invite ${EMPLOYEE_INVITE_MAILS.perSender} employees an hour. Try again later.`,
      { retryAfterSeconds: 3600 },
    );
  }
  return new AppError(
    'CONFLICT',
    'email: an invitation was mailed to this address less than an hour ago; no second mail was sent.',
    [{ field: 'email', message: 'was invited less than an hour ago' }],
  );
}

const toEmployee = (row: EmployeeRow): Employee => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  removedAt: row.removedAt?.toISOString() ?? null,
});

/** What an audit entry keeps of an employee: who they are and what they may do. */
const snapshot = (row: EmployeeRow | undefined) =>
  row
    ? {
        name: row.name,
        email: row.email,
        permissions: row.permissions,
        removed: row.removedAt !== null,
      }
    : null;

/**
 * Employees, managed by admins only (the routes say so): invited by mail with a link to choose
 * a password, given areas, renamed, removed (the role and areas go, the record and every audit
 * entry stay). Each change is audited in its own transaction.
 */
export function createEmployeesService(deps: {
  repository: StaffRepository;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  accounts: {
    findByEmail: (email: string) => Promise<{ id: string; name: string } | undefined>;
    /** A new account without a password. */
    create: (input: { email: string; name: string }) => Promise<{ id: string }>;
    /** A one-time set-password token (better-auth's reset-password verification). */
    passwordToken: (userId: string, expiresAt: Date) => Promise<string>;
    rolesChanged: (userId: string) => void;
    /** The employee role, given and taken in the caller's transaction (then `rolesChanged`). */
    grantEmployee: (tx: Transaction, userId: string) => Promise<void>;
    revokeEmployee: (tx: Transaction, userId: string) => Promise<void>;
    /** Renames the user in the caller's transaction. */
    rename: (tx: Transaction, userId: string, name: string) => Promise<void>;
  };
  /** The caps on invitation mails (mail module), counted in the invitation's transaction. */
  mailCaps: MailCaps;
  enqueueInvite: (
    tx: Transaction,
    payload: { to: string; name: string; link: string; invitedBy: string },
  ) => Promise<unknown>;
  publicUrl: string;
  clock: () => Date;
}) {
  const { repository } = deps;

  async function current(id: string): Promise<EmployeeRow> {
    const row = await repository.findEmployee(id);
    if (!row || row.removedAt) throw notFound('Employee');
    return row;
  }

  return {
    async invite(actor: AuditActor, input: InviteEmployee): Promise<Employee> {
      const email = input.email.trim().toLowerCase();
      const existing = await deps.accounts.findByEmail(email);
      if (existing?.id === actor.id) throw forbidden('Nobody gives themselves staff areas.');
      if (existing) {
        const row = await repository.findEmployee(existing.id);
        if (row && !row.removedAt) throw alreadyEmployee();
      }
      const account = existing ?? (await deps.accounts.create({ email, name: input.name }));
      const expiresAt = new Date(deps.clock().getTime() + INVITE_LINK_TTL_SECONDS * 1000);
      const token = await deps.accounts.passwordToken(account.id, expiresAt);
      const link = `${deps.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
      const before = existing ? await repository.findEmployee(account.id) : undefined;

      const invited = await deps.transaction(async (tx) => {
        // The address's invitations are counted one request at a time from here: a concurrent
        // invite of the same person waits, then finds them invited (and no second mail goes).
        const refused = await deps.mailCaps.reserve(tx, EMPLOYEE_INVITE_MAILS, {
          senderId: actor.id,
          recipient: email,
          at: deps.clock(),
        });
        const current = await repository.findEmployee(account.id, tx);
        if (current && !current.removedAt) throw alreadyEmployee();
        if (refused) throw inviteRefused(refused);
        await repository.upsertEmployee(tx, {
          userId: account.id,
          permissions: input.permissions,
          invitedBy: actor.id,
        });
        await deps.accounts.grantEmployee(tx, account.id);
        const after = (await repository.findEmployee(account.id, tx))!;
        await audit(tx, {
          actor,
          action: 'employee.invite',
          subject: { type: 'employee', id: account.id },
          before: snapshot(before),
          after: snapshot(after),
        });
        await deps.enqueueInvite(tx, {
          to: email,
          name: existing?.name ?? input.name,
          link,
          invitedBy: actor.name,
        });
        return after;
      });
      deps.accounts.rolesChanged(account.id);
      return toEmployee(invited);
    },

    async list(filters: { searchKey?: string; includeRemoved?: boolean }, page: Page) {
      const { items, total } = await repository.listEmployees(filters, page);
      return { items: items.map(toEmployee), total };
    },

    async byId(id: string): Promise<Employee> {
      const row = await repository.findEmployee(id);
      if (!row) throw notFound('Employee');
      return toEmployee(row);
    },

    /** The signed-in employee's own record. */
    async own(userId: string): Promise<Employee> {
      return toEmployee(await current(userId));
    },

    async update(actor: AuditActor, input: UpdateEmployee): Promise<Employee> {
      if (input.id === actor.id && input.permissions !== undefined) {
        throw forbidden('Nobody changes their own staff areas.');
      }
      await current(input.id);
      const updated = await deps.transaction(async (tx) => {
        const before = await repository.findEmployee(input.id, tx);
        if (!before || before.removedAt) throw notFound('Employee');
        if (input.name !== undefined) await deps.accounts.rename(tx, input.id, input.name);
        if (input.permissions !== undefined) {
          await repository.updatePermissions(tx, input.id, input.permissions);
        }
        const after = (await repository.findEmployee(input.id, tx))!;
        await audit(tx, {
          actor,
          action: 'employee.update',
          subject: { type: 'employee', id: input.id },
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
      return toEmployee(updated);
    },

    async remove(actor: AuditActor, id: string): Promise<Employee> {
      await current(id);
      const removed = await deps.transaction(async (tx) => {
        const before = await repository.findEmployee(id, tx);
        if (!before || before.removedAt) throw notFound('Employee');
        await repository.removeEmployee(tx, id);
        await deps.accounts.revokeEmployee(tx, id);
        const after = (await repository.findEmployee(id, tx))!;
        await audit(tx, {
          actor,
          action: 'employee.remove',
          subject: { type: 'employee', id },
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
      deps.accounts.rolesChanged(id);
      return toEmployee(removed);
    },

    adminDetails(user: { id: string; name: string; email: string; roles: RoleFlags }) {
      return { ...user, permissions: [...STAFF_PERMISSIONS] };
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
