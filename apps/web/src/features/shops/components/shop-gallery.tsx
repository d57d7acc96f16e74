import { Box } from '@mantine/core';
import { useState } from 'react';
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
      {urls.length > 1 ? (
        <ul className={classes.thumbs} aria-label="Photos">
          {urls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={classes.thumb}
                aria-pressed={index === current}
                aria-label={`Show ${photoLabel(index).toLowerCase()}`}
                onClick={() => setCurrent(index)}
              >
                <img src={url} alt="" loading="lazy" width={72} height={54} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Box>
  );
}
