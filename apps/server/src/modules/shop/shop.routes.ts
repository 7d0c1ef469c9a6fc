import {
  idsToDelete,
  ZCreateProductRequest,
  ZCreateReviewRequest,
  ZDeletedTrueResponse,
  ZDeleteRequest,
  ZIdParams,
  ZProductListQuery,
  ZProductListResponse,
  ZProductResponse,
  ZProductSavedResponse,
  ZReviewListResponse,
  ZReviewSavedResponse,
  ZUpdateProductRequest,
  ZUpdateReviewRequest,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedMessage } from '../../platform/delete-many.js';
import { requestCtx } from '../../platform/http.js';
import { registerReorderRoute } from '../../platform/reorder.js';
import { failures } from '../../platform/responses.js';
import { filesOf, readForm, uploadStore } from '../../platform/uploads.js';
import { parseWith } from '../../platform/validate.js';
import type { AppServices } from '../../services.js';
import {
  createProduct,
  deleteProducts,
  getProduct,
  listProducts,
  PRODUCT_ORDER,
  updateProduct,
} from './products.service.js';
import { createReview, deleteReviews, listReviews, updateReview } from './reviews.service.js';

/** The shop: products with pictures and ratings, and their reviews (docs/product.md §7 "Shop"; T markers). */
export const shopRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const store = uploadStore(services.config);
  const tags = ['shop'];
  registerReorderRoute(app, db, { ...PRODUCT_ORDER, path: '/api/products/order', flag: 'editProduct', tag: 'shop' });

  app.get(
    '/api/products',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Products with pictures, reviews’ stars, rating and review count',
        querystring: ZProductListQuery,
        response: { 200: ZProductListResponse },
      },
    },
    async (request) => listProducts(db, request.query),
  );

  app.get(
    '/api/products/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One product',
        params: ZIdParams,
        response: { 200: ZProductResponse, ...failures(404) },
      },
    },
    async (request) => ({ status: true as const, data: await getProduct(db, request.params.id) }),
  );

  app.post(
    '/api/products',
    {
      config: { access: { flags: ['createNewProduct'] } },
      schema: {
        tags,
        summary:
          'Add a product (multipart: name, price and discountedPrice in rupees, categoryId, description, ' +
          'productPicture files — at least one)',
        // 404: the category is unknown.
        response: { 201: ZProductSavedResponse, ...failures(404) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const input = parseWith(ZCreateProductRequest, form.fields);
      const data = await createProduct(db, requestCtx(request), store, input, filesOf(form, 'productPicture'));
      return reply.status(201).send({ status: true as const, message: `“${data.name}” added to the shop.`, data });
    },
  );

  app.put(
    '/api/products',
    {
      config: { access: { flags: ['editProduct'] } },
      schema: {
        tags,
        summary: 'Edit a product (multipart: _id, fields to change, new productPicture files, removeImages)',
        response: { 200: ZProductSavedResponse, ...failures(404) },
      },
    },
    async (request) => {
      const form = await readForm(request);
      const input = parseWith(ZUpdateProductRequest, form.fields);
      const data = await updateProduct(db, requestCtx(request), store, input, filesOf(form, 'productPicture'));
      return { status: true as const, message: `“${data.name}” saved.`, data };
    },
  );

  app.delete(
    '/api/products',
    {
      config: { access: { flags: ['deleteProduct'] } },
      schema: {
        tags,
        summary: 'Delete products with their pictures and reviews',
        body: ZDeleteRequest,
        response: { 200: ZDeletedTrueResponse, ...failures(404) },
      },
    },
    async (request) => {
      const n = await deleteProducts(db, requestCtx(request), store, idsToDelete(request.body));
      return { status: true as const, message: deletedMessage(n, 'product', 'products'), data: { deleted: n } };
    },
  );

  app.get(
    '/api/reviews/:productId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A product’s reviews, newest first, with its rating',
        params: z.object({ productId: z.uuid('Not a valid product id') }),
        response: { 200: ZReviewListResponse, ...failures(404) },
      },
    },
    async (request) => ({ status: true as const, ...(await listReviews(db, request.params.productId)) }),
  );

  app.post(
    '/api/reviews',
    {
      config: { access: { flags: ['createNewReview'] } },
      schema: {
        tags,
        summary: 'Add a review (multipart: productId, name, starRating 1–5, reviewText, productPicture file)',
        response: { 201: ZReviewSavedResponse, ...failures(404) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const input = parseWith(ZCreateReviewRequest, form.fields);
      const data = await createReview(db, requestCtx(request), store, input, filesOf(form, 'productPicture'));
      return reply.status(201).send({ status: true as const, message: 'Review added.', data });
    },
  );

  app.put(
    '/api/reviews',
    {
      config: { access: { flags: ['createNewReview'] } },
      schema: {
        tags,
        summary: 'Edit a review (multipart: _id, fields to change, optional new productPicture)',
        response: { 200: ZReviewSavedResponse, ...failures(404) },
      },
    },
    async (request) => {
      const form = await readForm(request);
      const input = parseWith(ZUpdateReviewRequest, form.fields);
      const data = await updateReview(db, requestCtx(request), store, input, filesOf(form, 'productPicture'));
      return { status: true as const, message: 'Review saved.', data };
    },
  );

  app.delete(
    '/api/reviews',
    {
      config: { access: { flags: ['deleteReview'] } },
      schema: {
        tags,
        summary: 'Delete reviews',
        body: ZDeleteRequest,
        response: { 200: ZDeletedTrueResponse, ...failures(404) },
      },
    },
    async (request) => {
      const n = await deleteReviews(db, requestCtx(request), store, idsToDelete(request.body));
      return { status: true as const, message: deletedMessage(n, 'review', 'reviews'), data: { deleted: n } };
    },
  );
};
