import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import { CANCEL_REASON_MAX_LENGTH } from '@vitrine/contracts/meetings';
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
  /** Offers a reason field (the shop's cancellation): its words go to the customer. */
  askReason?: boolean;
  /** Sends the cancellation (with the reason typed, if asked); resolves with the refund. */
  onConfirm: (reason: string) => Promise<{ creditsRefunded: number }>;
};

/** Asks before cancelling, with the refund policy and what comes back now. */
export function CancelMeetingDialog(props: CancelMeetingDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await props.onConfirm(reason.trim());
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
        {props.askReason ? (
          <Textarea
            label="Reason for the customer (optional)"
            description="They read it in their notification, their mail and on the meeting's page."
            minRows={3}
            maxLength={CANCEL_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        ) : null}
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
