import type { OrderSummary } from '@vitrine/contracts/orders';
import type { ExportColumn } from '../../platform/lib/list-export.ts';

/** The columns of an order list's download: the list's rows, as the list shows them. */
export const orderColumns: ExportColumn<OrderSummary>[] = [
  { header: 'Order', value: (o) => o.number },
  { header: 'Shop', value: (o) => o.shopName },
  { header: 'Status', value: (o) => o.status },
  { header: 'Items', value: (o) => o.itemCount },
  { header: 'Total (minor units)', value: (o) => o.total },
  { header: 'Currency', value: (o) => o.currency },
  { header: 'Placed at', value: (o) => o.createdAt },
];
