import {
  genderLabels,
  type FacetBucket,
  type Gender,
  type ShopFacets,
} from '@vitrine/contracts/catalogue';
import type { FilterVocabulary } from '../api/get-filter-vocabulary.ts';
import type { FacetFilter } from '../hooks/shop-search-state.ts';

/**
 * One formatter for every count: `toLocaleString()` made one per call, about a millisecond each
 * on a slow phone, for every checkbox of every filter.
 */
const counts = new Intl.NumberFormat();

/** "Bridal (42)": a filter value with the number of shops it would show. */
export const facetLabel = (bucket: Pick<FacetBucket, 'label' | 'count'>) =>
  `${bucket.label} (${counts.format(bucket.count)})`;

/** Which facet of the response counts each filter (the URL's `city` is the `cities` facet). */
export const facetOf: Record<FacetFilter, keyof ShopFacets> = {
  categories: 'categories',
  subCategories: 'subCategories',
  occasions: 'occasions',
  genders: 'genders',
  languages: 'languages',
  city: 'cities',
};

/** The name to show for a filter value, from the vocabulary; the value itself if unknown. */
export function valueLabel(
  filter: FacetFilter,
  value: string,
  vocabulary: FilterVocabulary | undefined,
): string {
  switch (filter) {
    case 'categories':
      return vocabulary?.categories.find((c) => c.slug === value)?.name ?? value;
    case 'subCategories':
      return (
        vocabulary?.categories.flatMap((c) => c.subCategories).find((s) => s.slug === value)
          ?.name ?? value
      );
    case 'occasions':
      return vocabulary?.occasions.find((o) => o.slug === value)?.name ?? value;
    case 'languages':
      return vocabulary?.languages.find((l) => l.code === value)?.name ?? value;
    case 'genders':
      return genderLabels[value as Gender] ?? value;
    case 'city':
      return value;
  }
}

/**
 * The values to offer for one filter: the response's buckets (values some shop has under the
 * other filters), plus any chosen value no shop has now, with a count of 0, so it can still
 * be unticked.
 */
export function bucketsFor(
  filter: FacetFilter,
  facets: ShopFacets | undefined,
  selected: string[],
  vocabulary: FilterVocabulary | undefined,
): FacetBucket[] {
  const buckets = facets?.[facetOf[filter]] ?? [];
  const missing = selected
    .filter((value) => !buckets.some((bucket) => bucket.value === value))
    .map((value) => ({ value, label: valueLabel(filter, value, vocabulary), count: 0 }));
  return [...buckets, ...missing];
}
