import {
  idMediaParamsSchema,
  productMediaParamsSchema,
  shopMediaParamsSchema,
  slugMediaParamsSchema,
} from '@vitrine/contracts/catalogue';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { MediaService, ShopPicture } from './media.service.ts';

const errors = { 400: errorBodySchema, 404: errorBodySchema };
const schema = (summary: string) => ({
  'x-roles': ['public'] as const,
  tags: ['media'],
  summary,
  produces: ['image/svg+xml'],
});

/**
 * A URL's picture never changes (it is drawn from the id), so browsers keep it for a year. The
 * SVG gets its own strict policy: no scripts, no external loads, only its inline styles.
 */
const sendSvg = (reply: FastifyReply, body: string) =>
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(body);

const stem = (file: string) => file.slice(0, -'.svg'.length);

function shopPicture(file: string): ShopPicture {
  const name = stem(file);
  if (name === 'logo' || name === 'cover') return { kind: name };
  return { kind: 'gallery', n: Number(name.slice('gallery-'.length)) };
}

export const mediaRoutes: FastifyPluginAsyncZod<{ mediaService: MediaService }> = async (
  app,
  { mediaService },
) => {
  app.get(
    '/media/shops/:id/:file',
    {
      schema: {
        ...schema('A shop logo, cover or gallery picture'),
        params: shopMediaParamsSchema,
        response: errors,
      },
    },
    async (request, reply) =>
      sendSvg(
        reply,
        await mediaService.shopPicture(request.params.id, shopPicture(request.params.file)),
      ),
  );

  app.get(
    '/media/products/:id/:file',
    {
      schema: {
        ...schema('A product picture'),
        params: productMediaParamsSchema,
        response: errors,
      },
    },
    async (request, reply) =>
      sendSvg(
        reply,
        await mediaService.productPicture(request.params.id, Number(stem(request.params.file))),
      ),
  );

  app.get(
    '/media/offers/:file',
    { schema: { ...schema('An offer card'), params: idMediaParamsSchema, response: errors } },
    async (request, reply) =>
      sendSvg(reply, await mediaService.offerPicture(stem(request.params.file).toLowerCase())),
  );

  app.get(
    '/media/banners/:file',
    {
      schema: { ...schema('A hero banner picture'), params: idMediaParamsSchema, response: errors },
    },
    async (request, reply) =>
      sendSvg(reply, await mediaService.bannerPicture(stem(request.params.file).toLowerCase())),
  );

  app.get(
    '/media/categories/:file',
    { schema: { ...schema('A category tile'), params: slugMediaParamsSchema, response: errors } },
    async (request, reply) =>
      sendSvg(reply, await mediaService.categoryPicture(stem(request.params.file))),
  );
};
