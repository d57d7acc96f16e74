import { Button, Group, Modal, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';

/** Asks before archiving: what the shopper will no longer see, and how to undo it. */
export function ConfirmArchive({
  title,
  what,
  onConfirm,
  onClose,
}: {
  /** The listing's title; null when nothing is being archived. */
  title: string | null;
  what: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={title !== null} onClose={onClose} title={`Archive “${title ?? ''}”?`}>
      <Text size="sm">
        Shoppers will no longer see this {what} in your shop, in search or in downloads. You can
        bring it back from the Archived list.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Keep it
        </Button>
        <Button
          color="red"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          Archive
        </Button>
      </Group>
    </Modal>
  );
}
