import { z } from 'zod';
import { declareConfig } from '../../platform/config.ts';

declare module '../../platform/config.ts' {
  interface ModuleConfigs {
    /** How long an instance remembers a user's /user/credits answer; changes drop it at once. 0: off. */
    creditsCacheTtlMs: number;
  }
}

/** The variables the credits module reads. */
export const creditsConfigDeclaration = declareConfig(
  z.object({
    CREDITS_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  }),
  (e) => ({ creditsCacheTtlMs: e.CREDITS_CACHE_TTL_MS }),
);
