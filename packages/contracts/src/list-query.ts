import { z } from 'zod';

/**
 * Query-string pieces shared by list endpoints (`page`, `limit`, multi-valued filters). Each
 * accepts what a URL carries (strings) and yields what a handler wants.
 */

/** `?x=a,b` and `?x=a&x=b` both mean `['a', 'b']`; blanks are dropped and repeats removed. */
export const multiValueQuery = (options: { allowed?: readonly string[]; maxItems?: number } = {}) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => {
      const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','));
      return [...new Set(parts.map((p) => p.trim()).filter(Boolean))];
    })
    .pipe(
      z
        .array(z.string().max(80, 'each value must be at most 80 characters'))
        .max(options.maxItems ?? 30, `at most ${options.maxItems ?? 30} values`)
        .superRefine((values, ctx) => {
          if (!options.allowed) return;
          const unknown = values.filter((v) => !options.allowed!.includes(v));
          if (unknown.length > 0) {
            ctx.addIssue({
              code: 'custom',
              message: `unknown value${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `'${u}'`).join(', ')}; expected one of ${options.allowed.join(', ')}`,
            });
          }
        }),
    );

/** `true` or `false` only (a bare `z.coerce.boolean()` would read "false" as true). */
export const booleanQuery = z
  .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
  .transform((value) => value === 'true');

export const DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** `download=csv|xlsx` (and `download=true`, meaning csv): the whole filtered list as a file. */
export const downloadQuery = z
  .enum(['csv', 'xlsx', 'true'], { error: "must be 'csv', 'xlsx' or 'true'" })
  .transform((value): DownloadFormat => (value === 'true' ? 'csv' : value));

/** Free text typed by a person; an empty box means no search. */
export const searchKeyQuery = z
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .transform((value) => (value === '' ? undefined : value))
  .optional();
