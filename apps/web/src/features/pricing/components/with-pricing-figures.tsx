import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useGetPlatformPricingQuery } from '../api/get-platform-pricing.ts';
import { pricingFigures, type PricingFigures } from '../lib/pricing-figures.ts';

type WithPricingFiguresProps = {
  /** What the figures are for, said while they load and when they cannot be loaded. */
  what: string;
  /** Lines of placeholder while loading. */
  lines?: number;
  children: (figures: PricingFigures) => ReactNode;
};

/** Renders `children` with the server's figures: a placeholder while they load, a retry on failure. */
export function WithPricingFigures({ what, lines = 3, children }: WithPricingFiguresProps) {
  const pricing = useGetPlatformPricingQuery();
  const money = useMoneyFormat();
  if (pricing.data) return <>{children(pricingFigures(pricing.data, money))}</>;
  if (pricing.isError) {
    return (
      <ErrorState
        title={`We could not load ${what}`}
        error={toApiError(pricing.error)}
        onRetry={() => void pricing.refetch()}
        retrying={pricing.isFetching}
      />
    );
  }
  return (
    <Stack gap="xs" role="status" aria-label={`Loading ${what}`}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={14} width={index === lines - 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}
