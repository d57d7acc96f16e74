import type { RoleFlags } from '@vitrine/contracts/auth';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/lib/app-error.ts';
import type { UsersRepository } from './users.repository.ts';
import { createUsersService, type AccountGateway } from './users.service.ts';

/** In-memory stand-ins: the service is rules only, so it runs without a database. */
function setup() {
  const signUps: string[] = [];
  const roles = new Map<string, RoleFlags>();
  const accounts: AccountGateway = {
    async signUp(input) {
      signUps.push(input.email);
      return { token: 'token-1', user: { id: 'user-1', name: input.name, email: input.email } };
    },
    async requestPasswordReset() {},
    isResetTokenValid: async (token) => token === 'live-token',
  };
  const usersRepository = {
    findById: async (id: string) => ({ id, name: 'Ravi', email: 'ravi@example.test' }),
    findRoles: async (id: string) => roles.get(id),
    becomeCustomer: async (id: string) => {
      const current = roles.get(id) ?? {
        customer: false,
        vendor: false,
        employee: false,
        admin: false,
      };
      roles.set(id, { ...current, customer: true });
      return !current.customer;
    },
  } as unknown as UsersRepository;
  const service = createUsersService({
    accounts,
    usersRepository,
    providers: { google: false, facebook: false },
    afterReply: (_what: string, work: () => Promise<unknown>) => void work(),
  });
  return { service, signUps, roles };
}

const client = { ip: '127.0.0.1', userAgent: undefined };

describe('users service', () => {
  it('refuses a common password before any account is created', async () => {
    const { service, signUps } = setup();
    const attempt = service.register(
      { name: 'A', email: 'a@example.test', password: 'sunshine1' },
      client,
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'password' }],
    });
    expect(signUps).toEqual([]);
  });

  it('makes a registered user a customer', async () => {
    const { service, roles } = setup();
    const result = await service.register(
      { name: 'A', email: 'a@example.test', password: 'quiet-lantern-harbour-42' },
      client,
    );
    expect(result.token).toBe('token-1');
    expect(roles.get('user-1')?.customer).toBe(true);
  });

  it('answers no roles at all for a user who has no role row yet', async () => {
    const { service } = setup();
    expect(await service.roles('social-user')).toEqual({
      _id: 'social-user',
      role: { customer: false, vendor: false, employee: false, admin: false },
    });
  });
});
