import type { RoleFlags } from '@vitrine/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { createUsersRepository } from '../modules/users/index.ts';

let counter = 0;

/** A fresh, valid registration body; every call gets a new email. */
export function newAccount(
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  counter += 1;
  return {
    name: 'Asha Tester',
    email: `tester-${process.pid}-${Date.now()}-${counter}@example.test`,
    password: 'quiet-lantern-harbour-42',
    ...overrides,
  };
}

/** Registers through POST /api/v1/user/register and returns the body (user and bearer token). */
export async function registerAccount(
  app: FastifyInstance,
  account: { name: string; email: string; password: string } = newAccount(),
) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/user/register', payload: account });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return {
    ...account,
    ...(res.json() as { user: { id: string; name: string; email: string }; token: string }),
  };
}

/** POST /api/auth/sign-in/email, the response as it is. */
export function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: credentials,
    remoteAddress,
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The hash of a fixture password, made once per app: argon2 is the slow part of an account. */
const passwordHashes = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();

async function passwordHash(app: FastifyInstance, password: string): Promise<string> {
  let hashes = passwordHashes.get(app);
  if (!hashes) passwordHashes.set(app, (hashes = new Map()));
  let hash = hashes.get(password);
  if (!hash) {
    const context = await app.auth.$context;
    hash = context.password.hash(password);
    hashes.set(password, hash);
  }
  return hash;
}

/**
 * An account holding exactly `roles` (the others off), signed in: its bearer token and id. Made
 * as an administrator makes one (user, password `newAccount`'s, session, roles), not through
 * registration: no password rules, one argon2 hash per app, no welcome mail. Registration itself
 * is proven by users.routes.test.ts; a test about it uses `registerAccount`.
 */
export async function accountWithRoles(
  app: FastifyInstance,
  roles: Partial<RoleFlags>,
): Promise<{ token: string; userId: string }> {
  const { name, email, password } = newAccount();
  const context = await app.auth.$context;
  const user = await context.internalAdapter.createUser(
    { name, email, emailVerified: false },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await passwordHash(app, password),
  });
  const session = await context.internalAdapter.createSession(user.id);
  const none: RoleFlags = { customer: false, vendor: false, employee: false, admin: false };
  await createUsersRepository(app.database.db).setRoles(user.id, { ...none, ...roles });
  return { token: session.token, userId: user.id };
}
