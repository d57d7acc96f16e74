import { PageHeader } from '../../../components/page-header.tsx';
import { VocabularyManager } from '../../../features/staff-content/components/vocabulary-manager.tsx';

/** /staff/content/categories (staff, content): the vocabulary. */
export function StaffCategoriesRoute() {
  return (
    <>
      <PageHeader
        title="Categories, occasions and languages"
        description="The words shops are filed under and shoppers filter by. Changes show on the site at once; an entry in use cannot be deleted."
      />
      <VocabularyManager />
    </>
  );
}
