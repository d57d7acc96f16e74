import { api } from '../../../lib/api.ts';

/** The api slice with the `Referral` tag: the overview provides it, an invitation invalidates it. */
export const referralsApi = api.enhanceEndpoints({ addTagTypes: ['Referral'] });
export const REFERRALS_TAG = { type: 'Referral' as const, id: 'ME' };
