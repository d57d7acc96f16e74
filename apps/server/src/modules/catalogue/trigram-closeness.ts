/**
 * pg_trgm's `similarity` and `word_similarity`, ported for ASCII text so the shop index can rank
 * name matches without a database round trip. Results are bit for bit what PostgreSQL computes
 * (float4 arithmetic, the same trigrams, the same greedy extent search of
 * `iterate_word_similarity` in contrib/pg_trgm/trgm_op.c); a test compares them with
 * PostgreSQL on every seeded shop name. Outside ASCII, pg_trgm's idea of a letter and of lower
 * case depends on the database's locale, so callers ask PostgreSQL instead unless every other
 * character is punctuation or a space, which separates words in every locale
 * (`hasPortableTrigrams`: "Gentlemen’s").
 */

const f32 = Math.fround;

export const hasPortableTrigrams = (text: string) => /^[\p{ASCII}\p{P}\p{Z}]*$/u.test(text);

/** A text's trigrams, prepared once for many comparisons (see trigramProfile). */
export type TrigramProfile = {
  /** The trigrams in order, repeats kept, each as the index of its value in `distinct`. */
  slots: Int32Array;
  distinct: Int32Array;
  /** The distinct trigrams, sorted. */
  unique: Int32Array;
};

/**
 * The trigrams of text (see hasPortableTrigrams), each as a 24-bit number: every run of letters
 * and digits, lower-cased, padded with two spaces before and one after.
 */
export function trigramProfile(text: string): TrigramProfile {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const slots = new Int32Array(words.reduce((n, w) => n + w.length + 1, 0));
  const slotOf = new Map<number, number>();
  let n = 0;
  for (const word of words) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      const trigram =
        (padded.charCodeAt(i) << 16) | (padded.charCodeAt(i + 1) << 8) | padded.charCodeAt(i + 2);
      let slot = slotOf.get(trigram);
      if (slot === undefined) {
        slot = slotOf.size;
        slotOf.set(trigram, slot);
      }
      slots[n++] = slot;
    }
  }
  const distinct = Int32Array.from(slotOf.keys());
  return { slots, distinct, unique: Int32Array.from(distinct).sort() };
}

/** How many distinct trigrams two texts share. */
export function sharedTrigrams(a: TrigramProfile, b: TrigramProfile): number {
  const x = a.unique;
  const y = b.unique;
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < x.length && j < y.length) {
    if (x[i]! < y[j]!) i++;
    else if (x[i]! > y[j]!) j++;
    else {
      i++;
      j++;
      shared++;
    }
  }
  return shared;
}

/** `similarity(a, b)`: shared distinct trigrams over all distinct trigrams. */
export function similarity(
  a: TrigramProfile,
  b: TrigramProfile,
  shared = sharedTrigrams(a, b),
): number {
  const union = a.unique.length + b.unique.length - shared;
  return a.unique.length === 0 || b.unique.length === 0 ? 0 : f32(shared / union);
}

// Scratch space of wordSimilarity, grown as needed (it runs for every name match of a search).
let found = new Uint8Array(64);
let lastPosition = new Int32Array(64);

/** `word_similarity(query, text)`: the greatest similarity of the query to a run of the text. */
export function wordSimilarity(query: TrigramProfile, text: TrigramProfile): number {
  const ulen1 = query.unique.length;
  const { slots, distinct } = text;
  if (found.length < distinct.length) {
    found = new Uint8Array(distinct.length * 2);
    lastPosition = new Int32Array(distinct.length * 2);
  }
  for (let slot = 0; slot < distinct.length; slot++) {
    found[slot] = binarySearch(query.unique, distinct[slot]!) ? 1 : 0;
    lastPosition[slot] = -1;
  }
  const calc = (count: number, ulen2: number) => f32(count / (ulen1 + ulen2 - count));
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const isFound = found[slot] === 1;
    if (lower >= 0 || isFound) {
      if (lastPosition[slot]! < 0) {
        ulen2++;
        if (isFound) count++;
      }
      lastPosition[slot] = i;
    }
    if (!isFound) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = calc(count, ulen2);
    // Also try moving the lower bound right for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const previousLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const candidate = calc(tmpCount, tmpUlen2);
      if (candidate > current) {
        current = candidate;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpSlot = slots[tmpLower]!;
      if (lastPosition[tmpSlot] === tmpLower) {
        tmpUlen2--;
        if (found[tmpSlot] === 1) tmpCount--;
      }
    }
    best = Math.max(best, current);
    for (let tmpLower = previousLower; tmpLower < lower; tmpLower++) {
      const tmpSlot = slots[tmpLower]!;
      if (lastPosition[tmpSlot] === tmpLower) lastPosition[tmpSlot] = -1;
    }
  }
  return best;
}

/**
 * `word_similarity(query, name) + similarity(query, name)`: float4 + float4 is float4 in
 * PostgreSQL (shopRank then adds it to 2 as float8).
 */
export const closeness = (query: TrigramProfile, name: TrigramProfile) =>
  f32(wordSimilarity(query, name) + similarity(query, name));

function binarySearch(sorted: Int32Array, value: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else if (sorted[mid]! > value) high = mid;
    else return true;
  }
  return false;
}
