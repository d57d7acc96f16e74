import { api } from '../../../lib/api.ts';

/**
 * The api slice with the staff console's content and shop tags: each list provides its tag and
 * each change invalidates it, so a list shows the change without a reload.
 */
export const staffContentApi = api.enhanceEndpoints({
  addTagTypes: ['StaffTaxonomy', 'StaffBanner', 'StaffPlan', 'StaffOffer', 'StaffShop'],
});

/** The three vocabularies, by their path under /admin. */
export type VocabularyKind = 'categories' | 'occasions' | 'languages';
