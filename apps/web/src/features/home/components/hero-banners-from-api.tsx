import buttonClasses from '../../../components/link-button.module.css';
import { useGetHeroBannersQuery } from '../api/get-hero-banners.ts';
import { HeroBannersLoading, HeroCarousel } from './hero-carousel.tsx';
import classes from './home-hero.module.css';

/**
 * The banners from the API, when the page did not carry them. Loaded on its own (hero-banners.tsx)
 * because it brings the API layer, which the first screen must not wait for.
 */
export function HeroBannersFromApi() {
  const { data, isError, isFetching, refetch } = useGetHeroBannersQuery();
  if (isError && !isFetching) {
    return (
      <div
        role="alert"
        className={classes.placeholder}
        style={{ display: 'grid', placeItems: 'center', padding: 24, textAlign: 'center' }}
      >
        <div>
          <p style={{ margin: '0 0 12px' }}>The featured collections could not be loaded.</p>
          <button
            type="button"
            className={`${buttonClasses.root} ${buttonClasses.default}`}
            onClick={() => void refetch()}
          >
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (!data || isError) return <HeroBannersLoading />;
  if (data.items.length === 0) return null;
  return <HeroCarousel banners={data.items} />;
}
