import { minorToMajor } from '@vitrine/contracts/money';
import { createHash } from 'node:crypto';
import type { Database } from '../platform/db/client.ts';
import { category, heroBanner, shop } from '../modules/catalogue/catalogue.schema.ts';
import { offer } from '../modules/offers/offers.schema.ts';
import { product } from '../modules/products/products.schema.ts';
import type { Storage } from '../platform/media/index.ts';
import {
  bannerSvg,
  categorySvg,
  offerSvg,
  productSvg,
  shopCoverSvg,
  shopLogoSvg,
} from './svg-art.ts';

/** Where the API serves stored assets; a URL under it names a storage key. */
const MEDIA_PREFIX = '/api/v1/media/';
/** Written last: the pictures it drew. A different demo catalogue is drawn again. */
const MARKER_KEY = 'seed/catalogue-art.json';
/** Writes in flight at once (an S3 bucket answers each in a few milliseconds). */
const CONCURRENCY = 16;

const keyOf = (url: string | null | undefined) =>
  url?.startsWith(MEDIA_PREFIX) && url.endsWith('.svg')
    ? url.slice(MEDIA_PREFIX.length)
    : undefined;

const discountLabel = (o: {
  discountKind: 'percent' | 'amount';
  discountValue: number;
  currency: string | null;
}) => {
  if (o.discountKind === 'percent') {
    return o.discountValue === 100 ? 'FREE' : `${o.discountValue}% OFF`;
  }
  const currency = o.currency ?? 'INR';
  const amount = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(minorToMajor(o.discountValue, currency));
  return `${amount} OFF`;
};

export type SeedArtResult = { drawn: number };

/**
 * Draws the demo catalogue's pictures (SVG art from svg-art.ts: initials, motifs, silhouettes,
 * discounts) into storage, at the keys its rows link to under /api/v1/media/. The runtime only
 * serves stored files; this seed is the one place that draws. Skipped when the marker in storage
 * says these very pictures were drawn there before.
 */
export async function seedCatalogueArt(
  db: Database,
  storage: Storage,
  options: { log?: (message: string) => void } = {},
): Promise<SeedArtResult> {
  const pictures: { key: string; draw: () => string }[] = [];
  /**
   * A picture is drawn only for the row its key names (`shops/<id>/logo.svg` for shop `<id>`):
   * a shop that shows another's demo picture (the demo application borrows one) never redraws it.
   */
  const add = (url: string | null | undefined, owner: string, draw: () => string) => {
    const key = keyOf(url);
    if (key?.includes(owner)) pictures.push({ key, draw });
  };

  const shops = await db
    .select({
      id: shop.id,
      name: shop.name,
      subCategorySlugs: shop.subCategorySlugs,
      logoUrl: shop.logoUrl,
      coverUrl: shop.coverUrl,
      galleryUrls: shop.galleryUrls,
    })
    .from(shop);
  for (const s of shops) {
    add(s.logoUrl, s.id, () => shopLogoSvg(s.id, s.name));
    add(s.coverUrl, s.id, () => shopCoverSvg(s.id, s.name));
    s.galleryUrls.forEach((url, i) => {
      const categorySlug = s.subCategorySlugs[i % Math.max(s.subCategorySlugs.length, 1)];
      add(url, s.id, () => shopCoverSvg(s.id, s.name, { variant: i + 1, categorySlug }));
    });
  }

  const products = await db
    .select({
      id: product.id,
      title: product.title,
      categorySlug: product.categorySlug,
      imageUrls: product.imageUrls,
    })
    .from(product);
  for (const p of products) {
    p.imageUrls.forEach((url, i) =>
      add(url, p.id, () => productSvg(p.id, p.title, p.categorySlug, i + 1)),
    );
  }

  const offers = await db
    .select({
      id: offer.id,
      title: offer.title,
      imageUrl: offer.imageUrl,
      discountKind: offer.discountKind,
      discountValue: offer.discountValue,
      currency: offer.currency,
    })
    .from(offer);
  for (const o of offers) add(o.imageUrl, o.id, () => offerSvg(o.id, o.title, discountLabel(o)));

  const banners = await db
    .select({ id: heroBanner.id, title: heroBanner.title, imageUrl: heroBanner.imageUrl })
    .from(heroBanner);
  for (const b of banners) add(b.imageUrl, b.id, () => bannerSvg(b.id, b.title));

  // Category tiles are linked by the taxonomy service, by slug.
  const categories = await db.select({ slug: category.slug, name: category.name }).from(category);
  for (const c of categories) {
    add(`${MEDIA_PREFIX}categories/${c.slug}.svg`, c.slug, () => categorySvg(c.slug, c.name));
  }

  if (pictures.length === 0) return { drawn: 0 };
  // The pictures' keys say what was drawn: shops, products and offers people add since (with
  // pictures they upload) change nothing, and a restart draws nothing.
  const fingerprint = JSON.stringify({
    version: 2,
    keys: createHash('sha256')
      .update(
        pictures
          .map((p) => p.key)
          .sort()
          .join('\n'),
      )
      .digest('hex'),
  });
  const marker = await storage.get(MARKER_KEY);
  if (marker?.body.toString() === fingerprint) return { drawn: 0 };

  let next = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const picture = pictures[next++]!;
      await storage.put(picture.key, Buffer.from(picture.draw()), 'image/svg+xml');
      if (next % 1000 === 0) options.log?.(`${next} of ${pictures.length} pictures`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await storage.put(MARKER_KEY, Buffer.from(fingerprint), 'application/json');
  return { drawn: pictures.length };
}
