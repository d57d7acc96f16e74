import { Box, Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAuth, useAuthDispatch } from '../../../features/auth/hooks/use-auth.ts';
import { signOut } from '../../../features/auth/state/session-thunks.ts';
import { SiteFooter } from '../../../features/layout/components/site-footer.tsx';
import {
  SiteHeader,
  type HeaderAccount,
} from '../../../features/layout/components/site-header.tsx';
import { accountMenuItems } from '../../../features/layout/components/navigation.ts';
import { isCustomerOnlyPath } from '../../require-customer.ts';

// Signed-in only: the chat badge, the bell and their live updates load after sign-in.
const HeaderIndicators = lazy(() =>
  import('../user/header-indicators.tsx').then((m) => ({ default: m.HeaderIndicators })),
);

/** The public layout around every page: header with navigation and account, main, footer. */
export function SiteLayoutRoute() {
  const { status, profile, role } = useAuth();
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const account: HeaderAccount =
    status === 'signedIn'
      ? { displayName: profile?.name ?? 'Your account', items: accountMenuItems(role) }
      : null;
  const onSignOut = async () => {
    // Leave a customer-only page first, or its guard would send the person to sign in again.
    if (isCustomerOnlyPath(pathname)) await navigate('/', { replace: true });
    await dispatch(signOut());
  };

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <SiteHeader
        account={account}
        onSignOut={() => void onSignOut()}
        indicators={
          account && (
            <Suspense>
              <HeaderIndicators />
            </Suspense>
          )
        }
      />
      <Container component="main" id="main-content" size="lg" py="xl" w="100%" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <SiteFooter />
    </Box>
  );
}
