import { vi } from 'vitest';

export type StubbedRequest = {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
};
type Handler = (request: StubbedRequest) => Response | Promise<Response>;

export const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });

/**
 * Replaces fetch at the network boundary: `routes` maps "METHOD /path" (or "METHOD /path/*"
 * for every path below it) to a handler; any other
 * call fails the test loudly. Returns the spy and the requests it saw.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const seen: StubbedRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    const rawBody =
      init?.body ?? (input instanceof Request ? await input.clone().text() : undefined);
    const body = typeof rawBody === 'string' && rawBody ? JSON.parse(rawBody) : undefined;
    const request = { url, method, headers, body };
    seen.push(request);
    const route = `${method} ${url.pathname}`;
    // "DELETE /api/v1/things/*" matches any path below /api/v1/things/.
    const handler =
      routes[route] ??
      Object.entries(routes).find(
        ([key]) => key.endsWith('/*') && route.startsWith(key.slice(0, -1)),
      )?.[1];
    if (!handler) throw new Error(`Unexpected request in test: ${method} ${url.pathname}`);
    return handler(request);
  });
  return { spy, seen };
}

export const customerRoles = {
  _id: 'user-1',
  role: { customer: true, vendor: false, employee: false, admin: false },
};
