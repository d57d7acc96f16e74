import { Button, Drawer, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { countOf } from '../../../lib/format-catalogue.ts';

type ShopFiltersDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** The filters, the same ones shown beside the results on wider screens. */
  children: ReactNode;
  filterCount: number;
  onClearFilters: () => void;
  /** The total of the last answer, for "Show 12 shops". */
  total: number | undefined;
  noun: [string, string];
};

/** The filters on a phone: a sheet from the bottom, closed with the number it will show. */
export function ShopFiltersDrawer({
  opened,
  onClose,
  children,
  filterCount,
  onClearFilters,
  total,
  noun,
}: ShopFiltersDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filters"
      position="bottom"
      size="90%"
      hiddenFrom="md"
    >
      <Stack gap="md" pb="md">
        {children}
        <Group grow>
          <Button variant="default" onClick={onClearFilters} disabled={filterCount === 0}>
            Clear filters
          </Button>
          <Button onClick={onClose}>
            {total !== undefined ? `Show ${countOf(total, noun[0], noun[1])}` : 'Show results'}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
