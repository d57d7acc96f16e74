import { Button, Group, Modal, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import classes from './product-page.module.css';

/**
 * A product's photo full size in a dialog: the arrow keys and buttons go through the others and
 * Escape closes. Its own chunk, loaded when a shopper first opens a photo (product-photos.tsx).
 */
export function ProductPhotoZoom({
  opened,
  urls,
  current,
  label,
  onStep,
  onClose,
}: {
  opened: boolean;
  urls: string[];
  current: number;
  label: (index: number) => string;
  onStep: (by: number) => void;
  onClose: () => void;
}) {
  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') onStep(1);
    else if (event.key === 'ArrowLeft') onStep(-1);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={label(current)}
      size="xl"
      centered
      onKeyDown={onDialogKey}
    >
      <img src={urls[current]} alt={label(current)} className={classes.largePhoto} />
      {urls.length > 1 ? (
        <Group justify="space-between" mt="md">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
            onClick={() => onStep(-1)}
          >
            Previous photo
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {current + 1} / {urls.length}
          </Text>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden="true" />}
            onClick={() => onStep(1)}
          >
            Next photo
          </Button>
        </Group>
      ) : null}
    </Modal>
  );
}
