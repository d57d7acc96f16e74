import { QueryBuilder } from 'drizzle-orm/pg-core';
import { category, occasion } from './catalogue.schema.ts';

// Column names as the database client writes them (snake_case).
const qb = new QueryBuilder({ casing: 'snake_case' });

/**
 * The name of each category slug, as a read-only subquery over the category table that other
 * modules join to name the slugs they keep (`categoryCard.name`); read like `shopCard`.
 */
export const categoryCard = qb
  .select({ slug: category.slug, name: category.name })
  .from(category)
  .as('category_card');

/** The name of each occasion slug, read the same way as `categoryCard`. */
export const occasionCard = qb
  .select({ slug: occasion.slug, name: occasion.name })
  .from(occasion)
  .as('occasion_card');
