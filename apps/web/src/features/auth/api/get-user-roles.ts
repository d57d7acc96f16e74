import type { UserRoles } from '@vitrine/contracts/auth';
import { requestJson } from '../../../lib/http.ts';

/** The message a failed role fetch throws (callers swallow it and set no role). */
export const ROLE_FETCH_FAILED = 'Failed to login';

const isUserRoles = (value: unknown): value is UserRoles => {
  if (typeof value !== 'object' || value === null) return false;
  const { _id, role } = value as Record<string, unknown>;
  return typeof _id === 'string' && typeof role === 'object' && role !== null;
};

/**
 * GET /api/v1/userRoles with the bearer token. Any failure becomes Error('Failed to login'),
 * with the ApiError as its cause (a 401 there means the token is no longer valid). Checked by
 * hand, not with zod, because this runs before the first screen.
 */
export async function getUserRoles(token: string): Promise<UserRoles> {
  try {
    const { data } = await requestJson<unknown>('/api/v1/userRoles', { token });
    if (!isUserRoles(data)) throw new Error('Unexpected answer from /userRoles');
    const role = data.role as Record<string, unknown>;
    return {
      _id: data._id,
      role: {
        customer: role.customer === true,
        vendor: role.vendor === true,
        employee: role.employee === true,
        admin: role.admin === true,
      },
    };
  } catch (cause) {
    throw new Error(ROLE_FETCH_FAILED, { cause });
  }
}
