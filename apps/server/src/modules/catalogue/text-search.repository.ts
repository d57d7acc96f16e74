import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { TextQuery } from './text-search.ts';

/**
 * The SQL side of search, shared by every searchable list (shops, products, offers, favourites).
 * Full text: the document matches the tsquery (GIN index). Fuzzy: the name contains something
 * close to the text (`<%`, word similarity >= 0.6) or the whole name is close to it (`%`,
 * similarity >= 0.3: "moxi kids" finds "Moti Kids"); both use the trigram GIN index, but on
 * common trigrams they touch many rows, so they only run when full text found nothing.
 */
export const textMatch = (query: TextQuery, document: AnyColumn, name: AnyColumn): SQL =>
  query.fuzzy
    ? sql`(${query.text} <% ${name} or ${query.text} % ${name})`
    : sql`${document} @@ to_tsquery('english', ${query.tsquery})`;

/**
 * Relevance for products and offers: the full-text rank (title weighted A, description C, scaled
 * to 0–1); for fuzzy matches, how close the name is (word_similarity favours a name containing
 * the words, similarity the one closest in length). Trigram similarity is only computed for the
 * few fuzzy matches, never for every full-text match.
 */
export const textRank = (query: TextQuery, document: AnyColumn, name: AnyColumn): SQL<number> =>
  query.fuzzy
    ? sql<number>`(word_similarity(${query.text}, ${name}) + similarity(${query.text}, ${name}))`
    : sql<number>`ts_rank_cd(${document}, to_tsquery('english', ${query.tsquery}), 32)`;

export type AnalysedWord = {
  word: string;
  /** The known word most similar to it, if any and the word is long enough to correct. */
  correction: string | undefined;
  /** `to_tsquery('english', 'word:*')` as text ('' for a stop word). */
  prefixQuery: string;
  /** `to_tsquery('english', correction)` as text, when there is a correction. */
  correctionQuery: string | undefined;
};

export const createTextSearchRepository = (db: Database) => {
  // Every search with text runs this first: built and planned once.
  const analyse = db
    .select({
      word: sql<string>`w.word`,
      term: sql<string | null>`c.term`,
      prefixQuery: sql<string>`to_tsquery('english', w.word || ':*')::text`,
      termQuery: sql<string | null>`to_tsquery('english', c.term)::text`,
    })
    .from(
      sql`unnest(${sql.placeholder('words')}::text[], ${sql.placeholder('correctable')}::boolean[])
          with ordinality as w(word, correctable, position)
        left join lateral (
          select t.term from search_term t
          where w.correctable and t.term % w.word
          order by similarity(t.term, w.word) desc, t.term
          limit 1) as c on true`,
    )
    .orderBy(sql`w.position`)
    .prepare('analyse_search_words');

  return {
    /**
     * For each word: the known word most similar to it (pg_trgm `%`, similarity ≥ 0.3; trigram
     * index on search_term) when `correctable`, and how the english configuration normalises the
     * word as a prefix and its correction (stemming, stop words), in one round trip. Words and
     * terms hold only letters, marks and digits, so nothing in them is tsquery syntax.
     */
    async analyseWords(words: { word: string; correctable: boolean }[]): Promise<AnalysedWord[]> {
      if (words.length === 0) return [];
      const rows = await analyse.execute({
        words: words.map((w) => w.word),
        correctable: words.map((w) => w.correctable),
      });
      return rows.map((row) => ({
        word: row.word,
        correction: row.term ?? undefined,
        prefixQuery: row.prefixQuery,
        correctionQuery: row.termQuery ?? undefined,
      }));
    },
  };
};

export type TextSearchRepository = ReturnType<typeof createTextSearchRepository>;
