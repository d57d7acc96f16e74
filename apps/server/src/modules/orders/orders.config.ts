import { z } from 'zod';
import { declareConfig, optionalString, urlWithProtocols } from '../../platform/config.ts';

export type CarriersConfig = {
  default: 'sandbox' | 'shiprocket';
  shiprocket:
    { email: string; password: string; pickupLocation: string; apiUrl: string } | undefined;
};

declare module '../../platform/config.ts' {
  interface ModuleConfigs {
    /** CARRIER and Shiprocket's API user (SHIPROCKET_*), when set. */
    carriers: CarriersConfig;
    /** SANDBOX_CARRIER_SPEED: the sandbox courier's hours per real hour (1 outside tests). */
    sandboxCarrierSpeed: number;
  }
}

/** The variables the orders module reads: its couriers. */
const ordersVariables = z.object({
  /** The sandbox courier's hours per real hour: end-to-end tests run its 48 hours in seconds. */
  SANDBOX_CARRIER_SPEED: z.coerce.number().min(1).max(1_000_000).default(1),
  /** The courier a shipment goes with when the shop names none: the sandbox or Shiprocket. */
  CARRIER: z.enum(['sandbox', 'shiprocket']).default('sandbox'),
  SHIPROCKET_EMAIL: optionalString,
  SHIPROCKET_PASSWORD: optionalString,
  /** Shiprocket's name of the shop's pickup address (Settings → Pickup addresses). */
  SHIPROCKET_PICKUP_LOCATION: optionalString,
  /** Only for tests and egress proxies; Shiprocket's own API by default. */
  SHIPROCKET_API_URL: urlWithProtocols(['http', 'https'], 'https://apiv2.shiprocket.in'),
});

/** Shiprocket needs its API user's email and password (both or neither). */
function carriersConfig(
  e: z.infer<typeof ordersVariables>,
  problems: string[],
): CarriersConfig | undefined {
  const given = [e.SHIPROCKET_EMAIL, e.SHIPROCKET_PASSWORD].filter(Boolean).length;
  if (given === 1 || (e.CARRIER === 'shiprocket' && given === 0)) {
    for (const name of ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD'] as const) {
      if (!e[name]) problems.push(`${name}: required to ship with Shiprocket`);
    }
    return undefined;
  }
  return {
    default: e.CARRIER,
    shiprocket:
      given === 2
        ? {
            email: e.SHIPROCKET_EMAIL!,
            password: e.SHIPROCKET_PASSWORD!,
            pickupLocation: e.SHIPROCKET_PICKUP_LOCATION ?? 'Primary',
            apiUrl: (e.SHIPROCKET_API_URL ?? 'https://apiv2.shiprocket.in').replace(/\/$/, ''),
          }
        : undefined,
  };
}

export const ordersConfigDeclaration = declareConfig(
  ordersVariables,
  (e, { isProduction }, problems) => {
    if (isProduction && e.SANDBOX_CARRIER_SPEED !== 1) {
      problems.push('SANDBOX_CARRIER_SPEED: only for tests; leave it at 1 in production');
    }
    return { carriers: carriersConfig(e, problems)!, sandboxCarrierSpeed: e.SANDBOX_CARRIER_SPEED };
  },
);
