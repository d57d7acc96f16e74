import type {
  category,
  heroBanner,
  language,
  occasion,
  shop,
} from '../modules/catalogue/catalogue.schema.ts';
import type { offer } from '../modules/offers/offers.schema.ts';
import type { product } from '../modules/products/products.schema.ts';
import type { review } from '../modules/reviews/reviews.schema.ts';
import {
  ARCHETYPES,
  CATEGORIES,
  CITIES,
  DESCRIPTION_OPENINGS,
  DESCRIPTION_PROMISES,
  HERO_BANNERS,
  LANGUAGES,
  MEET_REVIEW_BODIES,
  OCCASIONS,
  ORDER_REVIEW_BODIES,
  PERSON_NAMES,
  PLATFORM_OFFERS,
  PLATFORM_REVIEW_BODIES,
  PRODUCT_TEMPLATES,
  REVIEW_TITLES,
  SHOP_NAME_WORDS,
  SHOP_OFFER_TEMPLATES,
  SURNAME_INITIALS,
  type Archetype,
} from './catalogue-content.ts';
import { Random } from './random.ts';

export type NewShop = typeof shop.$inferInsert & { id: string; name: string; createdAt: Date };
export type NewProduct = typeof product.$inferInsert;
export type NewReview = typeof review.$inferInsert;
export type NewOffer = typeof offer.$inferInsert;

/** Everything generated for one shop. */
export type ShopBundle = {
  shop: NewShop;
  products: NewProduct[];
  reviews: NewReview[];
  offers: NewOffer[];
};

const DAY = 24 * 60 * 60 * 1000;

/** The seed draws these pictures into storage (catalogue-art.ts); the API serves them from there. */
export const mediaPaths = {
  shopLogo: (id: string) => `/api/v1/media/shops/${id}/logo.svg`,
  shopCover: (id: string) => `/api/v1/media/shops/${id}/cover.svg`,
  shopGallery: (id: string, n: number) => `/api/v1/media/shops/${id}/gallery-${n}.svg`,
  product: (id: string, n: number) => `/api/v1/media/products/${id}/${n}.svg`,
  offer: (id: string) => `/api/v1/media/offers/${id}.svg`,
  banner: (id: string) => `/api/v1/media/banners/${id}.svg`,
};

export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const categoryNames = new Map<string, string>(
  CATEGORIES.flatMap((c) => [[c.slug, c.name] as const, ...c.subCategories]),
);
const occasionNames = new Map(OCCASIONS);
const parentOf = new Map(
  CATEGORIES.flatMap((c) => c.subCategories.map(([s]) => [s, c.slug] as const)),
);

/** Festivals only some regions celebrate, so a Chennai shop does not list Durga Puja. */
const REGIONAL_OCCASIONS: Record<string, string[]> = {
  onam: ['Kerala'],
  pongal: ['Tamil Nadu'],
  'durga-puja': ['West Bengal', 'Odisha', 'Assam'],
};

export function taxonomyRows(): {
  categories: (typeof category.$inferInsert)[];
  languages: (typeof language.$inferInsert)[];
  occasions: (typeof occasion.$inferInsert)[];
} {
  return {
    categories: CATEGORIES.flatMap((c, i) => [
      { slug: c.slug, name: c.name, parentSlug: null, position: i },
      ...c.subCategories.map(([slug, name], j) => ({
        slug,
        name,
        parentSlug: c.slug,
        position: j,
      })),
    ]),
    languages: LANGUAGES.map(([code, name, nativeName], position) => ({
      code,
      name,
      nativeName,
      position,
    })),
    occasions: OCCASIONS.map(([slug, name], position) => ({ slug, name, position })),
  };
}

const priceMinor = (random: Random, [low, high]: [number, number]) => {
  // Cheaper pieces are more common than expensive ones; prices end in 49 or 99 rupees.
  const rupees = low + (high - low) * random.next() ** 2;
  return Math.max(49, Math.round(rupees / 50) * 50 - 1) * 100;
};

const reviewRating = (random: Random) =>
  random.weighted([5, 4, 3, 2, 1], (r) => ({ 5: 46, 4: 34, 3: 12, 2: 5, 1: 3 })[r]!);

const personName = (random: Random) =>
  `${random.pick(PERSON_NAMES)} ${random.pick([...SURNAME_INITIALS])}.`;

const between = (random: Random, from: Date, to: Date) =>
  new Date(from.getTime() + Math.floor(random.next() * Math.max(0, to.getTime() - from.getTime())));

/**
 * Shops in a fixed order: shop `i` is the same whatever the total, so the demo catalogue is the
 * first 200 shops of the benchmark catalogue. Names are unique (a taken name gets the city).
 */
export function* generateShops(options: {
  count: number;
  now: Date;
  productsPerShop: [min: number, max: number];
}): Generator<ShopBundle> {
  const takenNames = new Set<string>();
  const takenSlugs = new Set<string>();
  for (let i = 0; i < options.count; i++) {
    yield generateShop(i, options, takenNames, takenSlugs);
  }
}

type ProductTemplate = (typeof PRODUCT_TEMPLATES)[string];
const titleOf = (parts: readonly string[]) => parts.filter(Boolean).join(' ');

/**
 * The picked title, or when the shop already sells one so named, the next combination of the
 * template's words it does not: a shop never lists one product twice at two prices. Walks the
 * combinations in order from the picked one, drawing no more random numbers, so every shop
 * without a repeat stays exactly as it was.
 */
function freeTitle(
  template: ProductTemplate,
  picked: [head: string, item: string, tail: string],
  taken: ReadonlySet<string>,
): string {
  if (!taken.has(titleOf(picked))) return titleOf(picked);
  const { heads, items, tails } = template;
  const start =
    (heads.indexOf(picked[0]) * items.length + items.indexOf(picked[1])) * tails.length +
    tails.indexOf(picked[2]);
  const total = heads.length * items.length * tails.length;
  for (let step = 1; step < total; step++) {
    const n = (start + step) % total;
    const title = titleOf([
      heads[Math.floor(n / (items.length * tails.length))]!,
      items[Math.floor(n / tails.length) % items.length]!,
      tails[n % tails.length]!,
    ]);
    if (!taken.has(title)) return title;
  }
  // Every combination taken (a template smaller than the shop): number the repeat.
  for (let n = 2; ; n++) {
    if (!taken.has(`${titleOf(picked)} (${n})`)) return `${titleOf(picked)} (${n})`;
  }
}

function generateShop(
  index: number,
  options: { now: Date; productsPerShop: [number, number] },
  takenNames: Set<string>,
  takenSlugs: Set<string>,
): ShopBundle {
  const random = new Random(`vitrine-shop-${index}`);
  const { now } = options;
  const archetype: Archetype = random.weighted(ARCHETYPES, (a) => a.weight);
  const place = random.weighted(CITIES, (c) => c.weight);
  const id = random.uuid();

  let name = `${random.pick(SHOP_NAME_WORDS)} ${random.pick(archetype.suffixes)}`;
  if (takenNames.has(name)) name = `${name} ${place.city}`;
  for (let n = 2; takenNames.has(name); n++) name = `${name.replace(/ \d+$/, '')} ${n}`;
  takenNames.add(name);
  let slug = slugify(name);
  for (let n = 2; takenSlugs.has(slug); n++) slug = `${slugify(name)}-${n}`;
  takenSlugs.add(slug);

  const subCategories = random.sample(
    archetype.subCategories,
    random.int(2, Math.min(4, archetype.subCategories.length)),
  );
  const isStitcher = random.chance(archetype.stitcher);
  if (isStitcher && !subCategories.some((s) => parentOf.get(s) === 'stitching')) {
    subCategories.push('blouse-stitching');
  }
  const categories = [...new Set(subCategories.map((s) => parentOf.get(s)!))];
  const genders = [...archetype.genders];
  if (genders.length < 3 && random.chance(0.15)) genders.push('kids');
  const occasionPool = archetype.occasions.filter(
    (o) => !REGIONAL_OCCASIONS[o] || REGIONAL_OCCASIONS[o].includes(place.state),
  );
  const occasions = random.sample(occasionPool, random.int(2, Math.min(5, occasionPool.length)));
  const languages = [
    'en',
    ...random.sample(place.languages, random.int(1, place.languages.length)),
  ];
  if (!languages.includes('hi') && place.state !== 'Tamil Nadu' && random.chance(0.5)) {
    languages.push('hi');
  }

  const createdAt = new Date(now.getTime() - random.int(2, 1200) * DAY - random.int(0, DAY - 1));
  const premium = random.chance(0.15);
  const isBrand = random.chance(archetype.key === 'tailor' ? 0.02 : 0.09);
  const speciality = random.pick(archetype.speciality);
  const description = [
    `${random.pick(DESCRIPTION_OPENINGS)} in ${place.city}, ${place.state}, known for ${speciality}.`,
    isStitcher
      ? 'We also take stitching orders: blouses, alterations and made-to-measure fits.'
      : '',
    random.pick(DESCRIPTION_PROMISES),
  ]
    .filter(Boolean)
    .join(' ');

  // Products
  const productCount = random.int(...options.productsPerShop);
  const products: NewProduct[] = [];
  const takenTitles = new Set<string>();
  for (let p = 0; p < productCount; p++) {
    const sub = subCategories[p % subCategories.length]!;
    const template = PRODUCT_TEMPLATES[sub]!;
    const productId = random.uuid();
    const title = freeTitle(
      template,
      [random.pick(template.heads), random.pick(template.items), random.pick(template.tails)],
      takenTitles,
    );
    takenTitles.add(title);
    const service = template.service === true;
    products.push({
      id: productId,
      shopId: id,
      title,
      description: service
        ? `${title} by ${name}. Share your measurements on a video meeting; we confirm the price before we start.`
        : `${title} from ${name}, ${place.city}. ${random.pick(['Dry clean only.', 'Hand wash gently in cold water.', 'Comes with a certificate of authenticity.', 'Ships in 3–5 days.', 'Can be customised on request.'])}`,
      imageUrls: Array.from({ length: random.int(2, 3) }, (_, n) =>
        mediaPaths.product(productId, n + 1),
      ),
      priceMinor: priceMinor(random, template.price),
      currency: 'INR',
      categorySlug: sub,
      premium: random.chance(premium ? 0.3 : 0.08),
      stock: service ? 100 : random.chance(0.08) ? 0 : random.int(1, 40),
      createdAt: between(random, createdAt, now),
    });
  }
  const prices = products.map((p) => p.priceMinor);

  // Reviews of meetings and orders; the shop's rating is theirs.
  const reviews: NewReview[] = [];
  const reviewCount = random.int(premium ? 4 : 1, premium ? 14 : 9);
  for (let r = 0; r < reviewCount; r++) {
    const kind = random.chance(0.5) ? 'meet' : 'order';
    const rating = reviewRating(random);
    const item = (categoryNames.get(random.pick(subCategories)) ?? 'outfit').toLowerCase();
    const bodies = (kind === 'meet' ? MEET_REVIEW_BODIES : ORDER_REVIEW_BODIES)[rating]!;
    reviews.push({
      id: random.uuid(),
      kind,
      shopId: id,
      authorName: personName(random),
      authorCity: random.weighted(CITIES, (c) => c.weight).city,
      rating,
      title: random.chance(0.8) ? random.pick(REVIEW_TITLES[rating]!) : null,
      body: random.pick(bodies).replaceAll('{item}', item),
      createdAt: between(random, createdAt, now),
    });
  }
  const ratingSum = reviews.reduce((sum, r) => sum + r.rating, 0);

  // Offers: about a third of shops run one or two; some expired, some not started yet.
  const offers: NewOffer[] = [];
  if (random.chance(0.32)) {
    for (let o = random.int(1, 2); o > 0; o--) {
      const template = random.pick(SHOP_OFFER_TEMPLATES);
      const value = random.pick(template.values);
      const offerId = random.uuid();
      const phase = random.weighted(['active', 'expired', 'upcoming'] as const, (p) =>
        p === 'active' ? 80 : 10,
      );
      const validFrom =
        phase === 'upcoming'
          ? new Date(now.getTime() + random.int(2, 20) * DAY)
          : new Date(
              now.getTime() -
                random.int(phase === 'expired' ? 40 : 1, phase === 'expired' ? 90 : 30) * DAY,
            );
      const validUntil =
        phase === 'expired'
          ? new Date(now.getTime() - random.int(1, 10) * DAY)
          : new Date(Math.max(validFrom.getTime(), now.getTime()) + random.int(10, 90) * DAY);
      offers.push({
        id: offerId,
        offeror: 'shop',
        shopId: id,
        title: template.title.replace('{v}', String(value)),
        description: template.description,
        code: random.chance(0.6)
          ? uniqueCode(`${slug.replace(/-/g, '').slice(0, 6).toUpperCase()}${value}`, offers)
          : null,
        discountKind: template.kind,
        discountValue: template.kind === 'amount' ? value * 100 : value,
        currency: template.kind === 'amount' ? 'INR' : null,
        imageUrl: mediaPaths.offer(offerId),
        premium: random.chance(premium ? 0.6 : 0.15),
        validFrom,
        validUntil,
        createdAt: validFrom < now ? validFrom : now,
      });
    }
  }

  const keywords = [
    ...categories.map((c) => categoryNames.get(c)!),
    ...subCategories.map((s) => categoryNames.get(s)!),
    ...occasions.map((o) => occasionNames.get(o)!),
    ...(isStitcher ? ['stitching tailor tailoring'] : []),
  ].join(' ');

  return {
    shop: {
      id,
      slug,
      name,
      description,
      logoUrl: mediaPaths.shopLogo(id),
      coverUrl: mediaPaths.shopCover(id),
      galleryUrls: [1, 2, 3, 4].map((n) => mediaPaths.shopGallery(id, n)),
      city: place.city,
      state: place.state,
      country: 'IN',
      categorySlugs: categories,
      subCategorySlugs: subCategories,
      genders,
      occasionSlugs: occasions,
      languageCodes: languages,
      keywords,
      premium,
      isStitcher,
      isBrand,
      verified: random.chance(premium ? 0.95 : 0.6),
      ratingAverage: reviews.length ? Math.round((ratingSum / reviews.length) * 100) / 100 : 0,
      ratingCount: reviews.length,
      timeZone: 'Asia/Kolkata',
      priceMinMinor: prices.length ? Math.min(...prices) : 0,
      priceMaxMinor: prices.length ? Math.max(...prices) : 0,
      currency: 'INR',
      createdAt,
      updatedAt: createdAt,
    },
    products,
    reviews,
    offers,
  };
}

/** What belongs to the platform rather than a shop: banners, platform offers and reviews. */
export function generatePlatformContent(now: Date): {
  banners: (typeof heroBanner.$inferInsert)[];
  offers: NewOffer[];
  reviews: NewReview[];
} {
  const random = new Random('vitrine-platform');
  const banners = HERO_BANNERS.map((banner, position) => {
    const id = random.uuid();
    return {
      id,
      ...banner,
      imageUrl: mediaPaths.banner(id),
      position,
      active: true,
      createdAt: now,
    };
  });
  const offers: NewOffer[] = PLATFORM_OFFERS.map((o, i) => {
    const id = random.uuid();
    // The last one has ended, so lists can show that only current offers appear.
    const validFrom = new Date(now.getTime() - random.int(1, 20) * DAY);
    const validUntil =
      i === PLATFORM_OFFERS.length - 1
        ? new Date(now.getTime() - DAY)
        : new Date(now.getTime() + random.int(20, 120) * DAY);
    return {
      id,
      offeror: 'platform',
      shopId: null,
      title: o.title,
      description: o.description,
      code: o.code,
      discountKind: o.discount.kind,
      discountValue: o.discount.kind === 'amount' ? o.discount.value * 100 : o.discount.value,
      currency: o.discount.kind === 'amount' ? 'INR' : null,
      imageUrl: mediaPaths.offer(id),
      premium: o.premium,
      validFrom,
      validUntil,
      ...o.rules,
      createdAt: validFrom,
    };
  });
  const reviews: NewReview[] = Array.from({ length: 40 }, () => {
    const rating = random.weighted([5, 4, 3], (r) => ({ 5: 60, 4: 32, 3: 8 })[r]!);
    return {
      id: random.uuid(),
      kind: 'platform' as const,
      shopId: null,
      authorName: personName(random),
      authorCity: random.weighted(CITIES, (c) => c.weight).city,
      rating,
      title: random.pick(REVIEW_TITLES[rating]!),
      body: random.pick(PLATFORM_REVIEW_BODIES),
      createdAt: new Date(now.getTime() - random.int(1, 400) * DAY),
    };
  });
  return { banners, offers, reviews };
}

/** A shop's live offer codes are unique: a second offer drawing the same code gets a suffix. */
function uniqueCode(code: string, taken: NewOffer[]): string {
  return taken.some((o) => o.code === code) ? `${code}B` : code;
}
