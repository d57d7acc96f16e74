import { Button, Select, Skeleton } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ShopSummary } from '@vitrine/contracts/catalogue';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { useShopChoice } from '../hooks/use-shop-choice.ts';

/**
 * Runs `children` for the shop the owner picked (a picker shows when they run several), with
 * the loading, failure and no-shop states in its place.
 */
export function ShopChoice({ children }: { children: (shop: ShopSummary) => ReactNode }) {
  const { shops, shop, choose, isLoading, error, refetch } = useShopChoice();
  if (error) {
    return (
      <ErrorState
        title="We could not load your shops"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isLoading) return <Skeleton height={36} width={280} aria-label="Loading your shops" />;
  if (!shop) {
    return (
      <EmptyState
        icon={<IconBuildingStore size={24} />}
        title="You do not run a shop yet"
        actions={
          <Button component={Link} to="/vendor">
            Open your shop
          </Button>
        }
      >
        Once your shop is approved, its products and offers are managed here.
      </EmptyState>
    );
  }
  return (
    <>
      {shops.length > 1 ? (
        <Select
          label="Shop"
          data={shops.map((s) => ({ value: s.id, label: s.name }))}
          value={shop.id}
          onChange={(id) => id && choose(id)}
          allowDeselect={false}
          maw={320}
          mb="md"
        />
      ) : null}
      {children(shop)}
    </>
  );
}
