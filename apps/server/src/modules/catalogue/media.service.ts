import { minorToMajor } from '@vitrine/contracts/money';
import { notFound } from '../../lib/app-error.ts';
import type { MediaRepository } from './media.repository.ts';
import {
  bannerSvg,
  categorySvg,
  offerSvg,
  productSvg,
  shopCoverSvg,
  shopLogoSvg,
} from './svg-art.ts';
import type { TaxonomyService } from './taxonomy.service.ts';

export type ShopPicture = { kind: 'logo' } | { kind: 'cover' } | { kind: 'gallery'; n: number };

const discountLabel = (offer: {
  discountKind: 'percent' | 'amount';
  discountValue: number;
  currency: string | null;
}) => {
  if (offer.discountKind === 'percent') {
    return offer.discountValue === 100 ? 'FREE' : `${offer.discountValue}% OFF`;
  }
  const currency = offer.currency ?? 'INR';
  const amount = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(minorToMajor(offer.discountValue, currency));
  return `${amount} OFF`;
};

/** Draws the catalogue's pictures; each throws NOT_FOUND for an object that does not exist. */
export function createMediaService(deps: {
  mediaRepository: MediaRepository;
  taxonomy: TaxonomyService;
}) {
  const { mediaRepository, taxonomy } = deps;
  return {
    async shopPicture(id: string, picture: ShopPicture): Promise<string> {
      const shop = await mediaRepository.shop(id);
      if (!shop) throw notFound('Image');
      if (picture.kind === 'logo') return shopLogoSvg(id, shop.name);
      if (picture.kind === 'cover') return shopCoverSvg(id, shop.name);
      const categorySlug = shop.subCategorySlugs[(picture.n - 1) % shop.subCategorySlugs.length];
      return shopCoverSvg(id, shop.name, { variant: picture.n, categorySlug });
    },

    async productPicture(id: string, n: number): Promise<string> {
      const product = await mediaRepository.product(id);
      if (!product) throw notFound('Image');
      return productSvg(id, product.title, product.categorySlug, n);
    },

    async offerPicture(id: string): Promise<string> {
      const offer = await mediaRepository.offer(id);
      if (!offer) throw notFound('Image');
      return offerSvg(id, offer.title, discountLabel(offer));
    },

    async bannerPicture(id: string): Promise<string> {
      const banner = await mediaRepository.banner(id);
      if (!banner) throw notFound('Image');
      return bannerSvg(id, banner.title);
    },

    async categoryPicture(slug: string): Promise<string> {
      const known = await taxonomy.get();
      const category = known.categories.get(slug) ?? known.subCategories.get(slug);
      if (!category) throw notFound('Image');
      return categorySvg(slug, category.name);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
