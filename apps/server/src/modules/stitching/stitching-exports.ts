import type { StitchingInvoiceSummary } from '@vitrine/contracts/stitching';
import type { ExportColumn } from '../../platform/lib/list-export.ts';

/** The columns of a stitching invoice list's download: the list's rows, as the list shows them. */
export const invoiceColumns: ExportColumn<StitchingInvoiceSummary>[] = [
  { header: 'Invoice', value: (i) => i.number },
  { header: 'Shop', value: (i) => i.shopName },
  { header: 'Garment', value: (i) => i.garment },
  { header: 'Fabric', value: (i) => i.fabric },
  { header: 'Price (minor units)', value: (i) => i.price },
  { header: 'Currency', value: (i) => i.currency },
  { header: 'Due date', value: (i) => i.dueDate },
  { header: 'Approval', value: (i) => i.approval },
  { header: 'Payment status', value: (i) => i.paymentStatus },
  { header: 'Stage', value: (i) => i.stage },
  { header: 'Sent at', value: (i) => i.createdAt },
];
