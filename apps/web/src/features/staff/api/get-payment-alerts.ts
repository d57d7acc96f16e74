import { paymentAlertPageSchema, type PaymentAlertQuery } from '@vitrine/contracts/payments';
import type { z } from 'zod';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { staffApi } from './staff-api.ts';

type PaymentAlertPage = z.infer<typeof paymentAlertPageSchema>;

const paymentAlertsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /admin/payments/alerts (admins, credits area): payments that did not settle what they
     * were for, refunded or held, newest first.
     */
    getPaymentAlerts: build.query<PaymentAlertPage, PaymentAlertQuery>({
      query: (args) => `/v1/admin/payments/alerts?${toQueryString(args)}`,
      ...checkedResponse(paymentAlertPageSchema),
    }),
  }),
});

export const { useGetPaymentAlertsQuery } = paymentAlertsApi;
