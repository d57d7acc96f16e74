import { productDetailSchema } from '@vitrine/contracts/catalogue';
import { errorBodySchema } from '@vitrine/contracts/errors';
import { pageQuerySchema } from '@vitrine/contracts/pagination';
import {
  createProductInputSchema,
  idParamsSchema,
  ownerListQuerySchema,
  ownerProductPageSchema,
  ownerProductSchema,
  premiumDecisionInputSchema,
  productVariantListSchema,
  replaceVariantsInputSchema,
  updateProductInputSchema,
} from '@vitrine/contracts/shop-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductsService } from './products.service.ts';
import type { ShopProductsService } from './shop-products.service.ts';

const tags = ['products'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/**
 * One product's public page, the owner's product operations under /vendor/products, and the
 * staff's premium decision.
 */
export const shopProductsRoutes: FastifyPluginAsyncZod<{
  productsService: ProductsService;
  shopProductsService: ShopProductsService;
}> = async (app, { productsService, shopProductsService }) => {
  app.get(
    '/products/:id',
    {
      schema: {
        'x-roles': ['public'],
        'x-owned': { id: 'public' },
        tags,
        summary:
          'One product as shoppers see it, with its variants; 404 when archived or its shop is not public',
        params: idParamsSchema,
        response: { 200: productDetailSchema, ...errors },
      },
    },
    async (request) => productsService.getPublic(request.params.id),
  );

  app.get(
    '/vendor/products',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary: "My shop's products, active and archived (`status` for one of them)",
        querystring: ownerListQuerySchema,
        response: { 200: ownerProductPageSchema, ...errors },
      },
    },
    async (request) => shopProductsService.list(request.user.id, request.query),
  );

  app.post(
    '/vendor/products',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop', imageIds: 'checked' },
        tags,
        summary: 'Add a product to my shop',
        body: createProductInputSchema,
        response: { 201: ownerProductSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await shopProductsService.create(request.user.id, request.body)),
  );

  app.get(
    '/vendor/products/:id',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'owned-product' },
        tags,
        summary: 'One of my products, archived or not',
        params: idParamsSchema,
        response: { 200: ownerProductSchema, ...errors },
      },
    },
    async (request) => shopProductsService.get(request.user.id, request.params.id),
  );

  app.patch(
    '/vendor/products/:id',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'owned-product', imageIds: 'checked' },
        tags,
        summary: 'Change some fields of one of my products (`imageIds` replaces the pictures)',
        params: idParamsSchema,
        body: updateProductInputSchema,
        response: { 200: ownerProductSchema, ...errors },
      },
    },
    async (request) => shopProductsService.update(request.user.id, request.params.id, request.body),
  );

  app.get(
    '/vendor/products/:id/variants',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'owned-product' },
        tags,
        summary: "One of my products' variants (size, colour, made to measure), in display order",
        params: idParamsSchema,
        response: { 200: productVariantListSchema, ...errors },
      },
    },
    async (request) => shopProductsService.listVariants(request.user.id, request.params.id),
  );

  app.put(
    '/vendor/products/:id/variants',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'owned-product' },
        tags,
        summary:
          "Set one of my products' variants: listed ids are kept and changed, new ones added, the rest removed",
        params: idParamsSchema,
        body: replaceVariantsInputSchema,
        response: { 200: productVariantListSchema, ...errors },
      },
    },
    async (request) =>
      shopProductsService.replaceVariants(request.user.id, request.params.id, request.body),
  );

  app.post(
    '/vendor/products/:id/archive',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'owned-product' },
        tags,
        summary: 'Archive one of my products: hidden from shoppers, kept for me',
        params: idParamsSchema,
        response: { 200: ownerProductSchema, ...errors },
      },
    },
    async (request) => shopProductsService.archive(request.user.id, request.params.id),
  );

  app.post(
    '/vendor/products/:id/restore',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'owned-product' },
        tags,
        summary: 'Show an archived product of mine to shoppers again',
        params: idParamsSchema,
        response: { 200: ownerProductSchema, ...errors },
      },
    },
    async (request) => shopProductsService.restore(request.user.id, request.params.id),
  );

  app.get(
    '/admin/products/premium-requests',
    {
      schema: {
        'x-roles': ['admin'],
        tags,
        summary: 'Products whose shop asked for premium placement, newest first',
        querystring: pageQuerySchema,
        response: { 200: ownerProductPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => shopProductsService.listPremiumRequests(request.query),
  );

  app.post(
    '/admin/products/:id/premium',
    {
      schema: {
        'x-roles': ['admin'],
        'x-owned': { id: 'public' },
        tags,
        summary: "Grant (`premium: true`) or refuse a product's premium placement",
        params: idParamsSchema,
        body: premiumDecisionInputSchema,
        response: { 200: ownerProductSchema, ...errors },
      },
    },
    async (request) => shopProductsService.decidePremium(request.params.id, request.body),
  );
};
