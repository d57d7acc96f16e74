import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListLoading } from '../../../components/list-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form.tsx';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { useGetUserCreditsQuery } from '../../../features/credits/api/get-user-credits.ts';
import { useGetProfileQuery } from '../../../features/profile/api/get-profile.ts';
import { CloseAccount } from '../../../features/profile/components/close-account.tsx';
import { CodeVerification } from '../../../features/profile/components/code-verification.tsx';
import { ProfileForm } from '../../../features/profile/components/profile-form.tsx';
import { SignedInSessions } from '../../../features/profile/components/signed-in-sessions.tsx';
import { NotificationPreferencesForm } from '../../../features/notifications/components/notification-preferences-form.tsx';
import { toApiError } from '../../../lib/api.ts';

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

export function SettingsRoute() {
  const { profile: session } = useAuth();
  const profile = useGetProfileQuery();
  const credits = useGetUserCreditsQuery({ page: 1, limit: 1 });
  const data = profile.data;

  return (
    <>
      <PageHeader title="Settings" description="Your sign-in details and account preferences." />
      <Stack gap="xl">
        {profile.isLoading ? (
          <ListLoading label="Loading your profile" rows={3} />
        ) : profile.isError || !data ? (
          <ErrorState
            title="We could not load your profile"
            error={toApiError(profile.error)}
            onRetry={profile.refetch}
            retrying={profile.isFetching}
          />
        ) : (
          <>
            <Section
              id="profile-heading"
              title="Profile"
              description="Your name, and how amounts and times are shown to you."
            >
              <ProfileForm key={data.id} profile={data} />
            </Section>
            <Section
              id="email-heading"
              title="Email"
              description={`You sign in as ${data.email}${data.emailVerified ? ' (verified)' : ' (not verified yet)'}. To change it, we send a code to the new address first.`}
            >
              <CodeVerification
                channel="email"
                label="Email address"
                initial={data.email}
                doneMessage="This address is now your verified email; sign in with it from now on."
              />
            </Section>
            <Section
              id="mobile-heading"
              title="Mobile number"
              description={
                data.mobile
                  ? `${data.mobile}${data.mobileVerified ? ' (verified)' : ''}.`
                  : 'Add a mobile number: we text it a code to verify it.'
              }
            >
              <CodeVerification
                channel="mobile"
                label="Mobile number"
                initial={data.mobile ?? ''}
                doneMessage="Your mobile number is verified."
              />
            </Section>
          </>
        )}
        <Section
          id="password-heading"
          title="Password"
          description={`${session ? `You sign in as ${session.email}. ` : ''}Confirm your current password to choose a new one.`}
        >
          <ChangePasswordForm />
        </Section>
        <Section
          id="sessions-heading"
          title="Where you are signed in"
          description="Each browser or app you signed in with. Signing the others out ends them at once, live connections too."
        >
          <SignedInSessions timeZone={data?.timeZone ?? undefined} />
        </Section>
        <Section
          id="notifications-heading"
          title="Notifications"
          description="A sound in the app, push notifications on this browser, and what reaches you by push and mail."
        >
          <NotificationPreferencesForm />
        </Section>
        <Section
          id="close-heading"
          title="Close your account"
          description="Download your data, then close the account. This cannot be undone."
        >
          <CloseAccount creditBalance={credits.data?.balance} />
        </Section>
      </Stack>
    </>
  );
}
