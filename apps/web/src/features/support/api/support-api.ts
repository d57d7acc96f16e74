import { api } from '../../../lib/api.ts';

/** The support feature's cache tag: `Support` (my requests and each one's thread). */
export const supportApi = api.enhanceEndpoints({ addTagTypes: ['Support'] });
