import classes from './photo-thumbnails.module.css';

/**
 * The row of thumbnails under a large photo (a product's, a shop's): each a button that shows
 * its photo, the shown one pressed. Nothing for a single photo.
 */
export function PhotoThumbnails({
  urls,
  current,
  onSelect,
  label,
  width,
  height,
}: {
  urls: string[];
  current: number;
  onSelect: (index: number) => void;
  /** The button's name for photo `index`, e.g. "Show photo 2 of 5". */
  label: (index: number) => string;
  width: number;
  height: number;
}) {
  if (urls.length < 2) return null;
  return (
    <ul className={classes.thumbs} aria-label="Photos">
      {urls.map((url, index) => (
        <li key={url}>
          <button
            type="button"
            className={classes.thumb}
            aria-pressed={index === current}
            aria-label={label(index)}
            onClick={() => onSelect(index)}
          >
            <img src={url} alt="" loading="lazy" width={width} height={height} />
          </button>
        </li>
      ))}
    </ul>
  );
}
