import type { OfferPage } from '@vitrine/contracts/catalogue';
import { requestJson } from '../../../lib/http.ts';
import { useRequest } from '../../../lib/use-request.ts';

export const PREMIUM_OFFER_COUNT = 6;

/** GET /offers/premium-offers: premium offers valid now (the home page strip). */
export async function getPremiumOffers(signal?: AbortSignal): Promise<OfferPage> {
  const { data } = await requestJson<OfferPage>(
    `/api/v1/offers/premium-offers?limit=${PREMIUM_OFFER_COUNT}`,
    { signal },
  );
  return data;
}

export const usePremiumOffers = () => useRequest('premium-offers', getPremiumOffers);
