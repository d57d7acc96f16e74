import { createResultCache } from './result-cache.ts';
import {
  buildTsQuery,
  isCorrectable,
  isRealCorrection,
  searchWords,
  type TextQuery,
} from './text-search.ts';
import type { AnalysedWord, TextSearchRepository } from './text-search.repository.ts';

/**
 * How long a word's analysis is reused, like the taxonomy's
 * (docs/adr/0034-word-analysis-is-remembered-for-a-minute.md).
 */
export const WORD_ANALYSIS_TTL_MS = 60_000;
const MAX_REMEMBERED_WORDS = 10_000;

/**
 * Prepares a search box's text for the repositories: words, typo corrections, tsquery.
 *
 * What PostgreSQL makes of a word (its stem as a prefix, its nearest known word) depends only
 * on the word, the english dictionary and the known words, so each word's analysis is kept in a
 * result cache for `ttlMs` (at most 10,000 words, least recently used out first, failures not
 * kept, concurrent searches for a new word share its lookup; `invalidate()` forgets them all).
 * Searches then reach the database only for words not seen lately, in one round trip.
 */
export function createTextSearchService(deps: {
  textSearchRepository: TextSearchRepository;
  clock: () => Date;
  ttlMs?: number;
}) {
  const { textSearchRepository, clock, ttlMs = WORD_ANALYSIS_TTL_MS } = deps;
  const remembered = createResultCache<AnalysedWord>({
    ttlMs,
    maxEntries: MAX_REMEMBERED_WORDS,
    clock,
  });

  /** Each word's analysis, in order: remembered ones from memory, the rest in one round trip. */
  function analyse(words: string[]): Promise<AnalysedWord[]> {
    const missing: string[] = [];
    let settle: { resolve: (rows: AnalysedWord[]) => void; reject: (error: unknown) => void };
    const lookup = new Promise<AnalysedWord[]>((resolve, reject) => (settle = { resolve, reject }));
    const analysed = words.map((word) =>
      remembered.getOrCompute(word, () => {
        const position = missing.push(word) - 1;
        return lookup.then((rows) => rows[position]!);
      }),
    );
    if (missing.length > 0) {
      // Rows come back in the order of the words asked (analyseWords orders by position).
      textSearchRepository
        .analyseWords(missing.map((word) => ({ word, correctable: isCorrectable(word) })))
        .then(settle!.resolve, settle!.reject);
    }
    return Promise.all(analysed);
  }

  return {
    /** Undefined when there is nothing to search for (empty, or only punctuation). */
    async prepare(searchKey: string | undefined): Promise<TextQuery | undefined> {
      if (!searchKey) return undefined;
      const words = searchWords(searchKey);
      if (words.length === 0) return undefined;
      const analysed = await analyse(words);
      const corrections = new Map(
        analysed.flatMap((a) => (a.correction ? [[a.word, a.correction] as const] : [])),
      );
      const corrected = analysed.some(isRealCorrection)
        ? analysed.map((a) => (isRealCorrection(a) ? a.correction! : a.word)).join(' ')
        : undefined;
      return {
        text: words.join(' '),
        ...(corrected ? { corrected } : {}),
        tsquery: buildTsQuery(words, corrections),
        anyTsquery: buildTsQuery(words, corrections, '|'),
        // The same alternatives buildTsQuery writes: a correction equal to the word is left out.
        analysed: analysed.map((a) =>
          a.correction && a.correction !== a.word
            ? [a.prefixQuery, a.correctionQuery!]
            : [a.prefixQuery],
        ),
      };
    },

    /** Forget every word's analysis (writers of the known words call this). */
    invalidate(): void {
      remembered.clear();
    },
  };
}

export type TextSearchService = ReturnType<typeof createTextSearchService>;

/**
 * Runs a search with full text and, when that finds nothing, once more with fuzzy name
 * matching, so a mistyped short name still finds its shop.
 */
export async function withFuzzyFallback<R>(
  text: TextQuery | undefined,
  run: (text: TextQuery | undefined) => Promise<R>,
  isEmpty: (result: R) => boolean,
): Promise<R> {
  const result = await run(text);
  if (!text || text.fuzzy || !isEmpty(result)) return result;
  return run({ ...text, fuzzy: true });
}
