import { z } from 'zod';

/**
 * Password rules shared by the web form and the server. The server also refuses the most
 * common passwords (a 50k-word list the web does not download).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('must be a valid email address'));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** POST /api/v1/user/register */
export const registerInputSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const authUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** 201 from register: the new user and a bearer token (already signed in). */
export const registerResultSchema = z.object({
  user: authUserSchema,
  token: z.string(),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** 200 from POST /api/v1/user/register-sso (idempotent, after a social sign-in). */
export const registerSsoResultSchema = z.object({ user: authUserSchema });
export type RegisterSsoResult = z.infer<typeof registerSsoResultSchema>;

/** POST /api/v1/user/forgot-password; always 202 with the same body. */
export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;
export const forgotPasswordResultSchema = z.object({ message: z.string() });
export type ForgotPasswordResult = z.infer<typeof forgotPasswordResultSchema>;

/** A reset link's token, checked when the reset page opens (POST, so it stays out of access logs). */
export const resetTokenCheckInputSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type ResetTokenCheckInput = z.infer<typeof resetTokenCheckInputSchema>;
/** `valid` is false once the link was used, has expired or never existed; nothing is consumed. */
export const resetTokenCheckResultSchema = z.object({ valid: z.boolean() });
export type ResetTokenCheckResult = z.infer<typeof resetTokenCheckResultSchema>;

export const roleFlagsSchema = z.object({
  customer: z.boolean(),
  vendor: z.boolean(),
  employee: z.boolean(),
  admin: z.boolean(),
});
export type RoleFlags = z.infer<typeof roleFlagsSchema>;

/** GET /api/v1/userRoles (clients read `role` and `_id`). */
export const userRolesSchema = z.object({
  _id: z.string(),
  role: roleFlagsSchema,
});
export type UserRoles = z.infer<typeof userRolesSchema>;

/** GET /api/v1/auth/providers: which social sign-in buttons to show. */
export const authProvidersSchema = z.object({
  google: z.boolean(),
  facebook: z.boolean(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** better-auth's POST /api/auth/sign-in/email answer (the part clients rely on). */
export const signInResultSchema = z.object({
  token: z.string(),
  user: authUserSchema.loose(),
});
export type SignInResult = z.infer<typeof signInResultSchema>;
