import { Checkbox, Group, Skeleton, Stack } from '@mantine/core';
import { ErrorState } from '../../../../components/error-state.tsx';
import { toApiError } from '../../../../lib/api.ts';
import { useGetFilterVocabularyQuery } from '../../../shops/api/get-filter-vocabulary.ts';

type InterestsStepProps = {
  categories: string[];
  occasions: string[];
  onCategories: (values: string[]) => void;
  onOccasions: (values: string[]) => void;
};

/** Step 3: what the shopper is looking for, so the shop can prepare. */
export function InterestsStep(props: InterestsStepProps) {
  const { data, error, isLoading, refetch } = useGetFilterVocabularyQuery();
  if (error) {
    return (
      <ErrorState
        title="We could not load the categories"
        error={toApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isLoading || !data) return <Skeleton height={160} radius="md" />;
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
