import { CarrierUnavailableError, type Carrier, type CarrierEvent } from './carrier.ts';

export type ShiprocketSettings = {
  apiUrl: string;
  email: string;
  password: string;
  pickupLocation: string;
  /**
   * The parcel's size and weight Shiprocket rates by; one box for every order, since Vitrine has
   * no product dimensions (docs/adr/0082-invoices-as-pdf-and-shiprocket-as-the-real-courier.md).
   */
  parcel?: { lengthCm: number; breadthCm: number; heightCm: number; weightKg: number };
  fetch?: typeof fetch;
  timeoutMs?: number;
};

type TrackActivity = {
  date: string;
  activity: string;
  location?: string | null;
  'sr-status-label'?: string;
  status?: string;
};

const DEFAULT_PARCEL = { lengthCm: 30, breadthCm: 25, heightCm: 5, weightKg: 0.5 };

/** Shiprocket's activity time ("2026-11-24 14:23:00") is India's time, without an offset. */
const indiaTime = (value: string) => {
  const at = new Date(`${value.trim().replace(' ', 'T')}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
};

/** "OUT FOR DELIVERY" → "out_for_delivery": the sandbox's codes for the steps both report. */
const codeOf = (activity: TrackActivity) =>
  (activity['sr-status-label'] || activity.status || 'update')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const major = (minor: number) => Math.round(minor) / 100;

/**
 * Shiprocket (an Indian courier aggregator) through its external API: a token from
 * `POST /v1/external/auth/login` (kept, and renewed once on a 401), a pickup booked as an adhoc
 * order and its AWB assigned (`/orders/create/adhoc`, `/courier/assign/awb`), and tracking by AWB
 * (`/courier/track/awb/{awb}`). Any failure is a CarrierUnavailableError, never the API's text
 * passed on to a user.
 */
export function createShiprocketCarrier(settings: ShiprocketSettings): Carrier {
  const request = settings.fetch ?? fetch;
  const parcel = settings.parcel ?? DEFAULT_PARCEL;
  let token: Promise<string> | null = null;

  const fail = (message: string, cause?: unknown): never => {
    throw new CarrierUnavailableError('shiprocket', `Shiprocket: ${message}`, { cause });
  };

  async function call(path: string, init: { method: string; body?: unknown }, auth = true) {
    try {
      return await request(`${settings.apiUrl}${path}`, {
        method: init.method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(auth ? { authorization: `Bearer ${await currentToken()}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      if (error instanceof CarrierUnavailableError) throw error;
      return fail(`${path} did not answer`, error);
    }
  }

  function currentToken(): Promise<string> {
    token ??= (async () => {
      const res = await call(
        '/v1/external/auth/login',
        { method: 'POST', body: { email: settings.email, password: settings.password } },
        false,
      );
      const body = (await res.json().catch(() => ({}))) as { token?: unknown };
      if (!res.ok || typeof body.token !== 'string') fail(`sign-in refused (${res.status})`);
      return body.token as string;
    })();
    // A failed sign-in is not kept: the next call tries again.
    token.catch(() => {
      token = null;
    });
    return token;
  }

  /** An authorised call answering JSON; a 401 (the token expired) signs in again, once. */
  async function json<T>(path: string, init: { method: string; body?: unknown }): Promise<T> {
    let res = await call(path, init);
    if (res.status === 401) {
      token = null;
      res = await call(path, init);
    }
    const body = (await res.json().catch(() => null)) as T | null;
    if (!res.ok || body === null) return fail(`${path} answered ${res.status}`);
    return body;
  }

  return {
    name: 'shiprocket',

    async book(booking) {
      const { address } = booking;
      const [first, ...rest] = address.name.trim().split(/\s+/);
      const at = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Kolkata',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(booking.orderDate)
        .replace(',', '');
      const created = await json<{ order_id?: number; shipment_id?: number }>(
        '/v1/external/orders/create/adhoc',
        {
          method: 'POST',
          body: {
            order_id: booking.orderNumber,
            order_date: at,
            pickup_location: settings.pickupLocation,
            billing_customer_name: first ?? address.name,
            billing_last_name: rest.join(' '),
            billing_address: address.line1,
            billing_address_2: address.line2 ?? '',
            billing_city: address.city,
            billing_pincode: address.postalCode,
            billing_state: address.state,
            billing_country: address.country === 'IN' ? 'India' : address.country,
            billing_email: booking.customer.email,
            billing_phone: address.phone.replace(/^\+91/, ''),
            shipping_is_billing: true,
            order_items: booking.items.map((item) => ({
              name: item.title,
              sku: item.sku,
              units: item.quantity,
              selling_price: major(item.unitPriceMinor),
            })),
            // Paid through Vitrine before it ships: nothing to collect at the door.
            payment_method: 'Prepaid',
            sub_total: major(booking.subtotalMinor),
            length: parcel.lengthCm,
            breadth: parcel.breadthCm,
            height: parcel.heightCm,
            weight: parcel.weightKg,
          },
        },
      );
      if (typeof created.shipment_id !== 'number') fail('no shipment was created');
      const assigned = await json<{
        awb_assign_status?: number;
        response?: { data?: { awb_code?: string } };
      }>('/v1/external/courier/assign/awb', {
        method: 'POST',
        body: { shipment_id: created.shipment_id },
      });
      const awb = assigned.response?.data?.awb_code;
      if (assigned.awb_assign_status !== 1 || !awb) fail('no AWB was assigned');
      return { trackingNumber: awb! };
    },

    async track({ trackingNumber }) {
      const body = await json<{
        tracking_data?: { shipment_track_activities?: TrackActivity[] | null };
      }>(`/v1/external/courier/track/awb/${encodeURIComponent(trackingNumber)}`, {
        method: 'GET',
      });
      const activities = body.tracking_data?.shipment_track_activities ?? [];
      const events: CarrierEvent[] = [];
      for (const activity of activities) {
        const at = indiaTime(activity.date);
        if (!at) continue;
        events.push({
          code: codeOf(activity),
          description: activity.activity,
          location: activity.location || null,
          at,
        });
      }
      // Shiprocket lists the newest first; the timeline reads oldest first.
      return events.sort((a, b) => a.at.getTime() - b.at.getTime());
    },
  };
}
