import {
  APPLICATION_STEPS,
  applicationStepSchemas,
  type ApplicationAccountDraft,
  type ApplicationBusinessDraft,
  type ApplicationListQuery,
  type ApplicationMediaDraft,
  type ApplicationPage,
  type ApplicationShopDraft,
  type ApplicationStep,
  type Exists,
  type MyShopApplication,
  type ReviewedApplication,
  type ShopApplication,
} from '@vitrine/contracts/onboarding';
import type { ApplicationSteps } from './onboarding.schema.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { NewShop, Taxonomy } from '../catalogue/index.ts';
import type { UsersRepository } from '../users/index.ts';
import {
  takenIdentifier,
  type ApplicantRow,
  type ApplicationIdentifiers,
  type ApplicationRow,
  type BusinessIdField,
  type OnboardingRepository,
} from './onboarding.repository.ts';
import type { AuditActor, AuditInput } from '../../platform/audit/audit.ts';

const FIELD_LABELS: Record<BusinessIdField, string> = {
  pan: 'PAN',
  gstin: 'GSTIN',
  iec: 'IEC',
  mobile: 'mobile number',
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toApplication(row: ApplicationRow): ShopApplication {
  const { account = {}, business = {}, shop = {}, media = {} } = row.steps;
  return {
    id: row.id,
    status: row.status,
    account,
    business,
    shop,
    media: { logo: media.logo ?? null, cover: media.cover ?? null, gallery: media.gallery ?? [] },
    rejectionReason: row.rejectionReason,
    shopId: row.shopId,
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What reviewers read: the application, who applied, and the names of the shop's choices. */
function toReviewed(row: ApplicantRow, taxonomy: Taxonomy): ReviewedApplication {
  const shop = row.steps.shop ?? {};
  const named = (slugs: string[] | undefined, known: ReadonlyMap<string, { name: string }>) =>
    (slugs ?? []).map((slug) => ({ slug, name: known.get(slug)?.name ?? slug }));
  return {
    ...toApplication(row),
    applicant: row.applicant,
    names: {
      categories: named(shop.categorySlugs, taxonomy.categories),
      subCategories: named(shop.subCategorySlugs, taxonomy.subCategories),
      occasions: named(shop.occasionSlugs, taxonomy.occasions),
      languages: (shop.languageCodes ?? []).map((code) => ({
        code,
        name: taxonomy.languages.get(code)?.name ?? code,
      })),
    },
  };
}

/** A step as submitting checks it (media by image ids, as the form sends them). */
function submittedForm(steps: ApplicationSteps, step: ApplicationStep): unknown {
  if (step !== 'media') return steps[step] ?? {};
  const media = steps.media ?? {};
  return {
    logoId: media.logo?.id,
    coverId: media.cover?.id,
    galleryIds: (media.gallery ?? []).map((image) => image.id),
  };
}

const conflict = (field: string, message: string) =>
  new AppError('CONFLICT', `${field}: ${message}`, [{ field, message }]);

export type StepDraft = {
  account: ApplicationAccountDraft;
  business: ApplicationBusinessDraft;
  shop: ApplicationShopDraft;
  media: ApplicationMediaDraft;
};

/**
 * Becoming a shop. The applicant saves an application step by step (a draft, resumable), then
 * submits it; an admin approves it (the shop is opened, searchable, owned by the applicant, who
 * becomes a vendor) or rejects it with a reason (the applicant corrects and submits again). The
 * shop row exists only from approval on, so nothing of a pending application is public.
 */
export function createOnboardingService(deps: {
  onboardingRepository: OnboardingRepository;
  usersRepository: Pick<
    UsersRepository,
    'findByEmail' | 'findById' | 'findSummaries' | 'grantVendor' | 'rolesChanged'
  >;
  taxonomy: { get: () => Promise<Taxonomy> };
  images: { getImage: (ownerId: string, id: string) => Promise<{ id: string; url: string }> };
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  openShop: (
    tx: Transaction,
    values: Omit<NewShop, 'slug'>,
    ownerId: string,
  ) => Promise<{ id: string }>;
  enqueue: (
    tx: Transaction,
    applicationId: string,
    decision: 'approved' | 'rejected',
  ) => Promise<unknown>;
  /** Writes the staff decision to the audit log, in the decision's transaction. */
  audit: (tx: Transaction, entry: AuditInput) => Promise<unknown>;
}) {
  const { onboardingRepository: applications, usersRepository: users } = deps;

  /** 409 naming the identifier when another application already holds it. */
  async function refuseTaken(id: string, values: ApplicationIdentifiers) {
    for (const field of ['pan', 'gstin', 'iec', 'mobile'] as const) {
      const value = values[field];
      if (value && (await applications.businessIdExists(field, value, id))) {
        throw conflict(field, `This ${FIELD_LABELS[field]} is already registered to a shop.`);
      }
    }
  }

  /** Taxonomy slugs of the shop step must exist (and sub-categories sit under a chosen category). */
  async function checkTaxonomy(shop: ApplicationShopDraft) {
    const taxonomy = await deps.taxonomy.get();
    const unknown = (field: string, values: string[] | undefined, known: Map<string, unknown>) => {
      const missing = (values ?? []).filter((value) => !known.has(value));
      if (missing.length > 0) {
        throw validationFailed(field, `unknown value ${missing.map((m) => `'${m}'`).join(', ')}`);
      }
    };
    unknown('categorySlugs', shop.categorySlugs, taxonomy.categories);
    unknown('subCategorySlugs', shop.subCategorySlugs, taxonomy.subCategories);
    unknown('occasionSlugs', shop.occasionSlugs, taxonomy.occasions);
    unknown('languageCodes', shop.languageCodes, taxonomy.languages);
    const chosen = new Set(shop.categorySlugs ?? []);
    const stray = (shop.subCategorySlugs ?? []).filter(
      (slug) => !chosen.has(taxonomy.subCategories.get(slug)!.parentSlug),
    );
    if (stray.length > 0) {
      throw validationFailed(
        'subCategorySlugs',
        `${stray.map((s) => `'${s}'`).join(', ')} belong to a category you did not choose`,
      );
    }
  }

  /** The shop an approved application opens, from its submitted steps. */
  async function shopValues(steps: ApplicationSteps): Promise<Omit<NewShop, 'slug'>> {
    const shop = applicationStepSchemas.shop.parse(steps.shop);
    const media = steps.media ?? {};
    const taxonomy = await deps.taxonomy.get();
    const nameOf = (map: Map<string, { name: string }>, slug: string) => map.get(slug)?.name ?? '';
    const keywords = [
      ...shop.categorySlugs.map((slug) => nameOf(taxonomy.categories, slug)),
      ...shop.subCategorySlugs.map((slug) => nameOf(taxonomy.subCategories, slug)),
      ...shop.occasionSlugs.map((slug) => nameOf(taxonomy.occasions, slug)),
      ...(shop.offersStitching ? ['stitching tailor tailoring'] : []),
    ]
      .filter(Boolean)
      .join(' ');
    return {
      name: shop.name,
      description: shop.description,
      logoUrl: media.logo?.url ?? null,
      coverUrl: media.cover?.url ?? null,
      galleryUrls: (media.gallery ?? []).map((image) => image.url),
      city: shop.city,
      state: shop.state,
      country: 'IN',
      categorySlugs: shop.categorySlugs,
      subCategorySlugs: shop.subCategorySlugs,
      genders: shop.genders,
      occasionSlugs: shop.occasionSlugs,
      languageCodes: shop.languageCodes,
      keywords,
      isStitcher: shop.offersStitching,
      timeZone: shop.timeZone,
      priceMinMinor: shop.priceMinMinor,
      priceMaxMinor: shop.priceMaxMinor,
      currency: shop.currency,
    };
  }

  async function pendingApplication(id: string): Promise<ApplicationRow> {
    const row = await applications.findById(id);
    if (!row) throw notFound('Application');
    if (row.status !== 'pending') {
      throw new AppError('CONFLICT', `This application is ${row.status}, not pending review.`);
    }
    return row;
  }

  const notPending = () =>
    new AppError('CONFLICT', 'This application was decided meanwhile; reload the list.');

  return {
    async businessIdExists(field: BusinessIdField, value: string): Promise<Exists> {
      return { exists: await applications.businessIdExists(field, value) };
    },

    /** An account with this email exists (the applicant should sign in instead). */
    async emailExists(email: string): Promise<Exists> {
      return { exists: (await users.findByEmail(email)) !== undefined };
    },

    async mine(userId: string): Promise<MyShopApplication> {
      const row = await applications.findLatestOf(userId);
      return { application: row ? toApplication(row) : null };
    },

    /** Saves one step (replacing what that step held) of the user's open application. */
    async saveStep<S extends ApplicationStep>(
      userId: string,
      step: S,
      draft: StepDraft[S],
    ): Promise<ShopApplication> {
      const row = await applications.findOrCreateOpen(userId);
      if (row.status === 'pending') {
        throw new AppError(
          'CONFLICT',
          'Your application is under review; it can be changed once it has been decided.',
        );
      }
      const steps: ApplicationSteps = { ...row.steps };
      let identifiers: ApplicationIdentifiers = {};
      if (step === 'account') {
        const account = draft as ApplicationAccountDraft;
        steps.account = account;
        identifiers = { mobile: account.mobile ?? null };
      } else if (step === 'business') {
        const business = draft as ApplicationBusinessDraft;
        steps.business = business;
        identifiers = {
          legalName: business.legalName ?? '',
          pan: business.pan ?? null,
          gstin: business.gstin ?? null,
          iec: business.iec ?? null,
        };
      } else if (step === 'shop') {
        const shop = draft as ApplicationShopDraft;
        await checkTaxonomy(shop);
        steps.shop = shop;
      } else {
        // Only the applicant's own uploads: anyone else's image id is not found (404).
        const media = draft as ApplicationMediaDraft;
        const image = async (id: string | undefined) => {
          if (!id) return undefined;
          const { url } = await deps.images.getImage(userId, id);
          return { id, url };
        };
        steps.media = {
          logo: await image(media.logoId),
          cover: await image(media.coverId),
          gallery: await Promise.all(
            (media.galleryIds ?? []).map(async (id) => (await image(id))!),
          ),
        };
      }
      await refuseTaken(row.id, identifiers);
      try {
        const saved = await applications.saveSteps(row.id, steps, identifiers);
        if (!saved) throw new AppError('CONFLICT', 'Your application is under review.');
        return toApplication(saved);
      } catch (error) {
        // Another application took the identifier between the check and the save.
        const field = takenIdentifier(error);
        if (!field) throw error;
        throw conflict(field, `This ${FIELD_LABELS[field]} is already registered to a shop.`);
      }
    },

    /** Checks every step (400 naming the first incomplete field) and sends it for review. */
    async submit(userId: string): Promise<ShopApplication> {
      const row = await applications.findLatestOf(userId);
      if (row?.status === 'pending') {
        throw new AppError('CONFLICT', 'Your application is already under review.');
      }
      const steps = row && row.status !== 'approved' ? row.steps : {};
      for (const step of APPLICATION_STEPS) {
        const form = submittedForm(steps, step);
        const checked = applicationStepSchemas[step].safeParse(form);
        if (!checked.success) {
          const issue = checked.error.issues[0]!;
          const path = issue.path.map(String);
          const value = path.reduce<unknown>(
            (at, key) => (at as Record<string, unknown> | undefined)?.[key],
            form,
          );
          throw validationFailed(
            [step, ...path].join('.'),
            value === undefined ? 'is required' : issue.message,
          );
        }
      }
      const submitted = await applications.submit(row!.id);
      if (!submitted) throw new AppError('CONFLICT', 'Your application is already under review.');
      return toApplication(submitted);
    },

    async list(query: ApplicationListQuery): Promise<ApplicationPage> {
      const [{ rows, total }, taxonomy] = await Promise.all([
        applications.list(query.status, pageWindow(query)),
        deps.taxonomy.get(),
      ]);
      // The applicants' names and emails: one batched read of the users module per page.
      const applicants = await users.findSummaries(rows.map((row) => row.userId));
      return {
        items: rows.flatMap((row) => {
          const applicant = applicants.get(row.userId);
          return applicant ? [toReviewed({ ...row, applicant }, taxonomy)] : [];
        }),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * Opens the shop in one transaction: the application approved, the shop row (searchable on
     * every instance through shop:changed), its owner, the vendor role and the applicant's mail.
     */
    async approve(id: string, actor: AuditActor): Promise<ReviewedApplication> {
      const row = await pendingApplication(id);
      const values = await shopValues(row.steps);
      const approved = await deps.transaction(async (tx) => {
        if (!(await applications.decide(tx, id, { status: 'approved' }))) throw notPending();
        const shop = await deps.openShop(tx, values, row.userId);
        await users.grantVendor(tx, row.userId);
        await deps.enqueue(tx, id, 'approved');
        const decided = await applications.setShop(tx, id, shop.id);
        await deps.audit(tx, {
          actor,
          action: 'shop-application.approve',
          subject: { type: 'shop-application', id },
          before: { status: row.status },
          after: { status: decided.status, shopId: shop.id },
        });
        return decided;
      });
      users.rolesChanged(row.userId);
      return this.reviewed(approved);
    },

    async reject(id: string, reason: string, actor: AuditActor): Promise<ReviewedApplication> {
      const row = await pendingApplication(id);
      const rejected = await deps.transaction(async (tx) => {
        const decided = await applications.decide(tx, id, {
          status: 'rejected',
          rejectionReason: reason,
        });
        if (!decided) throw notPending();
        await deps.enqueue(tx, id, 'rejected');
        await deps.audit(tx, {
          actor,
          action: 'shop-application.reject',
          subject: { type: 'shop-application', id },
          before: { status: row.status },
          after: { status: decided.status },
          reason,
        });
        return decided;
      });
      return this.reviewed(rejected);
    },

    async reviewed(row: ApplicationRow): Promise<ReviewedApplication> {
      const [applicant, taxonomy] = await Promise.all([
        users.findById(row.userId),
        deps.taxonomy.get(),
      ]);
      return toReviewed({ ...row, applicant: applicant! }, taxonomy);
    },

    /** An application and its applicant, for the decision mails. */
    async forMail(id: string) {
      const row = await applications.findById(id);
      if (!row) return undefined;
      const applicant = await users.findById(row.userId);
      return applicant && { application: toApplication(row), applicant };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
