import {
  registerResultSchema,
  type RegisterInput,
  type RegisterResult,
} from '@vitrine/contracts/auth';
import { requestJson } from '../../../lib/http.ts';

/** POST /api/v1/user/register: creates the customer account and signs it in (201 with a token). */
export async function register(input: RegisterInput): Promise<RegisterResult> {
  const { data, headers } = await requestJson<unknown>('/api/v1/user/register', {
    method: 'POST',
    body: input,
  });
  const result = registerResultSchema.parse(data);
  return { ...result, token: headers.get('set-auth-token') ?? result.token };
}
