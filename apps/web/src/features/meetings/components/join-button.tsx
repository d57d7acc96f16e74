import { Button, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { joinWindow } from '../rules/join-window.ts';

type JoinButtonProps = {
  meeting: { startsAt: string; endsAt: string; status: string };
  /** The room's path for this person. */
  to: string;
  now: Date;
  /** The zone the card around it shows times in (the shop's, in the console); else the viewer's. */
  timeZone?: string;
};

/**
 * Join: a link into the room while joining is open (10 minutes before the start until the
 * end); before that a disabled button that says when joining opens.
 */
export function JoinButton({ meeting, to, now, timeZone }: JoinButtonProps) {
  const window = joinWindow(meeting, now);
  if (window.state === 'open') {
    return (
      <Button
        component={Link}
        to={to}
        color="green"
        leftSection={<IconVideo size={16} aria-hidden="true" />}
      >
        Join now
      </Button>
    );
  }
  if (window.state !== 'not-yet') return null;
  const hint = `Joining opens ${formatDateTime(window.opensAt.toISOString(), { timeZone })}`;
  return (
    <Stack gap={2}>
      <Button
        disabled
        leftSection={<IconVideo size={16} aria-hidden="true" />}
        aria-description={hint}
      >
        Join
      </Button>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
