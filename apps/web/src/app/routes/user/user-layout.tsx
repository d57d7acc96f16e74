import { Box, Group } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useRevalidator } from 'react-router';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { AccountSideNav } from '../../../features/layout/components/account-side-nav.tsx';

/**
 * The customer area: side navigation beside the page. The route's loader guards entry; if the
 * session ends while a page is open (expired token), re-running the loaders applies the guard
 * again. After signing out the router has already left, so nothing is re-checked here.
 */
export function UserLayoutRoute() {
  const { isCustomer } = useAuth();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!isCustomer) void revalidator.revalidate();
  }, [isCustomer, revalidator]);

  if (!isCustomer) return null;
  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Box w={220} visibleFrom="sm" style={{ flexShrink: 0, alignSelf: 'stretch' }}>
        <AccountSideNav />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Group>
  );
}
