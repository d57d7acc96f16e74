/**
 * Turning what a person typed into a PostgreSQL text-search query (pure functions; the
 * database part is in text-search.repository.ts).
 *
 * Every word must match (AND), each either as a prefix (`sare:*` finds "sarees" while typing)
 * or as the nearest known word when it has a typo (`boutque` → `boutique`).
 */

/**
 * What repositories need to match and rank: the words (for trigram similarity) and a tsquery.
 * `fuzzy` switches matching from full text to names similar to the text (the fallback when full
 * text finds nothing: a typo in a short word leaves too few trigrams for a correction).
 */
export type TextQuery = {
  text: string;
  /** Every word (AND): what matches. */
  tsquery: string;
  /** Any word (OR): which fields mention the text, for ranking. */
  anyTsquery: string;
  /**
   * Per word, what `to_tsquery('english', …)` makes of each of its alternatives (the prefix,
   * then the correction if there is one), as tsquery text; '' for a stop word. The shop index
   * matches these in process with the same meaning as `tsquery` (see shop-index.ts).
   */
  analysed: string[][];
  /**
   * The words with their typos corrected ("lehenga silk" for "lehnga silk"), when at least one
   * was: what a search page shows as "Showing results for …". Absent when nothing was corrected.
   */
  corrected?: string;
  fuzzy?: boolean;
};

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The words of a search box, lower-cased: runs of letters (with their combining marks, so
 * Devanagari and Tamil words stay whole) and digits. One-letter words are dropped unless the
 * query is a single letter being typed.
 */
export function searchWords(searchKey: string): string[] {
  const words = (searchKey.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).map((w) =>
    w.slice(0, MAX_WORD_LENGTH),
  );
  const meaningful = words.length > 1 ? words.filter((w) => w.length > 1) : words;
  return [...new Set(meaningful)].slice(0, MAX_WORDS);
}

/** Words short enough that a "correction" would be a guess. */
export const isCorrectable = (word: string) => word.length >= 3;

/**
 * `(word:* | correction) & …`. Words contain only letters, marks and digits, so nothing in
 * them can be read as tsquery syntax.
 */
export function buildTsQuery(
  words: string[],
  corrections: ReadonlyMap<string, string>,
  operator: '&' | '|' = '&',
): string {
  return words
    .map((word) => {
      const correction = corrections.get(word);
      return correction && correction !== word ? `(${word}:* | ${correction})` : `${word}:*`;
    })
    .join(` ${operator} `);
}

/** A tsquery lexeme without its quotes and prefix mark: `'sare':*` → `sare`. */
const lexemeOf = (tsquery: string) => tsquery.replace(/:\*$/, '').replace(/^'(.*)'$/, '$1');

/**
 * Whether a word's nearest known word is a correction a person would call one: not the word
 * itself, not a longer word it is the start of (someone still typing "sher" for "sherwani"),
 * and not the same stem ("sarees" and "saree" are both `sare`).
 */
export function isRealCorrection(analysed: {
  word: string;
  correction: string | undefined;
  prefixQuery: string;
  correctionQuery: string | undefined;
}): boolean {
  const { word, correction, prefixQuery, correctionQuery } = analysed;
  if (!correction || correction === word || correction.startsWith(word)) return false;
  return correctionQuery === undefined || lexemeOf(correctionQuery) !== lexemeOf(prefixQuery);
}
