import type {
  PremiumProductsQuery,
  Product,
  ProductDetail,
  ProductPage,
  VendorProductsQuery,
} from '@vitrine/contracts/catalogue';
import { notFound, validationFailed } from '../../platform/lib/app-error.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { ProductFilters, ProductRow } from './products.repository.ts';
import type { ProductsWithShops } from './products-with-shops.ts';
import type { VariantsRepository } from './variants.repository.ts';
import { toVariant } from './variants.ts';
import {
  withFuzzyFallback,
  type ShopsService,
  type Taxonomy,
  type TaxonomyService,
  type TextSearchService,
} from '../catalogue/index.ts';
import { exportWindow } from '../../platform/lib/list-export.ts';

type ListInput = Omit<PremiumProductsQuery, 'download'>;

export function toProduct(row: ProductRow, taxonomy: Taxonomy): Product {
  const category = taxonomy.subCategories.get(row.categorySlug) ??
    taxonomy.categories.get(row.categorySlug) ?? { slug: row.categorySlug, name: row.categorySlug };
  return {
    id: row.id,
    shop: { id: row.shopId, slug: row.shopSlug, name: row.shopName },
    title: row.title,
    description: row.description,
    imageUrls: row.imageUrls,
    price: { amountMinor: row.priceMinor, currency: row.currency },
    category: { slug: category.slug, name: category.name },
    premium: row.premium,
    stock: row.stock,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createProductsService(deps: {
  productsRepository: ProductsWithShops;
  variantsRepository: VariantsRepository;
  shops: Pick<ShopsService, 'requireShop'>;
  taxonomy: Pick<TaxonomyService, 'get'>;
  textSearch: Pick<TextSearchService, 'prepare'>;
}) {
  const { productsRepository, shops, taxonomy, textSearch } = deps;

  /** A category stands for itself and its sub-categories; an unknown slug is a 400. */
  function expandCategories(slugs: string[] | undefined, known: Taxonomy): string[] | undefined {
    if (!slugs?.length) return undefined;
    return slugs.flatMap((slug) => {
      if (known.subCategories.has(slug)) return [slug];
      const top = known.tree.find((c) => c.slug === slug);
      if (!top) throw validationFailed('categories', `unknown value '${slug}'`);
      return [slug, ...top.subCategories.map((s) => s.slug)];
    });
  }

  async function filtersFor(query: ListInput, scope: ProductFilters, known: Taxonomy) {
    const categorySlugs = expandCategories(query.categories, known);
    return { ...scope, categorySlugs, text: await textSearch.prepare(query.searchKey) };
  }

  async function page(query: PremiumProductsQuery, scope: ProductFilters): Promise<ProductPage> {
    const known = await taxonomy.get();
    const filters = await filtersFor(query, scope, known);
    const [rows, total] = await withFuzzyFallback(
      filters.text,
      (text) =>
        Promise.all([
          productsRepository.list({ ...filters, text }, query.sort, pageWindow(query)),
          productsRepository.count({ ...filters, text }),
        ]),
      ([, found]) => found === 0,
    );
    return {
      items: rows.map((row) => toProduct(row, known)),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  async function all(query: ListInput, scope: ProductFilters, maxRows: number): Promise<Product[]> {
    const known = await taxonomy.get();
    const filters = await filtersFor(query, scope, known);
    const rows = await withFuzzyFallback(
      filters.text,
      (text) => productsRepository.list({ ...filters, text }, query.sort, exportWindow(maxRows)),
      (found) => found.length === 0,
    );
    return rows.map((row) => toProduct(row, known));
  }

  return {
    /**
     * GET /products/{id}: 404 for an archived product, and for a shop shoppers may not see
     * (the shop is asked through the catalogue's `requireShop`, which knows that).
     */
    async getPublic(id: string): Promise<ProductDetail> {
      const row = await productsRepository.findById(id);
      if (!row || row.archivedAt) throw notFound('Product');
      await shops.requireShop(row.shopId);
      const [known, variants] = await Promise.all([
        taxonomy.get(),
        deps.variantsRepository.listLive([id]),
      ]);
      return {
        ...toProduct(row, known),
        variants: variants.map((variant) => toVariant(variant, row.currency)),
      };
    },

    /** GET /products/premium */
    listPremium: (query: PremiumProductsQuery) => page(query, { premium: true }),
    allPremium: (query: ListInput, maxRows: number) => all(query, { premium: true }, maxRows),

    /** GET /products/vendors?vendorId=: 404 for a shop that does not exist. */
    async listForShop(query: VendorProductsQuery): Promise<ProductPage> {
      await shops.requireShop(query.vendorId);
      return page(query, { shopId: query.vendorId });
    },
    async allForShop(
      query: Omit<VendorProductsQuery, 'download'>,
      maxRows: number,
    ): Promise<Product[]> {
      await shops.requireShop(query.vendorId);
      return all(query, { shopId: query.vendorId }, maxRows);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
