import { api } from '../../../lib/api.ts';

/**
 * The chat feature's cache tags: `ChatGroups` (the list with unread counts and counters) and
 * `ChatMessages` (one per group). Realtime events patch or invalidate them (use-chat-live.ts).
 */
export const chatApi = api.enhanceEndpoints({ addTagTypes: ['ChatGroups', 'ChatMessages'] });
