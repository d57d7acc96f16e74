import { existsSchema, type Exists } from '@vitrine/contracts/onboarding';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

/** The existence checks (GET /vendor/check…) the form asks as the owner types. */
const CHECK_PATHS = {
  gstin: 'check_GSTIN_Exists',
  pan: 'checkBusinessPAN_Exists',
  iec: 'checkBusinessIEC_Exists',
  mobile: 'checkMobileNumberExists',
} as const;
export type CheckedBusinessId = keyof typeof CHECK_PATHS;

const checkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/check…Exists?<field>=: is this identifier already registered to a shop? */
    checkBusinessId: build.query<Exists, { field: CheckedBusinessId; value: string }>({
      query: ({ field, value }) =>
        `/v1/vendor/${CHECK_PATHS[field]}?${new URLSearchParams({ [field]: value })}`,
      ...checkedResponse(existsSchema),
    }),
  }),
});

export const { useLazyCheckBusinessIdQuery } = checkApi;
