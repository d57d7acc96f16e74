import { Box, Burger, Drawer, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetMyShopsQuery } from '../api/get-my-shops.ts';
import type { ConsoleContext } from '../hooks/use-console-shop.ts';
import { readSelectedShop, writeSelectedShop } from '../hooks/selected-shop.ts';
import { ConsoleNav } from './console-nav.tsx';
import { ShopSwitcher } from './shop-switcher.tsx';

/**
 * The shop console around every /vendor/* page of a signed-in owner: the shop switcher, the
 * console's navigation (a side column on wide screens, a drawer behind a menu button on phones)
 * and the page, which reads the chosen shop with `useConsoleShop()`.
 */
export function ConsoleLayout() {
  const myShops = useGetMyShopsQuery();
  const [chosen, setChosen] = useState(readSelectedShop);
  const [drawerOpen, drawer] = useDisclosure(false);

  const frame = (content: React.ReactNode) => (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Box w={220} visibleFrom="sm" style={{ flexShrink: 0 }}>
        <ConsoleNav />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>{content}</Box>
    </Group>
  );

  if (myShops.isLoading) {
    return frame(
      <Stack gap="md" aria-busy="true" aria-label="Loading your shop">
        <Skeleton h={36} w={240} />
        <Skeleton h={180} />
      </Stack>,
    );
  }
  if (myShops.isError || !myShops.data) {
    return frame(
      <>
        <PageHeader title="Shop console" description="Your shop's console could not be opened." />
        <ErrorState
          title="We could not load your shops"
          error={toApiError(myShops.error)}
          onRetry={() => void myShops.refetch()}
          retrying={myShops.isFetching}
        />
      </>,
    );
  }
  const shops = myShops.data.items;
  if (shops.length === 0) {
    return (
      <>
        <PageHeader
          title="Shop console"
          description="Where shop owners on Vitrine edit their shop, set meeting hours and see their customers."
        />
        <EmptyState
          icon={<IconBuildingStore size={24} />}
          title="You do not run a shop yet"
          actions={<LinkButton to="/vendor/apply">Open your shop</LinkButton>}
        >
          Once your shop application is approved, its console opens here: profile, photos, products,
          offers, meeting hours and customers.
        </EmptyState>
      </>
    );
  }

  const shop = shops.find((s) => s.id === chosen) ?? shops[0]!;
  const context: ConsoleContext = {
    shop,
    shops,
    selectShop: (id) => {
      writeSelectedShop(id);
      setChosen(id);
    },
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Box style={{ minWidth: 0, flex: 1 }}>
            <ShopSwitcher shops={shops} shopId={shop.id} onChange={context.selectShop} />
          </Box>
          <Burger
            hiddenFrom="sm"
            opened={drawerOpen}
            onClick={drawer.toggle}
            aria-label={drawerOpen ? 'Close the console menu' : 'Open the console menu'}
            aria-expanded={drawerOpen}
          />
        </Group>
      </Paper>
      <Drawer opened={drawerOpen} onClose={drawer.close} title="Shop console" size="xs">
        <ConsoleNav onNavigate={drawer.close} />
      </Drawer>
      {frame(<Outlet context={context} />)}
    </Stack>
  );
}
