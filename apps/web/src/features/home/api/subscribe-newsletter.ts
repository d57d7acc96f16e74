import { subscribeResultSchema, type SubscribeInput } from '@vitrine/contracts/catalogue';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

export type SubscribeResult = z.infer<typeof subscribeResultSchema>;

const subscribeNewsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /public/subscribe: the server mails a confirmation link (double opt-in) and answers the
     * same whatever the address's state, so the form reveals nobody's subscription.
     */
    subscribeToNewsletter: build.mutation<SubscribeResult, SubscribeInput>({
      query: (body) => ({ url: '/v1/public/subscribe', method: 'POST', body }),
      ...checkedResponse(subscribeResultSchema),
    }),
  }),
});

export const { useSubscribeToNewsletterMutation } = subscribeNewsletterApi;
