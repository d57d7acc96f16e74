import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { category, heroBanner, language, occasion } from './catalogue.schema.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';

export type CategoryRecord = typeof category.$inferSelect;
export type OccasionRecord = typeof occasion.$inferSelect;
export type LanguageRecord = typeof language.$inferSelect;
export type HeroBannerRecord = typeof heroBanner.$inferSelect;

const bannerColumns = {
  id: heroBanner.id,
  title: heroBanner.title,
  subtitle: heroBanner.subtitle,
  imageUrl: heroBanner.imageUrl,
  ctaLabel: heroBanner.ctaLabel,
  ctaHref: heroBanner.ctaHref,
  position: heroBanner.position,
  active: heroBanner.active,
  createdAt: heroBanner.createdAt,
};

/**
 * The staff's writes to the vocabulary (categories, occasions, languages) and the hero banners.
 * Reads are fresh (staff see what is stored); writes take the caller's transaction, which also
 * holds the audit entry and the `taxonomy:changed` event.
 */
export const createStaffContentRepository = (db: Database) => ({
  /** Every category with how many shops and products use it (a used one is not deleted). */
  categories: () =>
    rawRows<CategoryRecord & { usedBy: number }>(
      db,
      sql`select c.slug, c.name, c.parent_slug as "parentSlug", c.position,
        ((select count(*) from shop s where c.slug = any(s.category_slugs) or c.slug = any(s.sub_category_slugs))
          + (select count(*) from product p where p.category_slug = c.slug))::int as "usedBy"
        from category c order by c.parent_slug nulls first, c.position, c.slug`,
    ),
  occasions: () =>
    rawRows<OccasionRecord & { usedBy: number }>(
      db,
      sql`select o.slug, o.name, o.position,
        (select count(*) from shop s where o.slug = any(s.occasion_slugs))::int as "usedBy"
        from occasion o order by o.position, o.slug`,
    ),
  languages: () =>
    rawRows<LanguageRecord & { usedBy: number }>(
      db,
      sql`select l.code, l.name, l.native_name as "nativeName", l.position,
        (select count(*) from shop s where l.code = any(s.language_codes))::int as "usedBy"
        from language l order by l.position, l.code`,
    ),

  async category(q: Transaction | Database, slug: string) {
    const [row] = await queryWith(q)
      .select()
      .from(category)
      .where(eq(category.slug, slug))
      .for('update');
    return row;
  },
  async occasion(q: Transaction | Database, slug: string) {
    const [row] = await queryWith(q)
      .select()
      .from(occasion)
      .where(eq(occasion.slug, slug))
      .for('update');
    return row;
  },
  async language(q: Transaction | Database, code: string) {
    const [row] = await queryWith(q)
      .select()
      .from(language)
      .where(eq(language.code, code))
      .for('update');
    return row;
  },

  /** How many shops, products or sub-categories use it (0: it may be deleted). */
  async categoryUse(tx: Transaction, slug: string): Promise<number> {
    const [row] = await rawRows<{ n: number }>(
      queryWith(tx) as unknown as Database,
      sql`select ((select count(*) from shop where ${slug} = any(category_slugs) or ${slug} = any(sub_category_slugs))
        + (select count(*) from product where category_slug = ${slug})
        + (select count(*) from category where parent_slug = ${slug}))::int as n`,
    );
    return row!.n;
  },
  async occasionUse(tx: Transaction, slug: string): Promise<number> {
    const [row] = await rawRows<{ n: number }>(
      queryWith(tx) as unknown as Database,
      sql`select count(*)::int as n from shop where ${slug} = any(occasion_slugs)`,
    );
    return row!.n;
  },
  async languageUse(tx: Transaction, code: string): Promise<number> {
    const [row] = await rawRows<{ n: number }>(
      queryWith(tx) as unknown as Database,
      sql`select count(*)::int as n from shop where ${code} = any(language_codes)`,
    );
    return row!.n;
  },

  /** False when the slug is taken (the primary key). */
  async insertCategory(tx: Transaction, values: CategoryRecord): Promise<boolean> {
    const rows = await queryWith(tx)
      .insert(category)
      .values(values)
      .onConflictDoNothing()
      .returning({ slug: category.slug });
    return rows.length > 0;
  },
  async updateCategory(tx: Transaction, slug: string, values: Partial<CategoryRecord>) {
    const [row] = await queryWith(tx)
      .update(category)
      .set(values)
      .where(eq(category.slug, slug))
      .returning();
    return row!;
  },
  async deleteCategory(tx: Transaction, slug: string) {
    await queryWith(tx).delete(category).where(eq(category.slug, slug));
  },

  async insertOccasion(tx: Transaction, values: OccasionRecord): Promise<boolean> {
    const rows = await queryWith(tx)
      .insert(occasion)
      .values(values)
      .onConflictDoNothing()
      .returning({ slug: occasion.slug });
    return rows.length > 0;
  },
  async updateOccasion(tx: Transaction, slug: string, values: Partial<OccasionRecord>) {
    const [row] = await queryWith(tx)
      .update(occasion)
      .set(values)
      .where(eq(occasion.slug, slug))
      .returning();
    return row!;
  },
  async deleteOccasion(tx: Transaction, slug: string) {
    await queryWith(tx).delete(occasion).where(eq(occasion.slug, slug));
  },

  async insertLanguage(tx: Transaction, values: LanguageRecord): Promise<boolean> {
    const rows = await queryWith(tx)
      .insert(language)
      .values(values)
      .onConflictDoNothing()
      .returning({ code: language.code });
    return rows.length > 0;
  },
  async updateLanguage(tx: Transaction, code: string, values: Partial<LanguageRecord>) {
    const [row] = await queryWith(tx)
      .update(language)
      .set(values)
      .where(eq(language.code, code))
      .returning();
    return row!;
  },
  async deleteLanguage(tx: Transaction, code: string) {
    await queryWith(tx).delete(language).where(eq(language.code, code));
  },

  /** Every banner, inactive ones too, in the home page's order. */
  banners: () =>
    db
      .select(bannerColumns)
      .from(heroBanner)
      .orderBy(asc(heroBanner.position), asc(heroBanner.createdAt), asc(heroBanner.id)),
  async banner(q: Transaction | Database, id: string): Promise<HeroBannerRecord | undefined> {
    const [row] = await queryWith(q)
      .select(bannerColumns)
      .from(heroBanner)
      .where(eq(heroBanner.id, id))
      .for('update');
    return row;
  },
  async insertBanner(
    tx: Transaction,
    values: Omit<HeroBannerRecord, 'id' | 'createdAt'>,
  ): Promise<HeroBannerRecord> {
    const [row] = await queryWith(tx).insert(heroBanner).values(values).returning(bannerColumns);
    return row!;
  },
  async updateBanner(
    tx: Transaction,
    id: string,
    values: Partial<Omit<HeroBannerRecord, 'id' | 'createdAt'>>,
  ): Promise<HeroBannerRecord> {
    const [row] = await queryWith(tx)
      .update(heroBanner)
      .set(values)
      .where(eq(heroBanner.id, id))
      .returning(bannerColumns);
    return row!;
  },
  async deleteBanner(tx: Transaction, id: string) {
    await queryWith(tx).delete(heroBanner).where(eq(heroBanner.id, id));
  },
});

export type StaffContentRepository = ReturnType<typeof createStaffContentRepository>;
