import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListLoading } from '../../../components/list-state.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useListSessionsQuery } from '../api/list-sessions.ts';
import { useSignOutOtherSessionsMutation } from '../api/sign-out-other-sessions.ts';
import { describeDevice } from './describe-device.ts';

/** Where the account is signed in, this device first, and "sign out the others". */
export function SignedInSessions({ timeZone }: { timeZone?: string }) {
  const sessions = useListSessionsQuery();
  // feedback: "The other devices are signed out." (status) under the list, or why not (alert)
  const [signOutOthers, signingOut] = useSignOutOtherSessionsMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  if (sessions.isLoading) return <ListLoading label="Loading your sessions" rows={2} />;
  if (sessions.isError || !sessions.data) {
    return (
      <ErrorState
        title="We could not load your sessions"
        error={toApiError(sessions.error)}
        onRetry={sessions.refetch}
        retrying={sessions.isFetching}
      />
    );
  }
  const items = sessions.data.items;
  const others = items.filter((s) => !s.current).length;

  const signOut = async () => {
    setOutcome(null);
    try {
      await signOutOthers().unwrap();
      setOutcome({ ok: true, message: 'The other devices are signed out.' });
    } catch (failure) {
      setOutcome({ ok: false, message: describeApiError(toApiError(failure)) });
    }
  };

  return (
    <Stack gap="md">
      <List spacing="sm" listStyleType="none" aria-label="Signed-in devices">
        {items.map((session) => (
          <List.Item key={session.id}>
            <Group gap="xs">
              <Text fw={600}>{describeDevice(session.userAgent)}</Text>
              {session.current ? <Badge color="teal.9">This device</Badge> : null}
            </Group>
            <Text size="sm" c="dimmed">
              {session.ipAddress ? `${session.ipAddress} · ` : ''}last active{' '}
              {formatDateTime(session.lastActiveAt, { timeZone })}
            </Text>
          </List.Item>
        ))}
      </List>
      {outcome ? (
        <Alert color={outcome.ok ? 'teal' : 'red'} variant="light">
          {outcome.message}
        </Alert>
      ) : null}
      <Group>
        <Button
          variant="default"
          onClick={() => void signOut()}
          loading={signingOut.isLoading}
          disabled={others === 0}
        >
          Sign out the other devices
        </Button>
        <Text size="sm" c="dimmed">
          {others === 0
            ? 'You are signed in on this device only.'
            : `${others} other ${others === 1 ? 'device' : 'devices'}`}
        </Text>
      </Group>
    </Stack>
  );
}
