/** One tracking event as a carrier reports it. */
export type CarrierEvent = {
  code: string;
  description: string;
  location: string | null;
  at: Date;
};

/** What a courier needs to pick a parcel up: the order, who it goes to, and what is in it. */
export type ParcelBooking = {
  orderNumber: string;
  orderDate: Date;
  customer: { name: string; email: string };
  address: {
    name: string;
    phone: string;
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
  items: { title: string; sku: string; quantity: number; unitPriceMinor: number }[];
  subtotalMinor: number;
  currency: string;
};

/**
 * What orders need of a courier: the events of a parcel so far and, for a courier that takes
 * bookings, a pickup booked with its tracking number (AWB). `sandbox` tracks only (the shop
 * types a number); `shiprocket` (shiprocket-carrier.ts) does both over HTTP.
 */
export type Carrier = {
  name: string;
  track(parcel: { trackingNumber: string; shippedAt: Date }): Promise<CarrierEvent[]>;
  book?(parcel: ParcelBooking): Promise<{ trackingNumber: string }>;
};

/** A courier's API failed or refused: the shop may try again, or ship with a number it types. */
export class CarrierUnavailableError extends Error {
  constructor(
    readonly carrier: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CarrierUnavailableError';
  }
}

const HOUR_MS = 60 * 60 * 1000;

/** The sandbox courier's script: each step this long after the parcel was handed over. */
export const SANDBOX_CARRIER_STEPS = [
  { code: 'picked_up', description: 'Picked up from the shop', location: 'Origin hub', after: 2 },
  { code: 'in_transit', description: 'In transit', location: 'Sorting centre', after: 20 },
  {
    code: 'out_for_delivery',
    description: 'Out for delivery',
    location: 'Destination hub',
    after: 44,
  },
  { code: 'delivered', description: 'Delivered', location: 'Destination', after: 48 },
] as const;

/**
 * A courier that advances through its script as the app's clock moves (tests move the clock;
 * a demo parcel shipped two days ago shows every step). No network. `speed` hours of its script
 * pass in each hour (SANDBOX_CARRIER_SPEED: end-to-end tests run the 48 hours in seconds).
 */
export function createSandboxCarrier(clock: () => Date, speed = 1): Carrier {
  return {
    name: 'sandbox',
    async track({ shippedAt }) {
      const now = clock().getTime();
      return SANDBOX_CARRIER_STEPS.map((step) => ({
        code: step.code,
        description: step.description,
        location: step.location,
        at: new Date(shippedAt.getTime() + (step.after * HOUR_MS) / speed),
      })).filter((event) => event.at.getTime() <= now);
    },
  };
}
