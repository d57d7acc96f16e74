import { Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation, useRevalidator } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { useGetStaffSelfQuery } from '../../../features/staff/api/get-staff-self.ts';
import { StaffShell } from '../../../features/staff/components/staff-shell.tsx';
import { TwoFactorConfirm } from '../../../features/staff/components/two-factor-confirm.tsx';
import { TwoFactorSetup } from '../../../features/staff/components/two-factor-setup.tsx';
import type { StaffContext } from '../../../features/staff/hooks/use-staff-self.ts';
import { toApiError } from '../../../lib/api.ts';
import { currentStaffItem, staffNavFor, type StaffNavItem } from './staff-nav.ts';

/**
 * The staff console (/staff/**). The loader lets in only employees and admins (anyone else gets
 * the not-found page); here the console learns who they are and which areas they hold (from the
 * staff-self query, which its pages read through the outlet context), asks for two-factor sign-in (its set-up, or a code for this session) when the server requires it,
 * and shows only the pages of their areas.
 */
export function StaffLayoutRoute({ nav }: { nav?: readonly StaffNavItem[] } = {}) {
  const { status, role } = useAuth();
  const revalidator = useRevalidator();
  const isStaff = status === 'signedIn' && (role?.admin === true || role?.employee === true);
  useEffect(() => {
    if (!isStaff) void revalidator.revalidate();
  }, [isStaff, revalidator]);
  if (!isStaff) return null;
  return <StaffConsole admin={role?.admin === true} nav={nav} />;
}

function StaffConsole({ admin, nav }: { admin: boolean; nav?: readonly StaffNavItem[] }) {
  const self = useGetStaffSelfQuery({ admin });
  const { pathname } = useLocation();

  if (self.error && !self.isFetching) {
    const error = toApiError(self.error);
    if (error.code === 'TWO_FACTOR_REQUIRED') {
      // On for the account already: only this session still has to pass it.
      const enrolled = (error.details as { twoFactorEnabled?: unknown } | undefined)
        ?.twoFactorEnabled;
      return enrolled === true ? <TwoFactorConfirm /> : <TwoFactorSetup />;
    }
    return (
      <>
        <PageHeader title="Staff console" description="The staff console could not be opened." />
        <ErrorState
          title="We could not load your staff account"
          error={error}
          onRetry={() => void self.refetch()}
          retrying={self.isFetching}
        />
      </>
    );
  }
  if (!self.data) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the staff console">
        <Skeleton h={36} w={240} />
        <Skeleton h={180} />
      </Stack>
    );
  }

  const links = staffNavFor(self.data, nav);
  const areas = self.data.isAdmin ? 'admin' : self.data.permissions.join(', ') || 'no areas yet';
  const context: StaffContext = { self: self.data };
  return (
    <StaffShell
      links={links}
      current={currentStaffItem(links, pathname)}
      who={`${self.data.name} · ${areas}`}
    >
      <Outlet context={context} />
    </StaffShell>
  );
}
