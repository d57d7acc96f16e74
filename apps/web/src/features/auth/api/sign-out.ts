import { requestJson } from '../../../lib/http.ts';

/** POST /api/auth/sign-out: ends the session on the server (the token stops working). */
export async function signOutOnServer(token: string): Promise<void> {
  await requestJson('/api/auth/sign-out', { method: 'POST', token, body: {} });
}
