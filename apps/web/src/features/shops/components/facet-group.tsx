import { Checkbox, Stack, Text, UnstyledButton } from '@mantine/core';
import type { FacetBucket } from '@vitrine/contracts/catalogue';
import { useId, useState } from 'react';
import { facetLabel } from '../utils/facets.ts';
import classes from './shop-filters.module.css';

type FacetGroupProps = {
  title: string;
  buckets: FacetBucket[];
  selected: string[];
  onToggle: (value: string) => void;
  /** How many values show before "Show all". */
  initiallyShown?: number;
};

/** One filter as a labelled group of checkboxes, "Bridal (42)", chosen ones first. */
export function FacetGroup({
  title,
  buckets,
  selected,
  onToggle,
  initiallyShown = 6,
}: FacetGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (buckets.length === 0) return null;
  // Chosen values stay visible even when the list is folded.
  const ordered = [
    ...buckets.filter((b) => selected.includes(b.value)),
    ...buckets.filter((b) => !selected.includes(b.value)),
  ];
  const foldable = ordered.length > initiallyShown + 1;
  const shown =
    foldable && !expanded ? ordered.slice(0, Math.max(initiallyShown, selected.length)) : ordered;

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
