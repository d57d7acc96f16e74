import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { gstinSchema, iecSchema, mobileSchema, panSchema } from './business-ids.ts';

// The existence checks of spec §7 (GET /vendor/check…): the onboarding form asks them as the
// owner types. Each validates the format first (400 naming the field), then answers `exists`.

export const checkGstinQuerySchema = z.object({ gstin: gstinSchema });
export const checkPanQuerySchema = z.object({ pan: panSchema });
export const checkIecQuerySchema = z.object({ iec: iecSchema });
export const checkEmailQuerySchema = z.object({
  email: emailSchema.meta({ examples: ['owner@example.com'] }),
});
export const checkMobileQuerySchema = z.object({ mobile: mobileSchema });

export const existsSchema = z.object({ exists: z.boolean() });
export type Exists = z.infer<typeof existsSchema>;

/** Where a shop application stands; only `approved` shops are public. */
export const SHOP_APPLICATION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ShopApplicationStatus = (typeof SHOP_APPLICATION_STATUSES)[number];
