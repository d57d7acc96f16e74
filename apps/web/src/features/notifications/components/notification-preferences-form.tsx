import { Alert, Checkbox, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { NotificationKind, NotificationPreferences } from '@vitrine/contracts/notifications';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListLoading } from '../../../components/list-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import {
  useGetNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
} from '../api/notification-preferences.ts';
import { kindLabels } from '../lib/notification-counts.ts';
import { BrowserPushToggle } from './browser-push-toggle.tsx';

const kinds = Object.keys(kindLabels) as NotificationKind[];

/** Sound, web push on this browser, and push and mail per kind; each change saves at once. */
export function NotificationPreferencesForm() {
  const preferences = useGetNotificationPreferencesQuery(undefined);
  const feedback = useActionFeedback();
  const [save, saving] = useSaveNotificationPreferencesMutation();

  if (preferences.isLoading) return <ListLoading label="Loading your preferences" rows={2} />;
  if (preferences.isError || !preferences.data)
    return (
      <ErrorState
        title="We could not load your notification preferences"
        error={toApiError(preferences.error)}
        onRetry={preferences.refetch}
        retrying={preferences.isFetching}
      />
    );

  const current = preferences.data;
  // Each change saves at once; the alert below says when one was not saved.
  const change = (next: NotificationPreferences) =>
    void feedback.after(save(next).unwrap(), 'Notification preferences saved.').catch(() => {});
  const setChannel = (channel: 'push' | 'mail', kind: NotificationKind, value: boolean) =>
    change({ ...current, [channel]: { ...current[channel], [kind]: value } });

  return (
    <Stack gap="md">
      <Checkbox
        label="Play a sound for new notifications"
        checked={current.sound}
        onChange={(event) => change({ ...current, sound: event.currentTarget.checked })}
      />
      <BrowserPushToggle />
      <Table withTableBorder={false} verticalSpacing={4} aria-label="Notifications per kind">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Push</Table.Th>
            <Table.Th>Mail</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kinds.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Td>
                <Text size="sm">{kindLabels[kind]}</Text>
              </Table.Td>
              {(['push', 'mail'] as const).map((channel) => (
                <Table.Td key={channel}>
                  <Checkbox
                    aria-label={`${channel === 'push' ? 'Push' : 'Mail'}: ${kindLabels[kind]}`}
                    checked={current[channel][kind]}
                    onChange={(event) => setChannel(channel, kind, event.currentTarget.checked)}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {saving.isError ? (
        <Alert color="red" role="alert">
          Your change was not saved: {toApiError(saving.error).message}
        </Alert>
      ) : null}
    </Stack>
  );
}
