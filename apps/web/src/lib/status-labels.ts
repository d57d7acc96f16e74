import type { BookingStatus } from '@vitrine/contracts/meetings';
import type { OrderStatus } from '@vitrine/contracts/orders';

/**
 * How an order's and a booking's states read and are tinted wherever they are shown: the
 * customer's and the shop's screens (features/orders, features/meetings, which word a few for
 * their reader) and the staff console's view of a customer (features/staff).
 */
export const orderStatusLabels: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
  returned: 'Returned',
  refunded: 'Refunded',
};

export const orderStatusColours: Record<OrderStatus, string> = {
  awaiting_payment: 'yellow',
  paid: 'blue',
  packed: 'indigo',
  shipped: 'violet',
  delivered: 'green',
  cancelled: 'gray',
  return_requested: 'orange',
  returned: 'orange',
  refunded: 'teal',
};

/** A booking's state as a third party reads it (who cancelled is named). */
export const bookingStatusLabels: Record<BookingStatus, string> = {
  booked: 'Booked',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled_by_customer: 'Cancelled by the customer',
  cancelled_by_shop: 'Cancelled by the shop',
  no_show: 'No-show',
};

export const bookingStatusColours: Record<BookingStatus, string> = {
  booked: 'blue',
  in_progress: 'green',
  completed: 'gray',
  cancelled_by_customer: 'red',
  cancelled_by_shop: 'red',
  no_show: 'orange',
};
