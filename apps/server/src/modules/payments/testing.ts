/** What tests of other modules use to buy credits through the sandbox. */
export {
  createOrder,
  plans,
  sandboxPay,
  verify,
  type CheckoutFields,
} from './payments-test-support.ts';
