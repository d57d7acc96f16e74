import { Button } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';

type NoShopsMatchProps = {
  noun: [string, string];
  filterCount: number;
  searchKey: string;
  onClearFilters: () => void;
  onClearSearch: () => void;
};

/** Nothing matches the search: what to loosen, with a button for each. */
export function NoShopsMatch({
  noun,
  filterCount,
  searchKey,
  onClearFilters,
  onClearSearch,
}: NoShopsMatchProps) {
  return (
    <EmptyState
      icon={<IconBuildingStore size={24} />}
      title={`No ${noun[1]} match`}
      actions={
        <>
          {filterCount > 0 ? <Button onClick={onClearFilters}>Clear filters</Button> : null}
          {searchKey ? (
            <Button variant="default" onClick={onClearSearch}>
              Clear search
            </Button>
          ) : null}
        </>
      }
    >
      {filterCount > 0
        ? `Try removing a filter or two: fewer filters show more ${noun[1]}.`
        : 'Try another word, or check the spelling.'}
    </EmptyState>
  );
}
