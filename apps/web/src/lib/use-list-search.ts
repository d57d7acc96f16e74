import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useInstantSearchParams } from './use-instant-search-params.ts';

type NavigationState = { searchTyping?: boolean } | null;

/**
 * `searchKey`, `page` and the given extra keys of a simple list, kept in the URL (shareable,
 * back button steps through). Changing anything but the page goes back to page 1.
 */
export function useListSearch<K extends string = never>(extraKeys: readonly K[] = []) {
  const [params, setParams] = useInstantSearchParams();
  const location = useLocation();
  const wasTyping = (location.state as NavigationState)?.searchTyping === true;

  const state = useMemo(() => {
    const page = Number(params.get('page'));
    const extras = Object.fromEntries(
      extraKeys.map((key) => [key, params.get(key) ?? '']),
    ) as Record<K, string>;
    return {
      searchKey: (params.get('searchKey') ?? '').trim().slice(0, 100),
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      ...extras,
    };
    // extraKeys is a constant list per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  const update = useCallback(
    (
      change: Partial<{ searchKey: string; page: number } & Record<K, string>>,
      options: { typing?: boolean } = {},
    ) => {
      const next: Record<string, string | number> = { ...state, page: 1, ...change };
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) {
        if (key === 'page' ? value !== 1 : value !== '') query.set(key, String(value));
      }
      setParams(query, {
        replace: options.typing === true && wasTyping,
        state: options.typing ? { searchTyping: true } : null,
        preventScrollReset: true,
      });
    },
    [state, setParams, wasTyping],
  );

  return { state, update };
}
