import { Box, Button, Group, NativeSelect } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import type { ShopSort } from '@vitrine/contracts/catalogue';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { SearchField } from '../../../components/search-field.tsx';

type ShopSearchBarProps = {
  searchKey: string;
  sort: ShopSort;
  filterCount: number;
  searchLabel: string;
  searchPlaceholder: string;
  onSearch: (searchKey: string, options: { typing: boolean }) => void;
  onSort: (sort: ShopSort) => void;
  /** Opens the filters on a phone (beside the results on wider screens). */
  onOpenFilters: () => void;
};

/** What the search asks for: the words, the order, and (on a phone) the way to the filters. */
export function ShopSearchBar({
  searchKey,
  sort,
  filterCount,
  searchLabel,
  searchPlaceholder,
  onSearch,
  onSort,
  onOpenFilters,
}: ShopSearchBarProps) {
  const sortOptions: { value: ShopSort; label: string }[] = [
    { value: 'relevance', label: searchKey ? 'Best match' : 'Recommended' },
    { value: 'rating', label: 'Highest rated' },
    { value: 'newest', label: 'Newest' },
    { value: 'price', label: 'Price: low to high' },
  ];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Box style={{ flex: '1 1 260px' }}>
        <SearchField
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={searchKey}
          onSearch={onSearch}
        />
      </Box>
      <NativeSelect
        label="Sort by"
        value={sort}
        data={sortOptions}
        onChange={(event) => onSort(event.currentTarget.value as ShopSort)}
        w={{ base: 'calc(50% - 6px)', sm: 190 }}
      />
      <Button
        hiddenFrom="md"
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
        onClick={onOpenFilters}
        w={{ base: 'calc(50% - 6px)', sm: 'auto' }}
      >
        {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
      </Button>
    </Group>
  );
}
