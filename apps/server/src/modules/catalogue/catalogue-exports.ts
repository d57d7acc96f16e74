import type { Offer, Product, ShopSummary } from '@vitrine/contracts/catalogue';
import { minorToMajor } from '@vitrine/contracts/money';
import type { ExportColumn } from '../../lib/list-export.ts';

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

export const productExportColumns: ExportColumn<Product>[] = [
  { header: 'Product ID', value: (p) => p.id },
  { header: 'Title', value: (p) => p.title },
  { header: 'Shop', value: (p) => p.shop.name },
  { header: 'Category', value: (p) => p.category.name },
  { header: 'Price', value: (p) => minorToMajor(p.price.amountMinor, p.price.currency) },
  { header: 'Currency', value: (p) => p.price.currency },
  { header: 'In stock', value: (p) => p.stock },
  { header: 'Premium', value: (p) => p.premium },
  { header: 'Added', value: (p) => p.createdAt },
];

export const offerExportColumns: ExportColumn<Offer>[] = [
  { header: 'Offer ID', value: (o) => o.id },
  { header: 'Title', value: (o) => o.title },
  { header: 'Offered by', value: (o) => o.shop?.name ?? 'Vitrine' },
  { header: 'Code', value: (o) => o.code },
  {
    header: 'Discount',
    value: (o) =>
      o.discount.kind === 'percent'
        ? `${o.discount.percent}%`
        : `${minorToMajor(o.discount.amount.amountMinor, o.discount.amount.currency)} ${o.discount.amount.currency}`,
  },
  { header: 'Valid from', value: (o) => o.validFrom },
  { header: 'Valid until', value: (o) => o.validUntil },
  { header: 'Premium', value: (o) => o.premium },
];
