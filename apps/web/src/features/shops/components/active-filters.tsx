import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { FilterVocabulary } from '../api/get-filter-vocabulary.ts';
import {
  FACET_FILTERS,
  FLAG_FILTERS,
  type FacetFilter,
  type FlagFilter,
  type ShopSearchState,
} from '../hooks/shop-search-state.ts';
import { valueLabel } from '../utils/facets.ts';

const flagChips: Record<FlagFilter, string> = {
  premium: 'Premium',
  verified: 'Verified',
  isStitcher: 'Takes stitching work',
};

type ActiveFiltersProps = {
  state: ShopSearchState;
  vocabulary: FilterVocabulary | undefined;
  onRemoveValue: (filter: FacetFilter, value: string) => void;
  onRemoveFlag: (flag: FlagFilter) => void;
  onClear: () => void;
};

/** The filters in effect as removable chips, with "Clear filters"; nothing when none are on. */
export function ActiveFilters({
  state,
  vocabulary,
  onRemoveValue,
  onRemoveFlag,
  onClear,
}: ActiveFiltersProps) {
  const chips = [
    ...FLAG_FILTERS.filter((flag) => state[flag]).map((flag) => ({
      key: flag,
      label: flagChips[flag],
      remove: () => onRemoveFlag(flag),
    })),
    ...FACET_FILTERS.flatMap((filter) =>
      state[filter].map((value) => ({
        key: `${filter}:${value}`,
        label: valueLabel(filter, value, vocabulary),
        remove: () => onRemoveValue(filter, value),
      })),
    ),
  ];
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Filters in use" role="group">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="compact-sm"
          variant="light"
          radius="xl"
          rightSection={<IconX size={14} aria-hidden="true" />}
          aria-label={`Remove filter: ${chip.label}`}
          onClick={chip.remove}
        >
          {chip.label}
        </Button>
      ))}
      <Button size="compact-sm" variant="subtle" onClick={onClear}>
        Clear filters
      </Button>
    </Group>
  );
}
