import { buildTsQuery, isCorrectable, searchWords, type TextQuery } from './text-search.ts';
import type { TextSearchRepository } from './text-search.repository.ts';

/** Prepares a search box's text for the repositories: words, typo corrections, tsquery. */
export function createTextSearchService(deps: { textSearchRepository: TextSearchRepository }) {
  return {
    /** Undefined when there is nothing to search for (empty, or only punctuation). */
    async prepare(searchKey: string | undefined): Promise<TextQuery | undefined> {
      if (!searchKey) return undefined;
      const words = searchWords(searchKey);
      if (words.length === 0) return undefined;
      const analysed = await deps.textSearchRepository.analyseWords(
        words.map((word) => ({ word, correctable: isCorrectable(word) })),
      );
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
