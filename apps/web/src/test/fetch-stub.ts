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
 * call fails loudly (the caller's fetch rejects). Returns the spy, the requests it answered in
 * order (`seen`), and the ones it refused (`unexpected`): a background call the test did not
 * stub, such as the signed-in viewer's money preferences, does not shift `seen`.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const seen: StubbedRequest[] = [];
  const unexpected: StubbedRequest[] = [];
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
    // JSON bodies arrive parsed; a multipart upload as its raw text (file names and bytes).
    const multipart = headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
    const body =
      typeof rawBody === 'string' && rawBody
        ? multipart
          ? rawBody
          : JSON.parse(rawBody)
        : undefined;
    const request = { url, method, headers, body };
    const route = `${method} ${url.pathname}`;
    // "DELETE /api/v1/things/*" matches any path below /api/v1/things/.
    const handler =
      routes[route] ??
      Object.entries(routes).find(
        ([key]) => key.endsWith('/*') && route.startsWith(key.slice(0, -1)),
      )?.[1];
    if (!handler) {
      unexpected.push(request);
      throw new Error(`Unexpected request in test: ${method} ${url.pathname}`);
    }
    seen.push(request);
    return handler(request);
  });
  return { spy, seen, unexpected };
}

export const customerRoles = {
  _id: 'user-1',
  role: { customer: true, vendor: false, employee: false, admin: false },
};
