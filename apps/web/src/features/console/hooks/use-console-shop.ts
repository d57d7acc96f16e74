import type { ShopSummary } from '@vitrine/contracts/catalogue';
import { useOutletContext } from 'react-router';

/** What the console layout gives its pages: the shop being managed and the owner's shops. */
export type ConsoleContext = {
  shop: ShopSummary;
  shops: ShopSummary[];
  selectShop: (id: string) => void;
};

/** The shop the console is managing (chosen in the shop switcher); only inside the console. */
export function useConsoleShop(): ConsoleContext {
  return useOutletContext<ConsoleContext>();
}
