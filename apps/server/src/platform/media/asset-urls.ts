import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const MEDIA_PREFIX = '/api/v1/media/';

/** A stored asset's path as the CDN serves it; anything else is left alone. */
export const assetUrl = (url: string, cdnUrl: string | undefined) =>
  cdnUrl && url.startsWith(MEDIA_PREFIX) ? `${cdnUrl}/${url.slice(MEDIA_PREFIX.length)}` : url;

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of `value` with every string naming a stored asset (`/api/v1/media/<key>`) turned into
 * `<cdnUrl>/<key>`, so pictures are fetched from the content delivery host. Values are
 * copied, not changed: cached answers keep their own paths.
 */
export function rewriteAssetUrls<T>(value: T, cdnUrl: string | undefined): T {
  if (!cdnUrl) return value;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return assetUrl(item, cdnUrl);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object' && isPlainObject(item)) {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    }
    return item;
  };
  return walk(value) as T;
}

/**
 * A JSON text with every string value that starts with `/api/v1/media/` starting with the CDN
 * instead. In valid JSON a quote that is not escaped and is followed by `/` opens a string, so
 * the match is exactly the start of such a value; quotes inside text are escaped (`\"`).
 */
export function rewriteAssetUrlsInJson(json: string, cdnUrl: string): string {
  const replacement = `"${JSON.stringify(cdnUrl).slice(1, -1)}/`;
  return json.replace(/(?<!\\)"\/api\/v1\/media\//g, () => replacement);
}

/**
 * With ASSET_CDN_URL set, every JSON answer links stored assets through the CDN: the rows keep
 * host-free paths (`/api/v1/media/...`), so moving the CDN is one variable, not a migration.
 * It works on the JSON text, so answers written once and reused (serialized-once.ts) are
 * rewritten too.
 */
export const assetUrlsPlugin = fp(
  async (app: FastifyInstance) => {
    const cdnUrl = app.config.assetCdnUrl;
    if (!cdnUrl) return;
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (typeof payload !== 'string' || !type.startsWith('application/json')) return payload;
      return rewriteAssetUrlsInJson(payload, cdnUrl);
    });
  },
  { name: 'asset-urls' },
);
