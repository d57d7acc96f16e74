import { Checkbox, Group, Skeleton, Stack } from '@mantine/core';
import { ErrorState } from '../../../../components/error-state.tsx';
import { toApiError } from '../../../../lib/api.ts';

type Choice = { slug: string; name: string };

/** The categories and occasions to choose from (the catalogue's vocabulary, loaded by the page). */
export type InterestOptions = {
  data?: { categories: Choice[]; occasions: Choice[] };
  error?: unknown;
  refetch: () => unknown;
};

type InterestsStepProps = {
  options: InterestOptions;
  categories: string[];
  occasions: string[];
  onCategories: (values: string[]) => void;
  onOccasions: (values: string[]) => void;
};

/** Step 3: what the shopper is looking for, so the shop can prepare. */
export function InterestsStep(props: InterestsStepProps) {
  const { data, error, refetch } = props.options;
  if (error) {
    return (
      <ErrorState
        title="We could not load the categories"
        error={toApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <Skeleton height={160} radius="md" />;
  return (
    <Stack gap="lg">
      <Checkbox.Group
        label="Categories"
        description="Choose at least one category or occasion"
        value={props.categories}
        onChange={props.onCategories}
      >
        <Group gap="md" mt="xs">
          {data.categories.map((category) => (
            <Checkbox key={category.slug} value={category.slug} label={category.name} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group label="Occasions" value={props.occasions} onChange={props.onOccasions}>
        <Group gap="md" mt="xs">
          {data.occasions.map((occasion) => (
            <Checkbox key={occasion.slug} value={occasion.slug} label={occasion.name} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
