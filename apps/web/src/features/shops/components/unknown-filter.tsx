import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { ApiError } from '../../../lib/api-error.ts';

/** The filters as a person knows them, for messages about a link's bad filter. */
const filterNames: Record<string, string> = {
  searchKey: 'Search',
  categories: 'Category',
  subCategories: 'Sub-category',
  occasions: 'Occasion',
  genders: 'Who it is for',
  languages: 'Language',
  city: 'City',
  sort: 'Sort',
  page: 'Page',
};

/** A link whose filter the API does not know (a 400 naming the field): says which, and offers to clear the filters. */
export function UnknownFilter({
  error,
  onClearFilters,
}: {
  error: ApiError;
  onClearFilters: () => void;
}) {
  const issues = error.fieldIssues.map(
    (issue) => `${filterNames[issue.field] ?? issue.field}: ${issue.message}`,
  );
  return (
    <EmptyState
      icon={<IconAdjustmentsHorizontal size={24} />}
      title="This link has a filter we do not know"
      actions={<Button onClick={onClearFilters}>Clear filters</Button>}
    >
      {issues.join('. ') || error.message}
    </EmptyState>
  );
}
