import { Box } from '@mantine/core';
import { useState } from 'react';
import { PhotoThumbnails } from '../../../components/photo-thumbnails.tsx';
import classes from './shop-profile.module.css';

/** The shop's photos: one large, the others as thumbnails that switch it. */
export function ShopGallery({ shopName, urls }: { shopName: string; urls: string[] }) {
  const [current, setCurrent] = useState(0);
  if (urls.length === 0) return null;
  const photoLabel = (index: number) => `Photo ${index + 1} of ${urls.length} from ${shopName}`;
  return (
    <Box>
      <img
        src={urls[current]}
        alt={photoLabel(current)}
        className={classes.mainPhoto}
        width={800}
        height={600}
      />
      <PhotoThumbnails
        urls={urls}
        current={current}
        onSelect={setCurrent}
        label={(index) => `Show ${photoLabel(index).toLowerCase()}`}
        width={72}
        height={54}
      />
    </Box>
  );
}
