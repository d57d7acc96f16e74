import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Statement caching for node-postgres, as pgx, JDBC and postgres.js do by default.
 *
 * drizzle sends every query unnamed, so PostgreSQL parses, analyses and plans its text again on
 * every execution; for the short statements of a booking or a chat message that is most of what
 * the server does for them (bench:booking: 2.8 → 1.6 ms of PostgreSQL's CPU per booking). A text
 * this process has sent `threshold` times is sent as a named prepared statement instead: each
 * connection parses it once (node-postgres remembers which names its connection has prepared)
 * and after that only binds and executes it. PostgreSQL keeps planning it per execution for its
 * first five runs and then uses a generic plan only where that is no dearer, so a query whose
 * plan depends on its values keeps its custom plans.
 *
 * Bounded: at most `maxNames` texts are ever named (each connection holds at most that many
 * prepared statements), and one-off texts (a migration, a list of a rare length) stay unnamed.
 * The name is a hash of the text, so one name always means one text on every connection.
 *
 * Off (`DATABASE_PREPARED_STATEMENTS=off`) behind a pooler that cannot carry prepared
 * statements between server connections (PgBouncer before 1.21 in transaction mode): then every
 * query goes unnamed, including one a repository prepared by name itself (drizzle's
 * `.prepare(name)`, which then still saves building its SQL).
 */
export type StatementNames = {
  /** False: no query goes under a name, whoever named it. */
  readonly enabled: boolean;
  /** The name to send `text` under, or undefined to send it unnamed. */
  nameFor(text: string): string | undefined;
  /** How many texts are named so far. */
  readonly size: number;
};

export function createStatementNames(
  options: { enabled?: boolean; threshold?: number; maxNames?: number; maxTracked?: number } = {},
): StatementNames {
  const { enabled = true, threshold = 2, maxNames = 500, maxTracked = 10_000 } = options;
  const names = new Map<string, string>();
  /** Times each not-yet-named text was sent; forgotten wholesale when it grows too large. */
  const seen = new Map<string, number>();
  return {
    enabled,
    nameFor(text) {
      if (!enabled) return undefined;
      const name = names.get(text);
      if (name !== undefined || names.size >= maxNames) return name;
      const times = (seen.get(text) ?? 0) + 1;
      if (times < threshold) {
        if (seen.size >= maxTracked) seen.clear();
        seen.set(text, times);
        return undefined;
      }
      seen.delete(text);
      const made = `v_${createHash('sha1').update(text).digest('hex')}`;
      names.set(text, made);
      return made;
    },
    get size() {
      return names.size;
    },
  };
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/**
 * Makes `client` send the texts `names` names as prepared statements. Only parameterised
 * queries given as a config object or a text with values (what drizzle sends); a text without
 * values (`begin`, a migration's DDL) and a submittable (a cursor, a stream) go as they are. A
 * query named by its caller keeps its name, unless `names` is off.
 */
export function useStatementCache(client: pg.Client, names: StatementNames): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, values: unknown): unknown => {
    if (typeof config === 'string') {
      if (!Array.isArray(values) || values.length === 0) return config;
      const name = names.nameFor(config);
      return name ? { name, text: config } : config;
    }
    if (typeof config !== 'object' || config === null) return config;
    const { text, name, submit } = config as QueryConfigLike;
    if (typeof text !== 'string' || typeof submit === 'function') return config;
    if (name !== undefined) return names.enabled ? config : { ...config, name: undefined };
    const params = Array.isArray(values) ? values : (config as QueryConfigLike).values;
    if (!Array.isArray(params) || params.length === 0) return config;
    const made = names.nameFor(text);
    return made ? { ...config, name: made } : config;
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    ...rest: unknown[]
  ) => query(named(config, rest[0]), ...rest);
}
