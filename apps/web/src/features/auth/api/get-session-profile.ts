import { requestJson } from '../../../lib/http.ts';
import type { AuthProfile } from '../state/auth-slice.ts';

type SessionAnswer = { user?: { name?: unknown; email?: unknown } } | null;

/**
 * better-auth's GET /api/auth/get-session, read only for the name and email the header shows
 * (the role call carries neither). Resolves null when the answer has no user.
 */
export async function getSessionProfile(token: string): Promise<AuthProfile | null> {
  const { data } = await requestJson<SessionAnswer>('/api/auth/get-session', { token });
  const name = data?.user?.name;
  const email = data?.user?.email;
  return typeof name === 'string' && typeof email === 'string' ? { name, email } : null;
}
