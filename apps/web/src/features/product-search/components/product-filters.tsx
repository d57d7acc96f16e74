import '@mantine/core/styles/NumberInput.layer.css';
import { Button, Checkbox, Group, NumberInput, Stack, Text, UnstyledButton } from '@mantine/core';
import type { FacetBucket } from '@vitrine/contracts/catalogue';
import type { ProductFacets } from '@vitrine/contracts/product-search';
import { useEffect, useId, useState } from 'react';
import type {
  ProductFacetFilter,
  ProductFlagFilter,
  ProductSearchState,
} from '../hooks/product-search-state.ts';
import classes from './product-filters.module.css';

const counts = new Intl.NumberFormat();
const facetLabel = (bucket: Pick<FacetBucket, 'label' | 'count'>) =>
  `${bucket.label} (${counts.format(bucket.count)})`;

const FACET_TITLES: Record<ProductFacetFilter, string> = {
  categories: 'Category',
  subCategories: 'Type',
  occasions: 'Occasion',
  genders: 'For',
  sizes: 'Size',
  colours: 'Colour',
  shops: 'Shop',
};

function FacetGroup(props: {
  title: string;
  buckets: FacetBucket[];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  const { title, buckets, selected, onToggle } = props;
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  // A chosen value the answer no longer counts still shows, so it can be unticked.
  const all = [
    ...selected
      .filter((value) => !buckets.some((b) => b.value === value))
      .map((value) => ({ value, label: value, count: 0 })),
    ...buckets,
  ];
  if (all.length === 0) return null;
  const ordered = [
    ...all.filter((b) => selected.includes(b.value)),
    ...all.filter((b) => !selected.includes(b.value)),
  ];
  const foldable = ordered.length > 7;
  const shown = foldable && !expanded ? ordered.slice(0, Math.max(6, selected.length)) : ordered;
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{title}</legend>
      <Stack gap={8} id={listId}>
        {shown.map((bucket) => (
          <Checkbox
            key={bucket.value}
            label={facetLabel(bucket)}
            checked={selected.includes(bucket.value)}
            onChange={() => onToggle(bucket.value)}
            size="sm"
          />
        ))}
      </Stack>
      {foldable ? (
        <UnstyledButton
          className={classes.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          <Text span size="sm" fw={500}>
            {expanded ? 'Show fewer' : `Show all ${ordered.length}`}
          </Text>
        </UnstyledButton>
      ) : null}
    </fieldset>
  );
}

/** Rupees typed by a person → paise for the API; blank means no bound. */
const toMinor = (value: string | number) =>
  value === '' || value === undefined ? undefined : Math.round(Number(value) * 100);
const toMajor = (value: number | undefined) => (value === undefined ? '' : value / 100);

function PriceRange(props: {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  span: { minMinor: number; maxMinor: number } | null | undefined;
  onApply: (range: { minPrice: number | undefined; maxPrice: number | undefined }) => void;
}) {
  const { minPrice, maxPrice, span, onApply } = props;
  const [low, setLow] = useState<string | number>(toMajor(minPrice));
  const [high, setHigh] = useState<string | number>(toMajor(maxPrice));
  useEffect(() => setLow(toMajor(minPrice)), [minPrice]);
  useEffect(() => setHigh(toMajor(maxPrice)), [maxPrice]);
  const lowMinor = toMinor(low);
  const highMinor = toMinor(high);
  const inverted = lowMinor !== undefined && highMinor !== undefined && lowMinor > highMinor;
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>Price (₹)</legend>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!inverted) onApply({ minPrice: lowMinor, maxPrice: highMinor });
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NumberInput
            label="From"
            size="xs"
            min={0}
            allowNegative={false}
            decimalScale={2}
            value={low}
            onChange={setLow}
            placeholder={span ? String(Math.floor(span.minMinor / 100)) : undefined}
          />
          <NumberInput
            label="To"
            size="xs"
            min={0}
            allowNegative={false}
            decimalScale={2}
            value={high}
            onChange={setHigh}
            placeholder={span ? String(Math.ceil(span.maxMinor / 100)) : undefined}
            error={inverted ? 'Below "From"' : undefined}
          />
          <Button type="submit" size="xs" variant="default" disabled={inverted}>
            Apply
          </Button>
        </Group>
      </form>
    </fieldset>
  );
}

type ProductFiltersProps = {
  state: ProductSearchState;
  facets: ProductFacets | undefined;
  priceSpan: { minMinor: number; maxMinor: number } | null | undefined;
  onToggle: (filter: ProductFacetFilter, value: string) => void;
  onFlag: (flag: ProductFlagFilter, on: boolean) => void;
  onPrice: (range: { minPrice: number | undefined; maxPrice: number | undefined }) => void;
};

/** Every filter of the product search with the number of products each value would show. */
export function ProductFilters({
  state,
  facets,
  priceSpan,
  onToggle,
  onFlag,
  onPrice,
}: ProductFiltersProps) {
  const groups: ProductFacetFilter[] = [
    'categories',
    'subCategories',
    'occasions',
    'genders',
    'sizes',
    'colours',
    'shops',
  ];
  return (
    <Stack gap={0}>
      <fieldset className={classes.group}>
        <legend className={classes.legend}>Show</legend>
        <Stack gap={8}>
          <Checkbox
            size="sm"
            label={facets ? `In stock only (${counts.format(facets.inStock)})` : 'In stock only'}
            checked={state.inStock}
            onChange={(event) => onFlag('inStock', event.currentTarget.checked)}
          />
          <Checkbox
            size="sm"
            label="Premium picks"
            checked={state.premium}
            onChange={(event) => onFlag('premium', event.currentTarget.checked)}
          />
        </Stack>
      </fieldset>
      <PriceRange
        minPrice={state.minPrice}
        maxPrice={state.maxPrice}
        span={priceSpan}
        onApply={onPrice}
      />
      {groups.map((filter) => (
        <FacetGroup
          key={filter}
          title={FACET_TITLES[filter]}
          buckets={facets?.[filter] ?? []}
          selected={state[filter]}
          onToggle={(value) => onToggle(filter, value)}
        />
      ))}
    </Stack>
  );
}
