import { randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db/client.ts';
import type { BetterAuth } from './better-auth.ts';
import { createUsersRepository } from './users.repository.ts';

/** How long the set-password link of a new administrator works. */
export const ADMIN_LINK_TTL_SECONDS = 60 * 60;

export type CreatedAdmin = {
  userId: string;
  /** False when the account existed and was made an administrator. */
  created: boolean;
  /** The web app's reset-password page with a one-time token; the only way to set the password. */
  link: string;
  expiresAt: Date;
};

/**
 * Makes `email` an administrator (creating the account, without any password, if it does not
 * exist) and returns a one-time link to choose the password. The token is better-auth's own
 * reset-password verification, so the web app's reset page sets the password, the token is
 * spent on first use and it expires like a mailed reset link.
 */
export async function createAdmin(deps: {
  auth: BetterAuth;
  db: Database;
  publicUrl: string;
  email: string;
  name?: string;
  now?: Date;
}): Promise<CreatedAdmin> {
  const email = deps.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`"${deps.email}" is not an email address.`);
  }
  const context = await deps.auth.$context;
  const users = createUsersRepository(deps.db);
  let user = await users.findByEmail(email);
  const created = !user;
  if (!user) {
    user = await context.internalAdapter.createUser(
      { email, name: deps.name?.trim() || 'Administrator', emailVerified: true },
      { method: 'admin' },
    );
  }
  const roles = (await users.findRoles(user.id)) ?? {
    customer: false,
    vendor: false,
    employee: false,
  };
  await users.setRoles(user.id, { ...roles, admin: true });

  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date((deps.now ?? new Date()).getTime() + ADMIN_LINK_TTL_SECONDS * 1000);
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt,
  });
  return {
    userId: user.id,
    created,
    link: `${deps.publicUrl}/auth/reset-password?token=${token}`,
    expiresAt,
  };
}
