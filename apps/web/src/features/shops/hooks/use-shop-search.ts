import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useInstantSearchParams } from '../../../lib/use-instant-search-params.ts';
import {
  parseShopSearch,
  serializeShopSearch,
  type FacetFilter,
  type ShopSearchState,
} from './shop-search-state.ts';

type NavigationState = { searchTyping?: boolean } | null;

/**
 * The shop search kept in the URL, so a search can be shared and the back button steps
 * through it. Changing anything but the page goes back to page 1. Typing in the search box
 * updates one history entry (back returns to before the typing, not letter by letter).
 */
export function useShopSearch() {
  const [params, setParams] = useInstantSearchParams();
  const location = useLocation();
  const state = useMemo(() => parseShopSearch(params), [params]);
  const wasTyping = (location.state as NavigationState)?.searchTyping === true;

  const update = useCallback(
    (change: Partial<ShopSearchState>, options: { typing?: boolean } = {}) => {
      const next: ShopSearchState = { ...state, page: 1, ...change };
      setParams(serializeShopSearch(next), {
        replace: options.typing === true && wasTyping,
        state: options.typing ? { searchTyping: true } : null,
        preventScrollReset: true,
      });
    },
    [state, setParams, wasTyping],
  );

  const toggleValue = useCallback(
    (filter: FacetFilter, value: string) => {
      const current = state[filter];
      update({
        [filter]: current.includes(value)
          ? current.filter((v) => v !== value)
          : [...current, value],
      });
    },
    [state, update],
  );

  /** Removes every filter; the search text and sort stay. */
  const clearFilters = useCallback(
    () =>
      update({
        categories: [],
        subCategories: [],
        occasions: [],
        genders: [],
        languages: [],
        city: [],
        premium: false,
        isStitcher: false,
        verified: false,
      }),
    [update],
  );

  return { state, update, toggleValue, clearFilters };
}
