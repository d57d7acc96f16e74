import { Paper, Stack, Text, Title } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form.tsx';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';

export function SettingsRoute() {
  const { profile } = useAuth();
  return (
    <>
      <PageHeader title="Settings" description="Your sign-in details and account preferences." />
      <Stack gap="xl">
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="password-heading">
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={2} size="h3" id="password-heading">
                Password
              </Title>
              <Text c="dimmed" size="sm">
                {profile ? `You sign in as ${profile.email}. ` : ''}Confirm your current password to
                choose a new one.
              </Text>
            </Stack>
            <ChangePasswordForm />
          </Stack>
        </Paper>
        <ComingSoon
          title="Profile and preferences"
          summary="The rest of your account settings will be here."
          features={[
            'Edit your name, and verify your email and mobile number',
            'Choose the currency prices are shown in',
            'Turn notifications on or off',
          ]}
        />
      </Stack>
    </>
  );
}
