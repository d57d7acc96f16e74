import type { RoleFlags } from '@vitrine/contracts/auth';
import { createUsersRepository, type BetterAuth } from '../modules/users/index.ts';
import type { Database } from '../platform/db/client.ts';
import { employee } from '../platform/db/schema/staff.ts';

/** Every demo account signs in with this password (the README's demo logins). */
export const DEMO_PASSWORD = 'vitrine-demo-2026';

const none: RoleFlags = { customer: false, vendor: false, employee: false, admin: false };

export const demoAccounts: { email: string; name: string; roles: RoleFlags }[] = [
  { email: 'demo@vitrine.local', name: 'Asha Demo', roles: { ...none, customer: true } },
  { email: 'vendor@vitrine.local', name: 'Vikram Vendor', roles: { ...none, vendor: true } },
  { email: 'employee@vitrine.local', name: 'Esha Employee', roles: { ...none, employee: true } },
  { email: 'admin@vitrine.local', name: 'Arjun Admin', roles: { ...none, admin: true } },
  // Has a shop application waiting for review (shop-application.ts), for the admin's page.
  { email: 'applicant@vitrine.local', name: 'Anita Applicant', roles: { ...none, customer: true } },
];

/** Demo accounts that only make sense beside demo staff (the applicant waits for an admin). */
const DEMO_ONLY = new Set(['applicant@vitrine.local']);

/** Accounts whose published password must never open a production deployment. */
/** The staff areas of the demo employee (`employee@vitrine.local`). */
export const DEMO_EMPLOYEE_AREAS = ['shops', 'support'] as const;

const isPrivileged = (roles: RoleFlags) => roles.employee || roles.admin;

/** The demo accounts a deployment gets: in production, never staff or an administrator. */
export const demoAccountsFor = (production: boolean) =>
  production
    ? demoAccounts.filter(
        (account) => !isPrivileged(account.roles) && !DEMO_ONLY.has(account.email),
      )
    : demoAccounts;

/**
 * Adds the demo accounts that are missing (with a password and their role); an account that
 * is already there is left as it is, so running this again changes nothing. In production the
 * staff and admin accounts are not created (`npm run admin:create` makes a real administrator).
 */
export async function seedDemoData(deps: {
  auth: BetterAuth;
  db: Database;
  production: boolean;
}): Promise<{ created: string[] }> {
  const context = await deps.auth.$context;
  const usersRepository = createUsersRepository(deps.db);
  const created: string[] = [];
  for (const account of demoAccountsFor(deps.production)) {
    const existing = await usersRepository.findByEmail(account.email);
    if (existing) {
      if (!(await usersRepository.findRoles(existing.id))) {
        await usersRepository.setRoles(existing.id, account.roles);
      }
      continue;
    }
    let user;
    try {
      user = await context.internalAdapter.createUser(
        { email: account.email, name: account.name, emailVerified: true },
        { method: 'admin' },
      );
    } catch (error) {
      // Another instance seeding the same PostgreSQL at the same moment got there first.
      if (await usersRepository.findByEmail(account.email)) continue;
      throw error;
    }
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await context.password.hash(DEMO_PASSWORD),
    });
    await usersRepository.setRoles(user.id, account.roles);
    if (account.roles.employee) {
      // The demo employee works the shop applications and the support desk (not credits), so
      // the staff console shows an employee's narrower navigation.
      await deps.db
        .insert(employee)
        .values({ userId: user.id, permissions: [...DEMO_EMPLOYEE_AREAS] })
        .onConflictDoNothing();
    }
    created.push(account.email);
  }
  return { created };
}
