import { Box } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { PhotoThumbnails } from '../../../components/photo-thumbnails.tsx';
import classes from './product-page.module.css';

// The dialog (Mantine's Modal with its focus trap and scroll lock) loads with the first zoom,
// not with the page.
const ProductPhotoZoom = lazy(() =>
  import('./product-photo-zoom.tsx').then((m) => ({ default: m.ProductPhotoZoom })),
);

/**
 * A product's photos: one large (click or Enter opens it full size in a dialog, where the arrow
 * keys and buttons go through the others and Escape closes), the others as thumbnails.
 */
export function ProductPhotos({ title, urls }: { title: string; urls: string[] }) {
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  // Mounted from the first zoom on, so that closing plays the dialog's exit and gives focus back.
  const [zoomUsed, setZoomUsed] = useState(false);
  if (urls.length === 0) return null;
  const label = (index: number) => `Photo ${index + 1} of ${urls.length} of ${title}`;
  const step = (by: number) => setCurrent((index) => (index + by + urls.length) % urls.length);

  return (
    <Box>
      <button
        type="button"
        className={classes.zoomButton}
        aria-label={`Open photo ${current + 1} of ${urls.length} larger`}
        onClick={() => {
          setZoomUsed(true);
          setZoomed(true);
        }}
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
      {zoomUsed ? (
        <Suspense fallback={null}>
          <ProductPhotoZoom
            opened={zoomed}
            urls={urls}
            current={current}
            label={label}
            onStep={step}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
