import { Box, Button, Group, Modal, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { PhotoThumbnails } from '../../../components/photo-thumbnails.tsx';
import classes from './product-page.module.css';

/**
 * A product's photos: one large (click or Enter opens it full size in a dialog, where the arrow
 * keys and buttons go through the others and Escape closes), the others as thumbnails.
 */
export function ProductPhotos({ title, urls }: { title: string; urls: string[] }) {
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  if (urls.length === 0) return null;
  const label = (index: number) => `Photo ${index + 1} of ${urls.length} of ${title}`;
  const step = (by: number) => setCurrent((index) => (index + by + urls.length) % urls.length);
  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
  };

  return (
    <Box>
      <button
        type="button"
        className={classes.zoomButton}
        aria-label={`Open photo ${current + 1} of ${urls.length} larger`}
        onClick={() => setZoomed(true)}
      >
        <img
          src={urls[current]}
          alt={label(current)}
          className={classes.mainPhoto}
          width={640}
          height={640}
        />
      </button>
      <PhotoThumbnails
        urls={urls}
        current={current}
        onSelect={setCurrent}
        label={(index) => `Show photo ${index + 1} of ${urls.length}`}
        width={64}
        height={64}
      />
      <Modal
        opened={zoomed}
        onClose={() => setZoomed(false)}
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
              onClick={() => step(-1)}
            >
              Previous photo
            </Button>
            <Text size="sm" c="dimmed" aria-live="polite">
              {current + 1} / {urls.length}
            </Text>
            <Button
              variant="default"
              rightSection={<IconChevronRight size={16} aria-hidden="true" />}
              onClick={() => step(1)}
            >
              Next photo
            </Button>
          </Group>
        ) : null}
      </Modal>
    </Box>
  );
}
