import type { VendorBooking } from '@vitrine/contracts/meetings';
import { createContext, type ReactNode } from 'react';

/**
 * What a console route adds to each booking card (orders' "Create order from pins"): the route
 * composes features, so the meetings feature leaves a slot rather than importing orders.
 */
export const ShopBookingExtra = createContext<
  ((booking: VendorBooking, now: Date) => ReactNode) | null
>(null);
