import type { HeroBanner } from '@vitrine/contracts/catalogue';
import { isInAppPath } from '@vitrine/contracts/in-app-path';
import { useRef, useState } from 'react';
import { LinkButton } from '../../../components/link-button.tsx';
import classes from './home-hero.module.css';

const arrow = (direction: 'left' | 'right') => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <path
      d={direction === 'left' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The banners as a carousel that never moves on its own: swipe or scroll (snapping), or use
 * the arrows and dots. Only the banner in view is reachable with Tab; the others are inert.
 */
export function HeroCarousel({ banners }: { banners: HeroBanner[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = banners.length;

  const show = (index: number) => {
    const next = (index + count) % count;
    const element = viewport.current;
    if (element) {
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollTo?.({
        left: next * element.clientWidth,
        behavior: smooth ? 'smooth' : 'auto',
      });
    }
    setCurrent(next);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured on Vitrine"
      className={classes.carousel}
    >
      <div
        ref={viewport}
        className={classes.viewport}
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          if (clientWidth > 0) setCurrent(Math.round(scrollLeft / clientWidth));
        }}
      >
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className={classes.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            inert={index !== current}
          >
            <img
              src={banner.imageUrl}
              alt=""
              className={classes.image}
              width={1600}
              height={600}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            <div className={classes.caption}>
              <p className={classes.bannerTitle}>{banner.title}</p>
              <p className={classes.bannerText}>{banner.subtitle}</p>
              {isInAppPath(banner.ctaHref) ? (
                <LinkButton to={banner.ctaHref} size="md">
                  {banner.ctaLabel}
                </LinkButton>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={classes.controls}>
          <button
            type="button"
            className={classes.control}
            aria-label="Previous banner"
            onClick={() => show(current - 1)}
          >
            {arrow('left')}
          </button>
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={classes.dot}
              aria-label={`Banner ${index + 1}: ${banner.title}`}
              aria-current={index === current}
              onClick={() => show(index)}
            />
          ))}
          <button
            type="button"
            className={classes.control}
            aria-label="Next banner"
            onClick={() => show(current + 1)}
          >
            {arrow('right')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** A quiet placeholder where the banners will be. */
export function HeroBannersLoading() {
  return (
    <div
      className={`${classes.placeholder} vitrine-pulse`}
      role="status"
      aria-label="Loading featured collections"
    />
  );
}
