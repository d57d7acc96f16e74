import type { RatingSummary } from '@vitrine/contracts/catalogue';

/** "4.6" with one decimal, as stars are usually shown. */
export const formatRating = (average: number) => average.toFixed(1);

/** What a screen reader hears for a rating: "Rated 4.6 out of 5 from 120 reviews". */
export function describeRating({ average, count }: RatingSummary): string {
  if (count === 0) return 'No ratings yet';
  return `Rated ${formatRating(average)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** "1 shop", "42 shops". */
export const countOf = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;
