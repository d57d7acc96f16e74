import { ORDER_TRANSITIONS, RETURN_WINDOW_DAYS, type OrderStatus } from '@vitrine/contracts/orders';
import { AppError } from '../../platform/lib/app-error.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ChangeActor = 'customer' | 'shop' | 'system';

const readable = (status: OrderStatus) => status.replace(/_/g, ' ');

/** The states from which `actor` may move an order to `to` (ORDER_TRANSITIONS, in one place). */
export function statesAllowing(to: OrderStatus, actor: ChangeActor): OrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((from) => {
    const who = ORDER_TRANSITIONS[from][to];
    if (!who) return false;
    if (actor === 'system') return true;
    return who === actor || who === 'customer-or-shop';
  });
}

/** The 409 of an illegal change, naming both states. */
export const illegalChange = (from: OrderStatus, to: OrderStatus) =>
  new AppError(
    'CONFLICT',
    `status: an order that is ${readable(from)} cannot become ${readable(to)}.`,
  );

/** A return may be asked for within RETURN_WINDOW_DAYS of delivery. */
export function checkReturnWindow(deliveredAt: Date | null, now: Date) {
  if (!deliveredAt || now.getTime() - deliveredAt.getTime() > RETURN_WINDOW_DAYS * DAY_MS) {
    throw new AppError(
      'CONFLICT',
      `status: a return can be requested within ${RETURN_WINDOW_DAYS} days of delivery.`,
    );
  }
}

/** Where the address may still change: before the parcel leaves. */
export const ADDRESS_CHANGEABLE: OrderStatus[] = ['awaiting_payment', 'paid', 'packed'];

/** What each status tells the other side. */
export const STATUS_MESSAGES: Record<OrderStatus, string> = {
  awaiting_payment: 'is waiting for your payment',
  paid: 'is paid',
  packed: 'is packed',
  shipped: 'has been shipped',
  delivered: 'was delivered',
  cancelled: 'was cancelled',
  return_requested: 'has a return request',
  returned: 'was returned',
  refunded: 'was refunded',
};
