import { api } from '../../../lib/api.ts';

/** The api slice with the `Profile` tag: the profile read provides it, every change invalidates it. */
export const profileApi = api.enhanceEndpoints({ addTagTypes: ['Profile'] });
export const PROFILE_TAG = { type: 'Profile' as const, id: 'ME' };
