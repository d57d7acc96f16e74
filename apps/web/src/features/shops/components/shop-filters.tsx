import { Checkbox, Stack } from '@mantine/core';
import type { ShopFacets } from '@vitrine/contracts/catalogue';
import type { FilterVocabulary } from '../api/get-filter-vocabulary.ts';
import type { FacetFilter, FlagFilter, ShopSearchState } from '../hooks/shop-search-state.ts';
import { bucketsFor } from '../utils/facets.ts';
import { FacetGroup } from './facet-group.tsx';
import classes from './shop-filters.module.css';

const facetTitles: Record<FacetFilter, string> = {
  categories: 'Category',
  subCategories: 'Sub-category',
  occasions: 'Occasion',
  genders: 'Who it is for',
  languages: 'Languages spoken',
  city: 'City',
};

const flagLabels: Record<FlagFilter, string> = {
  premium: 'Premium shops',
  verified: 'Verified shops',
  isStitcher: 'Takes stitching work',
};

type ShopFiltersProps = {
  state: ShopSearchState;
  facets: ShopFacets | undefined;
  vocabulary: FilterVocabulary | undefined;
  onToggle: (filter: FacetFilter, value: string) => void;
  onFlag: (flag: FlagFilter, on: boolean) => void;
};

/** Every filter of the shop search, each value with how many shops it would show. */
export function ShopFilters({ state, facets, vocabulary, onToggle, onFlag }: ShopFiltersProps) {
  return (
    <Stack gap={0}>
      <fieldset className={classes.group}>
        <legend className={classes.legend}>Shop</legend>
        <Stack gap={8}>
          {(Object.keys(flagLabels) as FlagFilter[]).map((flag) => (
            <Checkbox
              key={flag}
              label={flagLabels[flag]}
              checked={state[flag]}
              onChange={(event) => onFlag(flag, event.currentTarget.checked)}
              size="sm"
            />
          ))}
        </Stack>
      </fieldset>
      {(Object.keys(facetTitles) as FacetFilter[]).map((filter) => (
        <FacetGroup
          key={filter}
          title={facetTitles[filter]}
          buckets={bucketsFor(filter, facets, state[filter], vocabulary)}
          selected={state[filter]}
          onToggle={(value) => onToggle(filter, value)}
        />
      ))}
    </Stack>
  );
}
