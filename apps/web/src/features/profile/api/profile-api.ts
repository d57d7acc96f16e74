import { api } from '../../../lib/api.ts';

/**
 * The api slice with the `Profile` and `Session` tags: each read provides its tag, every change
 * invalidates it.
 */
export const profileApi = api.enhanceEndpoints({ addTagTypes: ['Profile', 'Session'] });
export const PROFILE_TAG = { type: 'Profile' as const, id: 'ME' };
export const SESSIONS_TAG = { type: 'Session' as const, id: 'LIST' };
