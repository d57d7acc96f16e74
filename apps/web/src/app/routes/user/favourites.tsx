import { PageHeader } from '../../../components/page-header.tsx';
import { FavouriteShops } from '../../../features/favourites/components/favourite-shops.tsx';

export function FavouritesRoute() {
  return (
    <>
      <PageHeader title="Favourites" description="The shops you saved to come back to." />
      <FavouriteShops />
    </>
  );
}
