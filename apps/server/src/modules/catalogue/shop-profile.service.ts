import type { Shop } from '@vitrine/contracts/catalogue';
import type { UpdateVendorInput } from '@vitrine/contracts/shop-console';
import { notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { ShopOwnership } from './shop-ownership.ts';
import type { EditableShopRow, ShopProfileRepository } from './shop-profile.repository.ts';
import type { ShopPatch } from './shops.repository.ts';
import type { ShopsService } from './shops.service.ts';
import type { Taxonomy, TaxonomyService } from './taxonomy.service.ts';

const MEDIA_PREFIX = '/api/v1/media/';
const UPLOAD_PATH = /^\/api\/v1\/media\/assets\/([0-9a-f-]{36})\/\d+\.webp$/;

/** One of the caller's uploads, as the media module answers it. */
export type OwnedUpload = { purpose: string; url: string };

type PictureField = 'logoUrl' | 'coverUrl' | 'galleryUrls';
const PURPOSE_OF: Record<PictureField, string> = {
  logoUrl: 'logo',
  coverUrl: 'cover',
  galleryUrls: 'gallery',
};

const unknownValues = (field: string, values: string[], known: (value: string) => boolean) => {
  const unknown = values.filter((value) => !known(value));
  if (unknown.length > 0) {
    throw validationFailed(field, `unknown values: ${unknown.join(', ')}`);
  }
};

/** The words a shop is found by besides its name (as the demo data builds them). */
function keywordsOf(
  shop: Pick<
    EditableShopRow,
    'categorySlugs' | 'subCategorySlugs' | 'occasionSlugs' | 'isStitcher'
  >,
  taxonomy: Taxonomy,
): string {
  return [
    ...shop.categorySlugs.map((slug) => taxonomy.categories.get(slug)?.name ?? ''),
    ...shop.subCategorySlugs.map((slug) => taxonomy.subCategories.get(slug)?.name ?? ''),
    ...shop.occasionSlugs.map((slug) => taxonomy.occasions.get(slug)?.name ?? ''),
    ...(shop.isStitcher ? ['stitching tailor tailoring'] : []),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * PATCH /vendor/updateVendor: the owner edits the shop's profile. Values are checked against the
 * taxonomy, pictures must be the caller's own uploads (or what the shop already shows), and the
 * change is written with `updateShop`, which announces it to every instance's search index.
 */
export function createShopProfileService(deps: {
  ownership: ShopOwnership;
  taxonomy: TaxonomyService;
  shopsService: ShopsService;
  shopProfileRepository: ShopProfileRepository;
  /** The caller's upload with this id, or undefined (media module). */
  findUpload: (ownerId: string, id: string) => Promise<OwnedUpload | undefined>;
  /** ASSET_CDN_URL: answers show pictures through it; a sent-back URL is read without it. */
  cdnUrl?: string;
}) {
  const { ownership, taxonomy, shopsService, shopProfileRepository, findUpload, cdnUrl } = deps;

  const storedPath = (url: string) =>
    cdnUrl && url.startsWith(`${cdnUrl}/`) ? MEDIA_PREFIX + url.slice(cdnUrl.length + 1) : url;

  /** A picture the shop may show: one it shows already, or an upload of the caller's with this purpose. */
  async function checkPicture(
    userId: string,
    field: PictureField,
    url: string,
    current: Set<string>,
  ): Promise<string> {
    const path = storedPath(url);
    if (current.has(path)) return path;
    const id = UPLOAD_PATH.exec(path)?.[1];
    const upload = id ? await findUpload(userId, id) : undefined;
    if (!upload) {
      throw validationFailed(field, 'must be one of your uploaded pictures (POST /uploads/images)');
    }
    if (upload.purpose !== PURPOSE_OF[field]) {
      throw validationFailed(
        field,
        `must be a picture uploaded as ${PURPOSE_OF[field]} (this one is a ${upload.purpose})`,
      );
    }
    return upload.url;
  }

  /** The shop named, or the caller's first; 404 when the caller does not run it. */
  async function resolveShopId(userId: string, shopId: string | undefined): Promise<string> {
    if (shopId) {
      if (!(await ownership.runs(userId, shopId))) throw notFound('Shop');
      return shopId;
    }
    const [first] = await ownership.shopIdsOf(userId);
    if (!first) throw notFound('Shop');
    return first;
  }

  return {
    resolveShopId,

    async update(userId: string, input: UpdateVendorInput): Promise<Shop> {
      const id = await resolveShopId(userId, input.shopId);
      const shop = await shopProfileRepository.findEditable(id);
      if (!shop) throw notFound('Shop');
      const known = await taxonomy.get();

      if (input.categories) {
        unknownValues('categories', input.categories, (s) => known.categories.has(s));
      }
      if (input.occasions) {
        unknownValues('occasions', input.occasions, (s) => known.occasions.has(s));
      }
      if (input.languages) {
        unknownValues('languages', input.languages, (s) => known.languages.has(s));
      }
      const categories = input.categories ?? shop.categorySlugs;
      const subCategories = input.subCategories ?? shop.subCategorySlugs;
      if (input.subCategories) {
        unknownValues('subCategories', input.subCategories, (s) => known.subCategories.has(s));
      }
      if (input.subCategories || input.categories) {
        // A sub-category says what kind of a category the shop sells, so its category comes too.
        const orphans = subCategories.filter(
          (s) => !categories.includes(known.subCategories.get(s)?.parentSlug ?? ''),
        );
        if (orphans.length > 0) {
          throw validationFailed(
            'subCategories',
            `not under the shop's categories: ${orphans.join(', ')}`,
          );
        }
      }

      const patch: ShopPatch = {};
      if (input.name !== undefined) patch.name = input.name;
      if (input.description !== undefined) patch.description = input.description;
      if (input.categories) patch.categorySlugs = [...new Set(input.categories)];
      if (input.subCategories) patch.subCategorySlugs = [...new Set(input.subCategories)];
      if (input.genders) patch.genders = [...new Set(input.genders)];
      if (input.occasions) patch.occasionSlugs = [...new Set(input.occasions)];
      if (input.languages) patch.languageCodes = [...new Set(input.languages)];
      if (input.city !== undefined) patch.city = input.city;
      if (input.state !== undefined) patch.state = input.state;
      if (input.timeZone !== undefined) patch.timeZone = input.timeZone;
      if (input.isStitcher !== undefined) patch.isStitcher = input.isStitcher;
      if (input.cashOnDelivery !== undefined) patch.cashOnDelivery = input.cashOnDelivery;
      if (input.priceRange) {
        patch.priceMinMinor = input.priceRange.minMinor;
        patch.priceMaxMinor = input.priceRange.maxMinor;
        patch.currency = input.priceRange.currency;
      }
      if (input.logoUrl !== undefined) {
        patch.logoUrl =
          input.logoUrl === null
            ? null
            : await checkPicture(userId, 'logoUrl', input.logoUrl, new Set([shop.logoUrl ?? '']));
      }
      if (input.coverUrl !== undefined) {
        patch.coverUrl =
          input.coverUrl === null
            ? null
            : await checkPicture(
                userId,
                'coverUrl',
                input.coverUrl,
                new Set([shop.coverUrl ?? '']),
              );
      }
      if (input.galleryUrls) {
        const current = new Set(shop.galleryUrls);
        const gallery: string[] = [];
        for (const url of input.galleryUrls) {
          gallery.push(await checkPicture(userId, 'galleryUrls', url, current));
        }
        if (new Set(gallery).size !== gallery.length) {
          throw validationFailed('galleryUrls', 'must not show the same picture twice');
        }
        patch.galleryUrls = gallery;
      }
      if (
        input.categories ||
        input.subCategories ||
        input.occasions ||
        input.isStitcher !== undefined
      ) {
        patch.keywords = keywordsOf(
          {
            categorySlugs: patch.categorySlugs ?? shop.categorySlugs,
            subCategorySlugs: patch.subCategorySlugs ?? shop.subCategorySlugs,
            occasionSlugs: patch.occasionSlugs ?? shop.occasionSlugs,
            isStitcher: patch.isStitcher ?? shop.isStitcher,
          },
          known,
        );
      }

      if (Object.keys(patch).length > 0 && !(await shopProfileRepository.save(id, patch))) {
        throw notFound('Shop');
      }
      return shopsService.getById(id);
    },

    /** Where a shop shows one of these picture paths, in words (the media module's delete check). */
    async pictureUse(paths: string[]): Promise<string | undefined> {
      const found = await shopProfileRepository.findShowingPicture(paths);
      if (!found) return undefined;
      const place = found.place === 'gallery' ? 'a gallery picture' : `the ${found.place}`;
      return `${place} of the shop "${found.name}"`;
    },
  };
}

export type ShopProfileService = ReturnType<typeof createShopProfileService>;
