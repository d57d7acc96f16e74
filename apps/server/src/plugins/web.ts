import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app (apps/web/dist) with an SPA fallback, so one process on one port
 * is the whole product. Hashed assets are cached for a year; index.html never.
 */
export async function webPlugin(app: FastifyInstance, options: { webDist: string }) {
  const indexFile = path.join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${options.webDist}; run "npm run build" to serve it here.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // Unknown API paths get the API's own 404 body, never the web app.
    if (url.startsWith('/api/') || url === '/api') return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
