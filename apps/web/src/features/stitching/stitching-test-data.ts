import type {
  StitchingInvoiceDetail,
  StitchingInvoicePage,
  StitchingInvoiceSummary,
} from '@vitrine/contracts/stitching';

export const INVOICE_ID = '5b9c2f1e-7a3d-4c8b-9e21-3f4a5b6c7d8e';
export const SHOP_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

export const invoiceSummary = (
  overrides: Partial<StitchingInvoiceSummary> = {},
): StitchingInvoiceSummary => ({
  id: INVOICE_ID,
  number: 'VS-ABCD2345',
  shopId: SHOP_ID,
  shopName: 'Needle & Thread Tailors',
  garment: 'blouse',
  fabric: 'Raw silk, maroon',
  price: 180_000,
  currency: 'INR',
  dueDate: '2026-12-20',
  approval: 'pending',
  revisionNote: null,
  paymentStatus: 'unpaid',
  stage: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const invoicePage = (items: StitchingInvoiceSummary[]): StitchingInvoicePage => ({
  items,
  total: items.length,
  page: 1,
  limit: 20,
});

export const invoiceDetail = (
  overrides: Partial<StitchingInvoiceDetail> = {},
): StitchingInvoiceDetail => ({
  ...invoiceSummary(),
  customerName: 'Asha Rao',
  measurements: { bust: 86, sleeveLength: 30 },
  notes: '',
  priceInWords: 'One Thousand Eight Hundred Rupees Only',
  paidAt: null,
  timeline: [{ kind: 'sent', stage: null, by: 'shop', note: null, at: '2026-11-20T10:00:00.000Z' }],
  ...overrides,
});
