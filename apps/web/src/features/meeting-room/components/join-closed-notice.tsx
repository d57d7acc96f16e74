import { Alert, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date-time.ts';

/** Joining is not open: when it opens (10 minutes before the start), or that the meeting ended. */
export function JoinClosedNotice({
  opensAt,
  message,
}: {
  opensAt: string | null;
  message: string;
}) {
  return (
    <Alert
      color="blue"
      title={opensAt ? 'The meeting is not open yet' : 'This meeting is over'}
      role="status"
    >
      <Text size="sm">
        {opensAt
          ? `You can join from ${formatDateTime(opensAt)}, 10 minutes before the start.`
          : message}
      </Text>
    </Alert>
  );
}
