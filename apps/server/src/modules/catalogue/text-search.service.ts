import { buildTsQuery, isCorrectable, searchWords, type TextQuery } from './text-search.ts';
import type { AnalysedWord, TextSearchRepository } from './text-search.repository.ts';

/** How long a word's analysis is reused, like the taxonomy's (see docs/decisions.md). */
export const WORD_ANALYSIS_TTL_MS = 60_000;
const MAX_REMEMBERED_WORDS = 10_000;

/**
 * Prepares a search box's text for the repositories: words, typo corrections, tsquery.
 *
 * What PostgreSQL makes of a word (its stem as a prefix, its nearest known word) depends only
 * on the word, the english dictionary and the known words, so each word's analysis is kept for
 * `ttlMs` (at most 10,000 words, least recently used out first; `invalidate()` forgets them at
 * once). Searches then reach the database only for words not seen lately.
 */
export function createTextSearchService(deps: {
  textSearchRepository: TextSearchRepository;
  clock: () => Date;
  ttlMs?: number;
}) {
  const { textSearchRepository, clock, ttlMs = WORD_ANALYSIS_TTL_MS } = deps;
  const remembered = new Map<string, { storedAt: number; analysed: AnalysedWord }>();

  /** Each word's analysis, in order: remembered ones from memory, the rest in one round trip. */
  async function analyse(words: string[]): Promise<AnalysedWord[]> {
    const now = clock().getTime();
    const known: (AnalysedWord | undefined)[] = words.map((word) => {
      const entry = remembered.get(word);
      if (!entry || now - entry.storedAt >= ttlMs) return undefined;
      // Map keeps insertion order: re-inserting marks the word as recently used.
      remembered.delete(word);
      remembered.set(word, entry);
      return entry.analysed;
    });
    const missing = words.filter((_, i) => known[i] === undefined);
    if (missing.length === 0) return known as AnalysedWord[];
    const fetched = await textSearchRepository.analyseWords(
      missing.map((word) => ({ word, correctable: isCorrectable(word) })),
    );
    for (const analysed of fetched) {
      remembered.set(analysed.word, { storedAt: now, analysed });
      if (remembered.size > MAX_REMEMBERED_WORDS) {
        remembered.delete(remembered.keys().next().value!);
      }
    }
    const byWord = new Map(fetched.map((a) => [a.word, a]));
    return words.map((word, i) => known[i] ?? byWord.get(word)!);
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
      return {
        text: words.join(' '),
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
