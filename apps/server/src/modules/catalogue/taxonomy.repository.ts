import { asc, count, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { category, language, occasion, shop } from './catalogue.schema.ts';

export const createTaxonomyRepository = (db: Database) => ({
  categories: () =>
    db
      .select({
        slug: category.slug,
        name: category.name,
        parentSlug: category.parentSlug,
      })
      .from(category)
      .orderBy(asc(category.position), asc(category.slug)),

  languages: () =>
    db
      .select({ code: language.code, name: language.name, nativeName: language.nativeName })
      .from(language)
      .orderBy(asc(language.position), asc(language.code)),

  occasions: () =>
    db
      .select({ slug: occasion.slug, name: occasion.name })
      .from(occasion)
      .orderBy(asc(occasion.position), asc(occasion.slug)),

  /** Every place with at least one shop, with how many. */
  cities: () =>
    db
      .select({ city: shop.city, state: shop.state, country: shop.country, shopCount: count() })
      .from(shop)
      .where(isNull(shop.suspendedAt))
      .groupBy(shop.city, shop.state, shop.country)
      .orderBy(asc(shop.city), asc(shop.state)),
});

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
