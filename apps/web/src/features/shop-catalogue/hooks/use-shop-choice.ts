import { useSearchParams } from 'react-router';
import { toApiError } from '../../../lib/api.ts';
import { useGetShopsIRunQuery } from '../api/get-shops-i-run.ts';

/**
 * Which of my shops a console screen is about: `?shop=<id>` when the owner runs several, else
 * the first. Loading, failure and "no shop yet" are the screen's to show.
 */
export function useShopChoice() {
  const [params, setParams] = useSearchParams();
  const query = useGetShopsIRunQuery();
  const shops = query.data?.items ?? [];
  const asked = params.get('shop');
  const shop = shops.find((s) => s.id === asked) ?? shops[0];
  const choose = (id: string) =>
    setParams((next) => {
      next.set('shop', id);
      next.delete('page');
      return next;
    });
  return {
    shops,
    shop,
    choose,
    isLoading: query.isLoading,
    error: query.error === undefined ? undefined : toApiError(query.error),
    refetch: query.refetch,
  };
}
