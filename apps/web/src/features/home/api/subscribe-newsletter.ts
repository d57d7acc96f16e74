import type { SubscribeInput, subscribeResultSchema } from '@vitrine/contracts/catalogue';
import type { z } from 'zod';
import { requestJson } from '../../../lib/http.ts';

export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

/**
 * POST /public/subscribe: the server mails a confirmation link (double opt-in) and answers the
 * same whatever the address's state, so the form reveals nobody's subscription.
 */
export async function subscribeToNewsletter(input: SubscribeInput): Promise<SubscribeResult> {
  const { data } = await requestJson<SubscribeResult>('/api/v1/public/subscribe', {
    method: 'POST',
    body: input,
  });
  return data;
}
