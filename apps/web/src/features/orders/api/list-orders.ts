import { orderPageSchema, type OrderPage, type OrderStatus } from '@vitrine/contracts/orders';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { orderBase, ordersApi, type OrderSide } from './orders-api.ts';

export type OrderListFilters = {
  side: OrderSide;
  /** Required for the shop's list. */
  shopId?: string;
  searchKey?: string;
  status?: OrderStatus;
  fromDate?: string;
  toDate?: string;
};

export type OrderListArgs = OrderListFilters & { page: number; limit: number };

/** The query string of a list (without empty filters), shared with the download. */
export const orderListParams = ({ side: _side, ...args }: Partial<OrderListArgs>) =>
  Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== undefined && value !== ''),
  );

const listOrdersApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/orders or /vendor/orders: one page, filtered, newest first. */
    listOrders: build.query<OrderPage, OrderListArgs>({
      query: (args) => ({ url: orderBase[args.side], params: orderListParams(args) }),
      ...checkedResponse(orderPageSchema),
      providesTags: ['Order'],
    }),
  }),
});

export const { useListOrdersQuery } = listOrdersApi;
