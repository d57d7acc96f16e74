import type { OrderDetail, OrderSummary } from '@vitrine/contracts/orders';
import type { OwnerProduct } from '@vitrine/contracts/shop-catalogue';

export const ORDER_ID = '5b0e8c1e-3f7a-4c1b-9a1e-0c2d3e4f5a6b';
export const SHOP_ID = '6c1f9d2f-4a8b-4d2c-8b2f-1d3e4f5a6b7c';
export const SHIPMENT_ID = '7d2a0e3a-5b9c-4e3d-9c3a-2e4f5a6b7c8d';
export const PRODUCT_ID = '8e3b1f4b-6c0d-4f4e-8d4b-3f5a6b7c8d9e';
export const ADDRESS_ID = '9f4c2a5c-7d1e-4a5f-9e5c-4a6b7c8d9e0f';

const placed = '2026-11-20T10:00:00.000Z';
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: ORDER_ID,
    number: 'VT-10042',
    shopId: SHOP_ID,
    shopName: 'Suhana Silks',
    status: 'awaiting_payment',
    currency: 'INR',
    total: 255000,
    itemCount: 1,
    createdAt: placed,
    ...overrides,
  };
}

export const orderPage = (items: OrderSummary[]) => ({
  items,
  total: items.length,
  page: 1,
  limit: 10,
});

export const address = {
  id: ADDRESS_ID,
  name: 'Demo Customer',
  phone: '+919876543210',
  line1: '12 MG Road',
  line2: null,
  landmark: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'IN',
};

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(),
    customerName: 'Demo Customer',
    items: [
      {
        id: '1a5d3b6d-8e2f-4b6a-8f6d-5b7c8d9e0f1a',
        productId: PRODUCT_ID,
        title: 'Silk kurta',
        quantity: 1,
        unitPrice: 250000,
        lineTotal: 250000,
      },
    ],
    subtotal: 250000,
    shippingFee: 5000,
    taxes: 0,
    totalInWords: 'Two Thousand Five Hundred Fifty Rupees Only',
    notes: '',
    deliveryEstimate: null,
    address,
    paidAt: null,
    deliveredAt: null,
    refund: null,
    shipments: [],
    timeline: [{ status: 'awaiting_payment', from: null, by: 'shop', note: null, at: placed }],
    ...overrides,
  };
}

export function ownerProduct(overrides: Partial<OwnerProduct> = {}): OwnerProduct {
  return {
    id: PRODUCT_ID,
    shop: { id: SHOP_ID, slug: 'suhana-silks', name: 'Suhana Silks' },
    title: 'Silk kurta',
    description: 'Hand-woven',
    imageUrls: [],
    price: { amountMinor: 250000, currency: 'INR' },
    category: { slug: 'womens-ethnic', name: "Women's ethnic" },
    premium: false,
    stock: 4,
    createdAt: placed,
    status: 'active',
    premiumRequested: false,
    imageIds: [],
    archivedAt: null,
    updatedAt: placed,
    ...overrides,
  };
}
