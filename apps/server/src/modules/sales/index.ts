/**
 * Sales (issue 31): what a shop sells and a customer pays for, whatever it is — a product order,
 * a stitching invoice. One core holds what every kind shares: its reads and guarded change, who
 * may see it, announcing a change, paying, refunding, the earnings posting, the invoice PDF and
 * the list with its download. Each kind keeps its own states and what only it has.
 */
export {
  createSalesDocuments,
  createSalesParties,
  salesFilterConditions,
  type SalesFilters,
} from './sales.repository.ts';
export {
  createSalesAnnouncer,
  createSalesCore,
  salesAmountDue,
  salesNumber,
  type SalesPayments,
} from './sales.service.ts';
export { sendCreated } from './sales-replies.ts';
export { customerSalesRoutes, salesErrors, shopSalesRoutes } from './sales-routes.ts';
