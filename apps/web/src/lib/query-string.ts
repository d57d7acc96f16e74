type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/**
 * A list query as the API reads it: several values of one filter joined
 * with commas, empty values left out so the URL names only what was chosen.
 */
export function toQueryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  return params.toString();
}
