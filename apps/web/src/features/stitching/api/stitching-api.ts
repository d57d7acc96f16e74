import { api } from '../../../lib/api.ts';

/**
 * The stitching feature's cache tags: `StitchingInvoice` (lists and details, the customer's and
 * the shop's) and `MeasurementProfile`. Every change invalidates what it touched.
 */
export const stitchingApi = api.enhanceEndpoints({
  addTagTypes: ['StitchingInvoice', 'MeasurementProfile'],
});
