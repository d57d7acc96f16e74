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

/** Registers an account holding exactly `roles` (the others off): its bearer token and id. */
export async function accountWithRoles(
  app: FastifyInstance,
  roles: Partial<RoleFlags>,
): Promise<{ token: string; userId: string }> {
  const { token, user } = await registerAccount(app);
  const none: RoleFlags = { customer: false, vendor: false, employee: false, admin: false };
  await createUsersRepository(app.database.db).setRoles(user.id, { ...none, ...roles });
  return { token, userId: user.id };
}
