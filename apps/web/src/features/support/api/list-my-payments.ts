import { myPaymentPageSchema, type MyPaymentPage } from '@vitrine/contracts/payments';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { supportApi } from './support-api.ts';

const myPaymentsApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/payments: my latest payments, for "what is it about?" in a new request. */
    listMyPaymentsForSupport: build.query<MyPaymentPage, void>({
      query: () => '/v1/user/payments?limit=50',
      ...checkedResponse(myPaymentPageSchema),
    }),
  }),
});

export const { useListMyPaymentsForSupportQuery } = myPaymentsApi;
