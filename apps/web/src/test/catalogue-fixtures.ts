import type {
  FavouriteShop,
  Offer,
  Shop,
  ShopFacets,
  ShopSearchResult,
  ShopSummary,
} from '@vitrine/contracts/catalogue';
import { NO_OFFER_RULES } from '@vitrine/contracts/offer-codes';

/** Answers shaped exactly like the API's (they pass the contracts' response schemas). */

let sequence = 0;
/** A fresh, valid UUID for each call (ids must pass the contracts' z.uuid()). */
export const uuid = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function shopSummary(overrides: Partial<ShopSummary> = {}): ShopSummary {
  const id = overrides.id ?? uuid();
  return {
    id,
    slug: 'suhana-silks',
    name: 'Suhana Silks',
    description: 'Jamdani and Tant sarees straight from Bengal looms.',
    logoUrl: `/api/v1/media/shops/${id}/logo.svg`,
    coverUrl: `/api/v1/media/shops/${id}/cover.svg`,
    address: { city: 'Varanasi', state: 'Uttar Pradesh', country: 'IN' },
    categories: [{ slug: 'bridal', name: 'Bridal' }],
    subCategories: [{ slug: 'bridal-sarees', name: 'Bridal Sarees' }],
    genders: ['women'],
    occasions: [{ slug: 'wedding', name: 'Wedding' }],
    languages: [{ code: 'hi', name: 'Hindi' }],
    premium: false,
    isStitcher: false,
    isBrand: false,
    verified: true,
    rating: { average: 4.6, count: 12 },
    priceRange: { minMinor: 34900, maxMinor: 3904900, currency: 'INR' },
    ...overrides,
  };
}

export function shop(overrides: Partial<Shop> = {}): Shop {
  const summary = shopSummary(overrides);
  return {
    ...summary,
    galleryUrls: [`/api/v1/media/shops/${summary.id}/gallery-1.svg`],
    timeZone: 'Asia/Kolkata',
    productCount: 0,
    takesMeetings: true,
    createdAt: '2024-12-01T02:48:13.548Z',
    ...overrides,
  };
}

export const noFacets: ShopFacets = {
  categories: [],
  subCategories: [],
  occasions: [],
  genders: [],
  languages: [],
  cities: [],
};

export function searchResult(overrides: Partial<ShopSearchResult> = {}): ShopSearchResult {
  const items = overrides.items ?? [shopSummary()];
  return {
    items,
    total: items.length,
    page: 1,
    limit: 24,
    facets: noFacets,
    ...overrides,
  };
}

export function favourite(overrides: Partial<FavouriteShop> = {}): FavouriteShop {
  return {
    id: uuid(),
    shop: shopSummary(),
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: uuid(),
    offeror: 'platform',
    shop: null,
    title: 'Wedding Season: 15% off your first order',
    description: 'Valid on any shop’s products after your first video meeting.',
    code: 'SHAADI15',
    discount: { kind: 'percent', percent: 15 },
    imageUrl: null,
    premium: true,
    validFrom: '2026-11-12T06:14:44.045Z',
    validUntil: '2026-12-12T06:14:44.045Z',
    rules: NO_OFFER_RULES,
    ...overrides,
  };
}

export const emptyPage = { items: [], total: 0, page: 1, limit: 20 };

export const filterVocabulary = {
  'GET /api/v1/category/categories-subcat': {
    items: [
      {
        slug: 'bridal',
        name: 'Bridal',
        imageUrl: '/api/v1/media/categories/bridal.svg',
        subCategories: [{ slug: 'bridal-sarees', name: 'Bridal Sarees' }],
      },
      {
        slug: 'mens-ethnic',
        name: "Men's Ethnic",
        imageUrl: '/api/v1/media/categories/mens-ethnic.svg',
        subCategories: [{ slug: 'sherwanis', name: 'Sherwanis' }],
      },
    ],
  },
  'GET /api/v1/category/occasions-names': {
    items: [
      { slug: 'wedding', name: 'Wedding' },
      { slug: 'haldi', name: 'Haldi' },
    ],
  },
  'GET /api/v1/category/languages-names': {
    items: [{ code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' }],
  },
};
