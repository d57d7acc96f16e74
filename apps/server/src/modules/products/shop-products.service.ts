import type {
  CreateProductInput,
  OwnerListQuery,
  OwnerProduct,
  OwnerProductPage,
  PremiumDecisionInput,
  ProductVariantList,
  ReplaceVariantsInput,
  UpdateProductInput,
} from '@vitrine/contracts/shop-catalogue';
import type { PageQuery } from '@vitrine/contracts/pagination';
import type { Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type {
  ShopOwnership,
  Taxonomy,
  TaxonomyService,
  TextSearchService,
} from '../catalogue/index.ts';
import type { ProductRow, ProductValues } from './products.repository.ts';
import type { ProductsWithShops } from './products-with-shops.ts';
import { watchProducts } from './product-news.ts';
import { toProduct } from './products.service.ts';
import type { VariantsRepository } from './variants.repository.ts';
import { replaceVariants, toVariant } from './variants.ts';

/** The picture of an upload shown on a product (its widest WebP). */
export type UploadedPictures = {
  /** The caller's upload's URL; throws NOT_FOUND for anyone else's id or an unknown one. */
  urlOf(userId: string, imageId: string): Promise<string>;
};

function toOwnerProduct(row: ProductRow, known: Taxonomy): OwnerProduct {
  return {
    ...toProduct(row, known),
    status: row.archivedAt ? 'archived' : 'active',
    premiumRequested: row.premiumRequested,
    imageIds: row.imageAssetIds,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A shop's products as its owner runs them: create, edit, archive and ask for premium placement
 * (granted or refused by staff, `decidePremium`). Another shop's product is a 404, as unknown.
 */
export function createShopProductsService(deps: {
  productsRepository: ProductsWithShops;
  variantsRepository: VariantsRepository;
  /** Whether the shop offers stitching (made-to-measure variants are only for those). */
  shopStitches: (shopId: string) => Promise<boolean>;
  ownership: ShopOwnership;
  taxonomy: Pick<TaxonomyService, 'get'>;
  textSearch: Pick<TextSearchService, 'prepare'>;
  pictures: UploadedPictures;
  inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  /** The known search words changed (a new title word): every instance drops its word caches. */
  announceNewWords: (tx: Transaction) => Promise<void>;
}) {
  const { productsRepository, ownership, taxonomy, pictures } = deps;

  async function requireShopRun(userId: string, shopId: string) {
    if (!(await ownership.runs(userId, shopId))) throw notFound('Shop');
  }

  /** The product, when the caller runs its shop; otherwise as unknown as a missing one. */
  async function requireOwned(userId: string, id: string): Promise<ProductRow> {
    const row = await productsRepository.findById(id);
    if (!row || !(await ownership.runs(userId, row.shopId))) throw notFound('Product');
    return row;
  }

  async function checkCategory(slug: string) {
    const known = await taxonomy.get();
    if (!known.subCategories.has(slug) && !known.categories.has(slug)) {
      throw validationFailed('categorySlug', `unknown category '${slug}'`);
    }
  }

  async function urlsOf(userId: string, imageIds: string[]): Promise<string[]> {
    return Promise.all(
      imageIds.map((id, i) =>
        pictures.urlOf(userId, id).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'NOT_FOUND') {
            throw validationFailed(`imageIds.${i}`, 'is not a picture you uploaded');
          }
          throw error;
        }),
      ),
    );
  }

  async function read(id: string): Promise<OwnerProduct> {
    const row = await productsRepository.findById(id);
    if (!row) throw notFound('Product');
    return toOwnerProduct(row, await taxonomy.get());
  }

  async function write(title: string | undefined, work: (tx: Transaction) => Promise<string>) {
    return deps.inTransaction(async (tx) => {
      const id = await work(tx);
      if (title !== undefined && (await productsRepository.addSearchTerms(tx, title)) > 0) {
        await deps.announceNewWords(tx);
      }
      return id;
    });
  }

  return {
    /** GET /vendor/products?shopId=: the shop's products, both statuses unless one is asked. */
    async list(userId: string, query: OwnerListQuery): Promise<OwnerProductPage> {
      await requireShopRun(userId, query.shopId);
      const filters = {
        shopId: query.shopId,
        status: query.status ?? ('any' as const),
        text: await deps.textSearch.prepare(query.searchKey),
      };
      const [rows, total, known] = await Promise.all([
        productsRepository.list(filters, 'newest', pageWindow(query)),
        productsRepository.count(filters),
        taxonomy.get(),
      ]);
      return {
        items: rows.map((row) => toOwnerProduct(row, known)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async get(userId: string, id: string): Promise<OwnerProduct> {
      return toOwnerProduct(await requireOwned(userId, id), await taxonomy.get());
    },

    async create(userId: string, input: CreateProductInput): Promise<OwnerProduct> {
      await requireShopRun(userId, input.shopId);
      await checkCategory(input.categorySlug);
      const values: ProductValues = {
        title: input.title,
        description: input.description,
        imageAssetIds: input.imageIds,
        imageUrls: await urlsOf(userId, input.imageIds),
        priceMinor: input.price.amountMinor,
        currency: input.price.currency,
        categorySlug: input.categorySlug,
        stock: input.stock,
        premiumRequested: input.premiumRequested,
      };
      const id = await write(input.title, (tx) =>
        productsRepository.insert(tx, input.shopId, values),
      );
      return read(id);
    },

    async update(userId: string, id: string, input: UpdateProductInput): Promise<OwnerProduct> {
      await requireOwned(userId, id);
      if (input.categorySlug !== undefined) await checkCategory(input.categorySlug);
      const values: Partial<ProductValues> = {
        title: input.title,
        description: input.description,
        categorySlug: input.categorySlug,
        stock: input.stock,
        premiumRequested: input.premiumRequested,
        ...(input.price && { priceMinor: input.price.amountMinor, currency: input.price.currency }),
        ...(input.imageIds && {
          imageAssetIds: input.imageIds,
          imageUrls: await urlsOf(userId, input.imageIds),
        }),
      };
      await write(input.title, async (tx) => {
        // A lower price or stock from none tells the product's favouriters (product-news.ts).
        await deps.variantsRepository.lockProduct(tx, id);
        const watched = await watchProducts(tx, [id]);
        await productsRepository.update(tx, id, values);
        await watched.announce();
        return id;
      });
      return read(id);
    },

    /** Hidden from shoppers at once; the owner still reads and edits it. Archiving twice is a no-op. */
    async archive(userId: string, id: string): Promise<OwnerProduct> {
      const row = await requireOwned(userId, id);
      if (!row.archivedAt) {
        await deps.inTransaction((tx) => productsRepository.setArchived(tx, id, new Date()));
      }
      return read(id);
    },

    /** Shown to shoppers again. */
    async restore(userId: string, id: string): Promise<OwnerProduct> {
      const row = await requireOwned(userId, id);
      if (row.archivedAt) {
        await deps.inTransaction((tx) => productsRepository.setArchived(tx, id, null));
      }
      return read(id);
    },

    /** GET /vendor/products/{id}/variants: the live variants, in display order. */
    async listVariants(userId: string, id: string): Promise<ProductVariantList> {
      const row = await requireOwned(userId, id);
      const rows = await deps.variantsRepository.listLive([id]);
      return { items: rows.map((variant) => toVariant(variant, row.currency)) };
    },

    /** PUT /vendor/products/{id}/variants: the whole list, in display order. */
    async replaceVariants(
      userId: string,
      id: string,
      input: ReplaceVariantsInput,
    ): Promise<ProductVariantList> {
      const row = await requireOwned(userId, id);
      const shopStitches = input.variants.some((variant) => variant.madeToMeasure)
        ? await deps.shopStitches(row.shopId)
        : false;
      await deps.inTransaction(async (tx) => {
        await deps.variantsRepository.lockProduct(tx, id);
        const watched = await watchProducts(tx, [id]);
        await replaceVariants(
          deps.variantsRepository,
          tx,
          { productId: id, currency: row.currency, shopStitches },
          input,
          new Date(),
        );
        await watched.announce();
      });
      return this.listVariants(userId, id);
    },

    /** GET /admin/products/premium-requests (staff): live products waiting for an answer. */
    async listPremiumRequests(query: PageQuery): Promise<OwnerProductPage> {
      const filters = { premiumRequested: true };
      const [rows, total, known] = await Promise.all([
        productsRepository.list(filters, 'newest', pageWindow(query)),
        productsRepository.count(filters),
        taxonomy.get(),
      ]);
      return {
        items: rows.map((row) => toOwnerProduct(row, known)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /** POST /admin/products/{id}/premium (staff): grant or refuse; 404 unknown. */
    async decidePremium(id: string, input: PremiumDecisionInput): Promise<OwnerProduct> {
      const found = await deps.inTransaction((tx) =>
        productsRepository.decidePremium(tx, id, input.premium),
      );
      if (!found) throw notFound('Product');
      return read(id);
    },
  };
}

export type ShopProductsService = ReturnType<typeof createShopProductsService>;
