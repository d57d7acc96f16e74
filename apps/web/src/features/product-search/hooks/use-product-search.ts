import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useInstantSearchParams } from '../../../lib/use-instant-search-params.ts';
import {
  emptyProductFilters,
  parseProductSearch,
  serializeProductSearch,
  type ProductFacetFilter,
  type ProductSearchState,
} from './product-search-state.ts';

type NavigationState = { searchTyping?: boolean } | null;

/**
 * The product search kept in the URL, so a search can be shared and the back button steps
 * through it. Changing anything but the page goes back to page 1; typing updates one history
 * entry.
 */
export function useProductSearch() {
  const [params, setParams] = useInstantSearchParams();
  const location = useLocation();
  const state = useMemo(() => parseProductSearch(params), [params]);
  const wasTyping = (location.state as NavigationState)?.searchTyping === true;

  const update = useCallback(
    (change: Partial<ProductSearchState>, options: { typing?: boolean } = {}) => {
      const next: ProductSearchState = { ...state, page: 1, ...change };
      setParams(serializeProductSearch(next), {
        replace: options.typing === true && wasTyping,
        state: options.typing ? { searchTyping: true } : null,
        preventScrollReset: true,
      });
    },
    [state, setParams, wasTyping],
  );

  const toggleValue = useCallback(
    (filter: ProductFacetFilter, value: string) => {
      const current = state[filter];
      update({
        [filter]: current.includes(value)
          ? current.filter((v) => v !== value)
          : [...current, value],
      });
    },
    [state, update],
  );

  const clearFilters = useCallback(() => update(emptyProductFilters), [update]);

  return { state, update, toggleValue, clearFilters };
}
