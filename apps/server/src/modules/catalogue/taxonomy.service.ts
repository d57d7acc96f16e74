import type { Category, Language, Occasion, TaxonomyRef } from '@vitrine/contracts/catalogue';
import { validationFailed } from '../../platform/lib/app-error.ts';
import type { TaxonomyRepository } from './taxonomy.repository.ts';

export type City = { city: string; state: string; country: string; shopCount: number };

/** The catalogue's vocabulary, loaded at once and kept for a short while. */
export type Taxonomy = {
  tree: Category[];
  categories: Map<string, TaxonomyRef>;
  subCategories: Map<string, TaxonomyRef & { parentSlug: string }>;
  occasions: Map<string, Occasion>;
  languages: Map<string, Language>;
  cities: City[];
  /** Lower-cased city name → the name as stored. */
  cityByKey: Map<string, string>;
};

/** How long the taxonomy and the city list are reused before being read again. */
export const TAXONOMY_TTL_MS = 60_000;

export function createTaxonomyService(deps: {
  taxonomyRepository: TaxonomyRepository;
  clock: () => Date;
  ttlMs?: number;
}) {
  const { taxonomyRepository, clock, ttlMs = TAXONOMY_TTL_MS } = deps;
  let cached: { loadedAt: number; value: Promise<Taxonomy> } | undefined;

  const load = async (): Promise<Taxonomy> => {
    const [categoryRows, languageRows, occasionRows, cities] = await Promise.all([
      taxonomyRepository.categories(),
      taxonomyRepository.languages(),
      taxonomyRepository.occasions(),
      taxonomyRepository.cities(),
    ]);
    const tops = categoryRows.filter((c) => c.parentSlug === null);
    const subs = categoryRows.filter(
      (c): c is typeof c & { parentSlug: string } => c.parentSlug !== null,
    );
    return {
      tree: tops.map((top) => ({
        slug: top.slug,
        name: top.name,
        imageUrl: `/api/v1/media/categories/${top.slug}.svg`,
        subCategories: subs
          .filter((s) => s.parentSlug === top.slug)
          .map((s) => ({ slug: s.slug, name: s.name })),
      })),
      categories: new Map(tops.map((c) => [c.slug, { slug: c.slug, name: c.name }])),
      subCategories: new Map(subs.map((s) => [s.slug, s])),
      occasions: new Map(occasionRows.map((o) => [o.slug, o])),
      languages: new Map(languageRows.map((l) => [l.code, l])),
      cities,
      cityByKey: new Map(cities.map((c) => [c.city.toLowerCase(), c.city])),
    };
  };

  const get = (): Promise<Taxonomy> => {
    const now = clock().getTime();
    if (!cached || now - cached.loadedAt > ttlMs) {
      const value = load();
      cached = { loadedAt: now, value };
      // A failed load is not kept: the next request tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };

  return {
    get,
    /** Writers of shops or taxonomy call this so the next read sees their change. */
    invalidate: () => {
      cached = undefined;
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;

/** Each value must be a key of `known`; otherwise a 400 naming `field` and the unknown values. */
export function requireKnown(
  field: string,
  values: string[] | undefined,
  known: ReadonlyMap<string, unknown>,
): string[] | undefined {
  if (!values || values.length === 0) return undefined;
  const unknown = values.filter((v) => !known.has(v));
  if (unknown.length > 0) {
    throw validationFailed(
      field,
      `unknown value${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `'${u}'`).join(', ')}`,
    );
  }
  return values;
}
