import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { ApiError } from '../../../lib/api-error.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';

type ConfirmChangeDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** While what the change needs is not known yet (the confirm button waits). */
  confirmDisabled?: boolean;
  onConfirm: () => Promise<unknown>;
};

/** A 409 says the order moved on meanwhile; anything else is said as the API explains it. */
export function describeOrderError(error: ApiError): string {
  if (error.code === 'CONFLICT') {
    return `This order cannot change that way now: ${error.message} Reload to see where it stands.`;
  }
  return describeApiError(error);
}

/** Asks before an order changes, and keeps the dialog open with the reason if it could not. */
export function ConfirmChangeDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  danger = false,
  confirmDisabled = false,
  onConfirm,
}: ConfirmChangeDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(describeOrderError(toApiError(failure)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        {error ? (
          <Alert color="red" role="alert" title="Not changed">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Keep it as it is
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={busy}
            disabled={confirmDisabled}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
