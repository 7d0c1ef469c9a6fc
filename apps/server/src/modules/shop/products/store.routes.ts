import {
  ZBuyerReviewRequest,
  ZIdParams,
  ZShopProductListResponse,
  ZShopProductResponse,
  ZShopReviewSavedResponse,
  ZStoreProductQuery,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.js';
import { requestCtx } from '../../../platform/http.js';
import { failures, sendJson, serializeWith } from '../../../platform/responses.js';
import type { AppServices } from '../../../services.js';
import { createBuyerReview } from './buyer-reviews.service.js';
import { getStoreProduct, listStoreProducts } from './store.service.js';

/**
 * The public shop (docs/decisions/0030-payments-and-stock.md): products on sale, a page of them at a
 * time, and a product's page with its reviews (docs/decisions/0060-shop-and-catalogue-clean-routes.md:
 * `/api/shop/products…`; the spec's `/api/store/products…` and `/api/products/{id}/reviews` are compat
 * aliases). Answers are kept, serialized, in the public cache (cleared by any write, so a sale's stock
 * change shows at once on this instance; others are at most 10 s behind).
 */
export const storeRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const cache = services.publicCache;
  const tags = ['store'];

  app.get(
    '/api/shop/products',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Products on sale, a page at a time (page, limit up to 100; total counts them all): pictures, prices, ' +
          'in stock or not, HSN, rating and review count',
        querystring: ZStoreProductQuery,
        response: { 200: ZShopProductListResponse },
      },
    },
    async (request, reply) => {
      const key = `shop:list:${JSON.stringify(request.query)}`;
      const json = await cache.getOrLoad(key, async () =>
        serializeWith(ZShopProductListResponse, {
          status: 'Success',
          ...(await listStoreProducts(db, request.query)),
        }),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/api/shop/products/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A product on sale with its newest reviews',
        params: ZIdParams,
        response: { 200: ZShopProductResponse, ...failures(404) },
      },
    },
    async (request, reply) => {
      const key = `shop:product:${request.params.id}`;
      const json = await cache.getOrLoad(key, async () =>
        serializeWith(ZShopProductResponse, { status: 'Success', data: await getStoreProduct(db, request.params.id) }),
      );
      return sendJson(reply, json);
    },
  );

  app.post(
    '/api/shop/products/:id/reviews',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Review a product you received (one review per product)',
        params: ZIdParams,
        body: ZBuyerReviewRequest,
        // 403: no delivered order with it; 409: already reviewed.
        response: { 201: ZShopReviewSavedResponse, ...failures(403, 404, 409) },
      },
    },
    async (request, reply) => {
      if (request.user?.usertype !== 'Customer')
        throw new AppError('FORBIDDEN', 'Reviews are written by customers who bought the product.');
      const data = await createBuyerReview(db, requestCtx(request), request.params.id, request.body);
      return reply.status(201).send({ status: 'Success' as const, message: 'Thank you for your review.', data });
    },
  );
};
