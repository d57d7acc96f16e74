import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { CreditPlan } from '@vitrine/contracts/credits';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { ALL_PLANS, useGetCreditPlansQuery } from '../api/get-credit-plans.ts';
import { CreditPlanCard, type PlanAction } from './credit-plan-card.tsx';

type CreditPlanListProps = {
  /** The button of each plan. */
  actionFor: (plan: CreditPlan) => PlanAction;
  meetingCost: number;
  highlightPlanId?: string | null;
  /** Four across where the page is wide (pricing); two beside the account navigation. */
  layout?: 'wide' | 'narrow';
};

const grids = {
  wide: { base: 1, xs: 2, lg: 4 },
  narrow: { base: 1, xs: 2 },
} as const;

/** The plans on sale (GET /plans/credits), with loading, empty and error states. */
export function CreditPlanList({
  actionFor,
  meetingCost,
  highlightPlanId,
  layout = 'wide',
}: CreditPlanListProps) {
  const grid = grids[layout];
  const { data, error, isLoading, isFetching, refetch } = useGetCreditPlansQuery(ALL_PLANS);

  if (isLoading) {
    return (
      <SimpleGrid cols={grid} role="status" aria-label="Loading credit plans">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} h={300} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (error || !data) {
    return (
      <Alert color="red" variant="light" title="The credit plans could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{describeApiError(toApiError(error))}</Text>
          <Button size="xs" variant="default" onClick={() => void refetch()} loading={isFetching}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (data.items.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text fw={600}>No credit plans are on sale right now.</Text>
        <Text size="sm" c="dimmed">
          Please check back soon; the credits you already have keep working.
        </Text>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={grid}>
      {data.items.map((plan) => (
        <CreditPlanCard
          key={plan.id}
          plan={plan}
          action={actionFor(plan)}
          meetingCost={meetingCost}
          highlighted={plan.id === highlightPlanId}
        />
      ))}
    </SimpleGrid>
  );
}
