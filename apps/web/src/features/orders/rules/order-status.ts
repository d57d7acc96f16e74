import {
  ORDER_STATUSES,
  RETURN_WINDOW_DAYS,
  type OrderDetail,
  type OrderStatus,
} from '@vitrine/contracts/orders';

export { orderStatusColours, orderStatusLabels } from '../../../lib/status-labels.ts';

/** A `?status=` value from the URL, if it names a state. */
export const orderStatusOf = (value: string): OrderStatus | undefined =>
  (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : undefined;

const DAY_MS = 86_400_000;

/** What the customer may do to an order now (ORDER_TRANSITIONS, plus the return window). */
export function customerActionsOf(
  order: Pick<OrderDetail, 'status' | 'deliveredAt'>,
  now: Date,
): { pay: boolean; changeAddress: boolean; cancel: boolean; confirm: boolean; return: boolean } {
  const { status } = order;
  const withinReturnWindow =
    order.deliveredAt !== null &&
    now.getTime() - Date.parse(order.deliveredAt) <= RETURN_WINDOW_DAYS * DAY_MS;
  return {
    pay: status === 'awaiting_payment',
    changeAddress: status === 'awaiting_payment' || status === 'paid' || status === 'packed',
    cancel: status === 'awaiting_payment' || status === 'paid' || status === 'packed',
    confirm: status === 'shipped',
    return: status === 'delivered' && withinReturnWindow,
  };
}

/** What the shop may do to an order now. */
export function shopActionsOf(status: OrderStatus) {
  return {
    pack: status === 'paid',
    ship: status === 'packed',
    deliver: status === 'shipped',
    cancel: status === 'awaiting_payment' || status === 'paid' || status === 'packed',
    receiveReturn: status === 'return_requested',
  };
}

/** A day box's yyyy-mm-dd, if it is one (the API's fromDate/toDate are UTC days). */
export const dayOf = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
