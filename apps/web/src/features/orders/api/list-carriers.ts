import { carrierListSchema, type CarrierList } from '@vitrine/contracts/orders';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { ordersApi } from './orders-api.ts';

const listCarriersApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/carriers: the couriers this server ships with, and the default one. */
    listCarriers: build.query<CarrierList, void>({
      query: () => '/v1/vendor/carriers',
      ...checkedResponse(carrierListSchema),
    }),
  }),
});

export const { useListCarriersQuery } = listCarriersApi;
