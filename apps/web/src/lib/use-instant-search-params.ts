import { useCallback, useState } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

/**
 * `useSearchParams`, except that a change shows at once: the router applies a navigation a
 * moment later, and a controlled checkbox or radio bound to the URL would flick back to its
 * old state until then. The new query is shown until the location moves on; after that the
 * URL alone counts, so coming back to the same entry (the back button) shows what it holds.
 */
export function useInstantSearchParams() {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const [pending, setPending] = useState<{ from: string; params: URLSearchParams } | null>(null);
  if (pending && pending.from !== search) {
    // The navigation landed (or another one did): forget the pending query during render.
    setPending(null);
  }
  const current = pending && pending.from === search ? pending.params : params;

  const set = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      setPending({ from: search, params: next });
      void setParams(next, options);
    },
    [search, setParams],
  );
  return [current, set] as const;
}
