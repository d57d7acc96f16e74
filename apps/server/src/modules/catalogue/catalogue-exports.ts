import type { ShopSummary } from '@vitrine/contracts/catalogue';
import { minorToMajor } from '@vitrine/contracts/money';
import type { ExportColumn } from '../../platform/lib/list-export.ts';

const names = (refs: { name: string }[]) => refs.map((r) => r.name).join('; ');

/** The columns of a shop list's CSV/XLSX download (fetch-shops, getVendors, favourites). */
export const shopExportColumns: ExportColumn<ShopSummary>[] = [
  { header: 'Shop ID', value: (s) => s.id },
  { header: 'Name', value: (s) => s.name },
  { header: 'Slug', value: (s) => s.slug },
  { header: 'City', value: (s) => s.address.city },
  { header: 'State', value: (s) => s.address.state },
  { header: 'Country', value: (s) => s.address.country },
  { header: 'Categories', value: (s) => names(s.categories) },
  { header: 'Sub-categories', value: (s) => names(s.subCategories) },
  { header: 'Genders', value: (s) => s.genders.join('; ') },
  { header: 'Occasions', value: (s) => names(s.occasions) },
  { header: 'Languages', value: (s) => names(s.languages) },
  { header: 'Rating', value: (s) => s.rating.average },
  { header: 'Ratings', value: (s) => s.rating.count },
  {
    header: 'Price from',
    value: (s) => minorToMajor(s.priceRange.minMinor, s.priceRange.currency),
  },
  { header: 'Price to', value: (s) => minorToMajor(s.priceRange.maxMinor, s.priceRange.currency) },
  { header: 'Currency', value: (s) => s.priceRange.currency },
  { header: 'Premium', value: (s) => s.premium },
  { header: 'Stitching', value: (s) => s.isStitcher },
  { header: 'Brand', value: (s) => s.isBrand },
  { header: 'Verified', value: (s) => s.verified },
];
