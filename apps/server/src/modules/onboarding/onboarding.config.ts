import { z } from 'zod';
import { declareConfig } from '../../platform/config.ts';

declare module '../../platform/config.ts' {
  interface ModuleConfigs {
    /** The onboarding form's existence checks, limited per client IP (they reveal who is registered). */
    lookupRateLimit: { max: number; windowMs: number };
  }
}

/** The variables the onboarding module reads. */
export const onboardingConfigDeclaration = declareConfig(
  z.object({
    /** Existence checks (GSTIN, PAN, IEC, email, mobile) per client IP in one window, all together. */
    LOOKUP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
    LOOKUP_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  }),
  (e) => ({
    lookupRateLimit: { max: e.LOOKUP_RATE_LIMIT_MAX, windowMs: e.LOOKUP_RATE_LIMIT_WINDOW_MS },
  }),
);
