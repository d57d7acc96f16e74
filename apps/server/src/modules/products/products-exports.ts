import type { Product } from '@vitrine/contracts/catalogue';
import { minorToMajor } from '@vitrine/contracts/money';
import type { ExportColumn } from '../../platform/lib/list-export.ts';

/** The columns of a product list's CSV/XLSX download (premium products, a shop's products). */
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
