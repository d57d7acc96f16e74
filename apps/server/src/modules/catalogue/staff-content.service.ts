import type {
  CreateCategoryInput,
  CreateHeroBannerInput,
  CreateLanguageInput,
  CreateOccasionInput,
  StaffHeroBanner,
  StaffTaxonomy,
  UpdateCategoryInput,
  UpdateHeroBannerInput,
  UpdateLanguageInput,
  UpdateOccasionInput,
} from '@vitrine/contracts/staff-content';
import { afterCommit, type Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { AuditActor, AuditInput } from '../../platform/audit/audit.ts';
import type { HeroBannerRecord, StaffContentRepository } from './staff-content.repository.ts';

const taken = (field: string, what: string) =>
  new AppError('CONFLICT', `${field}: ${what}`, [{ field, message: what }]);
const inUse = (what: string, count: number) =>
  new AppError(
    'CONFLICT',
    `This ${what} is used by ${count} shop${count === 1 ? '' : 's'} or product${count === 1 ? '' : 's'}; it cannot be deleted.`,
  );

const toBanner = (row: HeroBannerRecord): StaffHeroBanner => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Drops undefined keys, so a PATCH changes only what it names. */
const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * The staff's content work on the vocabulary and the hero banners (area `content`). Each change
 * is written with its audit entry in one transaction. A vocabulary change also announces
 * `taxonomy:changed` (every instance drops its cached taxonomy and search answers) and drops this
 * instance's at once after commit, so the next public read sees it.
 */
export function createStaffContentService(deps: {
  repository: StaffContentRepository;
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  audit: (tx: Transaction, entry: AuditInput) => Promise<unknown>;
  notifyTaxonomyChanged: (tx: Transaction) => Promise<unknown>;
  /** This instance's caches of the vocabulary (taxonomy, search answers). */
  dropLocalTaxonomy: () => void;
}) {
  const { repository: repo, audit } = deps;

  /** Runs a vocabulary change with its audit entry and its announcement. */
  const taxonomyChange = <T>(work: (tx: Transaction) => Promise<T>) =>
    deps.transaction(async (tx) => {
      const result = await work(tx);
      await deps.notifyTaxonomyChanged(tx);
      afterCommit(tx, deps.dropLocalTaxonomy);
      return result;
    });

  return {
    async taxonomy(): Promise<StaffTaxonomy> {
      const [categories, occasions, languages] = await Promise.all([
        repo.categories(),
        repo.occasions(),
        repo.languages(),
      ]);
      return { categories, occasions, languages };
    },

    createCategory: (actor: AuditActor, input: CreateCategoryInput) =>
      taxonomyChange(async (tx) => {
        if (input.parentSlug !== null) {
          const parent = await repo.category(tx, input.parentSlug);
          if (!parent) throw validationFailed('parentSlug', 'no such category');
          if (parent.parentSlug !== null) {
            throw validationFailed('parentSlug', 'must be a top-level category');
          }
        }
        if (!(await repo.insertCategory(tx, input))) {
          throw taken('slug', 'a category already uses this slug');
        }
        const after = { ...input, usedBy: 0 };
        await audit(tx, {
          actor,
          action: 'category.create',
          subject: { type: 'category', id: input.slug },
          before: null,
          after: input,
        });
        return after;
      }),

    updateCategory: (actor: AuditActor, slug: string, input: UpdateCategoryInput) =>
      taxonomyChange(async (tx) => {
        const before = await repo.category(tx, slug);
        if (!before) throw notFound('Category');
        const after = await repo.updateCategory(tx, slug, defined(input));
        await audit(tx, {
          actor,
          action: 'category.update',
          subject: { type: 'category', id: slug },
          before,
          after,
        });
        return { ...after, usedBy: await repo.categoryUse(tx, slug) };
      }),

    deleteCategory: (actor: AuditActor, slug: string) =>
      taxonomyChange(async (tx) => {
        const before = await repo.category(tx, slug);
        if (!before) throw notFound('Category');
        const used = await repo.categoryUse(tx, slug);
        if (used > 0) throw inUse('category', used);
        await repo.deleteCategory(tx, slug);
        await audit(tx, {
          actor,
          action: 'category.delete',
          subject: { type: 'category', id: slug },
          before,
          after: null,
        });
      }),

    createOccasion: (actor: AuditActor, input: CreateOccasionInput) =>
      taxonomyChange(async (tx) => {
        if (!(await repo.insertOccasion(tx, input))) {
          throw taken('slug', 'an occasion already uses this slug');
        }
        await audit(tx, {
          actor,
          action: 'occasion.create',
          subject: { type: 'occasion', id: input.slug },
          before: null,
          after: input,
        });
        return { ...input, usedBy: 0 };
      }),

    updateOccasion: (actor: AuditActor, slug: string, input: UpdateOccasionInput) =>
      taxonomyChange(async (tx) => {
        const before = await repo.occasion(tx, slug);
        if (!before) throw notFound('Occasion');
        const after = await repo.updateOccasion(tx, slug, defined(input));
        await audit(tx, {
          actor,
          action: 'occasion.update',
          subject: { type: 'occasion', id: slug },
          before,
          after,
        });
        return { ...after, usedBy: await repo.occasionUse(tx, slug) };
      }),

    deleteOccasion: (actor: AuditActor, slug: string) =>
      taxonomyChange(async (tx) => {
        const before = await repo.occasion(tx, slug);
        if (!before) throw notFound('Occasion');
        const used = await repo.occasionUse(tx, slug);
        if (used > 0) throw inUse('occasion', used);
        await repo.deleteOccasion(tx, slug);
        await audit(tx, {
          actor,
          action: 'occasion.delete',
          subject: { type: 'occasion', id: slug },
          before,
          after: null,
        });
      }),

    createLanguage: (actor: AuditActor, input: CreateLanguageInput) =>
      taxonomyChange(async (tx) => {
        if (!(await repo.insertLanguage(tx, input))) {
          throw taken('code', 'this language is already listed');
        }
        await audit(tx, {
          actor,
          action: 'language.create',
          subject: { type: 'language', id: input.code },
          before: null,
          after: input,
        });
        return { ...input, usedBy: 0 };
      }),

    updateLanguage: (actor: AuditActor, code: string, input: UpdateLanguageInput) =>
      taxonomyChange(async (tx) => {
        const before = await repo.language(tx, code);
        if (!before) throw notFound('Language');
        const after = await repo.updateLanguage(tx, code, defined(input));
        await audit(tx, {
          actor,
          action: 'language.update',
          subject: { type: 'language', id: code },
          before,
          after,
        });
        return { ...after, usedBy: await repo.languageUse(tx, code) };
      }),

    deleteLanguage: (actor: AuditActor, code: string) =>
      taxonomyChange(async (tx) => {
        const before = await repo.language(tx, code);
        if (!before) throw notFound('Language');
        const used = await repo.languageUse(tx, code);
        if (used > 0) throw inUse('language', used);
        await repo.deleteLanguage(tx, code);
        await audit(tx, {
          actor,
          action: 'language.delete',
          subject: { type: 'language', id: code },
          before,
          after: null,
        });
      }),

    async banners(): Promise<{ items: StaffHeroBanner[] }> {
      return { items: (await repo.banners()).map(toBanner) };
    },

    // The home page reads banners fresh on every visit (settings service, web plugin): nothing to drop.
    createBanner: (actor: AuditActor, input: CreateHeroBannerInput) =>
      deps.transaction(async (tx) => {
        const row = await repo.insertBanner(tx, input);
        await audit(tx, {
          actor,
          action: 'hero-banner.create',
          subject: { type: 'hero-banner', id: row.id },
          before: null,
          after: toBanner(row),
        });
        return toBanner(row);
      }),

    updateBanner: (actor: AuditActor, id: string, input: UpdateHeroBannerInput) =>
      deps.transaction(async (tx) => {
        const before = await repo.banner(tx, id);
        if (!before) throw notFound('Banner');
        const row = await repo.updateBanner(tx, id, defined(input));
        await audit(tx, {
          actor,
          action: 'hero-banner.update',
          subject: { type: 'hero-banner', id },
          before: toBanner(before),
          after: toBanner(row),
        });
        return toBanner(row);
      }),

    deleteBanner: (actor: AuditActor, id: string) =>
      deps.transaction(async (tx) => {
        const before = await repo.banner(tx, id);
        if (!before) throw notFound('Banner');
        await repo.deleteBanner(tx, id);
        await audit(tx, {
          actor,
          action: 'hero-banner.delete',
          subject: { type: 'hero-banner', id },
          before: toBanner(before),
          after: null,
        });
      }),
  };
}

export type StaffContentService = ReturnType<typeof createStaffContentService>;
