import type { Offer } from '@vitrine/contracts/catalogue';
import { minorToMajor } from '@vitrine/contracts/money';
import type { ExportColumn } from '../../platform/lib/list-export.ts';

/** The columns of an offer list's CSV/XLSX download. */
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
