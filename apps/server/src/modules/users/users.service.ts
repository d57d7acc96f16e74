import type {
  AuthProviders,
  ForgotPasswordInput,
  RegisterInput,
  RegisterResult,
  UserRoles,
} from '@vitrine/contracts/auth';
import { notFound, validationFailed } from '../../platform/lib/app-error.ts';
import { accountWords, passwordProblem } from './password-policy.ts';
import type { UserSummary, UsersRepository } from './users.repository.ts';

/** Who is asking: recorded on the session better-auth creates. */
export type ClientInfo = { ip: string; userAgent: string | undefined };

/** What the service needs from the identity provider (better-auth), errors already ours. */
export type AccountGateway = {
  signUp: (
    input: RegisterInput,
    client: ClientInfo,
  ) => Promise<{ token: string; user: UserSummary }>;
  requestPasswordReset: (email: string) => Promise<void>;
  /** Whether a reset token would still be accepted; it is not consumed. */
  isResetTokenValid: (token: string) => Promise<boolean>;
};

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent a link to reset its password.';

const noRoles = { customer: false, vendor: false, employee: false, admin: false };

export function createUsersService(deps: {
  accounts: AccountGateway;
  usersRepository: UsersRepository;
  providers: AuthProviders;
  /** Runs work after the reply is sent (app.afterReply.run). */
  afterReply: (what: string, work: () => Promise<unknown>) => void;
}) {
  const { accounts, usersRepository } = deps;
  return {
    /** A new customer account, signed in: better-auth creates user and session, we add the role. */
    async register(input: RegisterInput, client: ClientInfo): Promise<RegisterResult> {
      const problem = passwordProblem(input.password, accountWords(input));
      if (problem) throw validationFailed('password', problem);
      const { token, user } = await accounts.signUp(input, client);
      await usersRepository.becomeCustomer(user.id, 'email');
      return { user: { id: user.id, name: user.name, email: user.email }, token };
    },

    /** After a social sign-in: the signed-in user becomes a customer (again and again, harmlessly). */
    async registerSso(userId: string): Promise<{ user: UserSummary }> {
      const user = await usersRepository.findById(userId);
      if (!user) throw notFound('User');
      await usersRepository.becomeCustomer(userId, 'social');
      return { user };
    },

    /**
     * The shape clients read (`_id`, `role`); a user without a role row (e.g. social sign-in before
     * register-sso) has none.
     */
    async roles(userId: string): Promise<UserRoles> {
      const roles = await usersRepository.findRoles(userId);
      return { _id: userId, role: roles ?? noRoles };
    },

    /**
     * Same answer, in the same time, whether or not the account exists: the lookup, the token
     * and the mail happen after the reply has gone.
     */
    async forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
      deps.afterReply('forgot-password', () => accounts.requestPasswordReset(input.email));
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    /** Lets the reset page say at once that its link was used or has expired. */
    async checkResetToken(token: string): Promise<{ valid: boolean }> {
      return { valid: await accounts.isResetTokenValid(token) };
    },

    providers: (): AuthProviders => deps.providers,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
