/** One tracking event as a carrier reports it. */
export type CarrierEvent = {
  code: string;
  description: string;
  location: string | null;
  at: Date;
};

/**
 * What orders need of a courier: the events of a parcel so far. `sandbox` implements it; a real
 * carrier's (or an aggregator's) HTTP adapter implements the same.
 */
export type Carrier = {
  name: string;
  track(parcel: { trackingNumber: string; shippedAt: Date }): Promise<CarrierEvent[]>;
};

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
