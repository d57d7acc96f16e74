/**
 * Rows to skip for a 1-based page. Capped: any offset this large is past the end of every
 * table we have, and an uncapped one (page=1e300) would overflow PostgreSQL's bigint.
 */
export const MAX_OFFSET = 2 ** 31 - 1;

export const pageWindow = ({ page, limit }: { page: number; limit: number }) => ({
  limit,
  offset: Math.min((page - 1) * limit, MAX_OFFSET),
});

/** The rows a repository reads: `pageWindow`'s answer, or every row up to a download's cap. */
export type Page = { limit: number; offset: number };
