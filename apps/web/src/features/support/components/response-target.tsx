import { Text } from '@mantine/core';
import type { SupportRequest } from '@vitrine/contracts/support';
import { formatDateTime } from '../../../lib/format-date-time.ts';

/** "We answer within 24 hours (by …)", or when the first answer came. */
export function ResponseTarget({ target }: { target: SupportRequest['responseTarget'] }) {
  if (target.answeredAt) {
    return (
      <Text size="sm" c="dimmed">
        First answered {formatDateTime(target.answeredAt)}
      </Text>
    );
  }
  return (
    <Text size="sm" c={target.missed ? 'red' : 'dimmed'}>
      {target.missed
        ? `We are late: we aim to answer within ${target.hours} hours. Sorry, we are on it.`
        : `We aim to answer within ${target.hours} hours (by ${formatDateTime(target.dueAt)}).`}
    </Text>
  );
}
