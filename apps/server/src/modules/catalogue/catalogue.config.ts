import { z } from 'zod';
import { declareConfig } from '../../platform/config.ts';

declare module '../../platform/config.ts' {
  interface ModuleConfigs {
    searchCacheTtlMs: number;
    shopIndexCheckIntervalMs: number;
  }
}

/** The variables the catalogue reads: its search cache and its shop index's check. */
export const catalogueConfigDeclaration = declareConfig(
  z.object({
    /** How long a shop search's answer (items, total, facets) is reused; 0 turns the cache off. */
    SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /** How often the shop index compares itself with the database, to heal a missed shop:changed. */
    SHOP_INDEX_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  }),
  (e) => ({
    searchCacheTtlMs: e.SEARCH_CACHE_TTL_MS,
    shopIndexCheckIntervalMs: e.SHOP_INDEX_CHECK_INTERVAL_MS,
  }),
);
