import type { ForgotPasswordInput } from '@vitrine/contracts/auth';
import { requestJson } from '../../../lib/http.ts';

/** POST /api/v1/user/forgot-password: always 202, whether or not the account exists. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await requestJson('/api/v1/user/forgot-password', { method: 'POST', body: input });
}
