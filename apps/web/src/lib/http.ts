import { apiErrorFromBody, networkError } from './api-error.ts';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** Send the session cookie too (only the social sign-in return needs it). */
  withCookies?: boolean;
};

export type JsonResponse<T> = { data: T; headers: Headers; status: number };

/**
 * One JSON call to our own origin. Resolves with the body and headers of a 2xx answer;
 * rejects with an ApiError for an error answer (reading our error body) or NETWORK when
 * nothing came back.
 */
export async function requestJson<T>(
  path: string,
  { method = 'GET', body, token, signal, withCookies = false }: RequestOptions = {},
): Promise<JsonResponse<T>> {
  const headers = new Headers({ accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: withCookies ? 'same-origin' : 'omit',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) throw apiErrorFromBody(response.status, parsed);
  return { data: parsed as T, headers: response.headers, status: response.status };
}
