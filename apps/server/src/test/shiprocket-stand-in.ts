import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Activity = {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': string;
};

/**
 * A local stand-in for Shiprocket's external API, speaking its protocol: sign-in for a bearer
 * token, adhoc orders, AWB assignment and tracking by AWB. Tests read what it was sent
 * (`orders`, `requests`), expire its tokens, and script each AWB's scans.
 */
export async function startShiprocketStandIn(
  credentials = { email: 'api@shop.test', password: 'pw' },
) {
  const tokens = new Set<string>();
  const orders: { body: Record<string, unknown>; shipmentId: number; awb?: string }[] = [];
  const activities = new Map<string, Activity[]>();
  const requests: { method: string; path: string; authorised: boolean }[] = [];
  let failNext = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const authorised = token !== undefined && tokens.has(token);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, authorised });
    const body = req.method === 'POST' ? await readBody(req) : {};
    if (failNext > 0) {
      failNext -= 1;
      return send(res, 500, { message: 'Internal error' });
    }
    if (req.method === 'POST' && url.pathname === '/v1/external/auth/login') {
      if (body.email !== credentials.email || body.password !== credentials.password) {
        return send(res, 400, { message: 'Invalid email and password combination' });
      }
      const issued = randomUUID();
      tokens.add(issued);
      return send(res, 200, { id: 1, email: credentials.email, token: issued });
    }
    if (!authorised) return send(res, 401, { message: 'Token has expired', status_code: 401 });

    if (req.method === 'POST' && url.pathname === '/v1/external/orders/create/adhoc') {
      const missing = ['order_id', 'pickup_location', 'billing_pincode', 'order_items'].filter(
        (name) => body[name] === undefined || body[name] === '',
      );
      if (missing.length > 0) {
        return send(res, 422, { message: 'Oops! Invalid Data.', errors: missing });
      }
      const shipmentId = 9_000_000 + orders.length;
      orders.push({ body, shipmentId });
      return send(res, 200, {
        order_id: 4_000_000 + orders.length,
        shipment_id: shipmentId,
        status: 'NEW',
        status_code: 1,
        awb_code: '',
      });
    }
    if (req.method === 'POST' && url.pathname === '/v1/external/courier/assign/awb') {
      const order = orders.find((o) => o.shipmentId === body.shipment_id);
      if (!order) return send(res, 400, { message: 'Invalid shipment id' });
      order.awb ??= `19041${String(order.shipmentId).slice(-6)}`;
      activities.set(order.awb, []);
      return send(res, 200, {
        awb_assign_status: 1,
        response: {
          data: {
            awb_code: order.awb,
            courier_name: 'Delhivery Surface',
            shipment_id: order.shipmentId,
          },
        },
      });
    }
    const track = /^\/v1\/external\/courier\/track\/awb\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && track) {
      const scans = activities.get(decodeURIComponent(track[1]!));
      if (!scans) return send(res, 404, { message: 'AWB not found' });
      if (scans.length === 0) {
        return send(res, 200, {
          tracking_data: {
            track_status: 0,
            shipment_status: 0,
            shipment_track: [],
            shipment_track_activities: null,
            error:
              'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
          },
        });
      }
      return send(res, 200, {
        tracking_data: {
          track_status: 1,
          shipment_status: Number(scans[0]!['sr-status']),
          shipment_track: [{ awb_code: track[1], current_status: scans[0]!['sr-status-label'] }],
          // Newest first, as Shiprocket lists them.
          shipment_track_activities: [...scans].reverse(),
          track_url: `https://shiprocket.co/tracking/${track[1]}`,
        },
      });
    }
    return send(res, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    orders,
    requests,
    /** The courier scans a parcel: `date` in India's time, "2026-11-24 14:23:00". */
    scan(
      awb: string,
      scan: { date: string; label: string; srStatus: string; activity: string; location: string },
    ) {
      activities.get(awb)!.push({
        date: scan.date,
        status: 'X-' + scan.srStatus,
        activity: scan.activity,
        location: scan.location,
        'sr-status': scan.srStatus,
        'sr-status-label': scan.label,
      });
    },
    /** Every token issued so far stops working (Shiprocket's expire after ten days). */
    expireTokens: () => tokens.clear(),
    /** The next `count` calls answer 500. */
    failNext: (count: number) => {
      failNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ShiprocketStandIn = Awaited<ReturnType<typeof startShiprocketStandIn>>;
