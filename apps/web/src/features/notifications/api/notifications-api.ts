import { api } from '../../../lib/api.ts';

/** The notification centre's one tag: the list and its counts per kind. */
export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notifications'] });
