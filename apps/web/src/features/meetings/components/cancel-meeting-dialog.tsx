import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import { useState } from 'react';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';

type CancelMeetingDialogProps = {
  opened: boolean;
  onClose: () => void;
  meeting: { shopName: string; startsAt: string };
  /** The rule in words (the customer's or the shop's). */
  policy: string;
  /** What this cancellation gives back now. */
  refund: number;
  /** Sends the cancellation; resolves with the credits actually refunded. */
  onConfirm: () => Promise<{ creditsRefunded: number }>;
};

/** Asks before cancelling, with the refund policy and what comes back now. */
export function CancelMeetingDialog(props: CancelMeetingDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await props.onConfirm();
      props.onClose();
    } catch (failure) {
      setError(describeApiError(toApiError(failure)));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Cancel this meeting?">
      <Stack gap="sm">
        <Text>
          {props.meeting.shopName}, {formatDateTime(props.meeting.startsAt)}.
        </Text>
        <Text size="sm">{props.policy}</Text>
        <Text fw={600}>
          {props.refund > 0
            ? `Cancelling now gives back ${props.refund} credits.`
            : 'Cancelling now gives no credits back.'}
        </Text>
        {error ? (
          <Alert color="red" role="alert" title="The meeting was not cancelled">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Keep the meeting
          </Button>
          <Button color="red" loading={pending} onClick={() => void confirm()}>
            Cancel the meeting
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
