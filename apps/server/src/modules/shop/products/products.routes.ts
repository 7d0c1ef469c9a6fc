import {
  ZAdminProductListResponse,
  ZAdminProductResponse,
  ZAdminProductSavedResponse,
  ZAdminReviewListResponse,
  ZAdminReviewSavedResponse,
  ZCreateProductRequest,
  ZCreateReviewRequest,
  ZIdParams,
  ZProductListQuery,
  ZUpdateProductRequest,
  ZUpdateReviewRequest,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerDeleteRoutes } from '../../../platform/delete-routes.js';
import { requestCtx } from '../../../platform/http.js';
import { registerReorderRoute } from '../../../platform/reorder.js';
import { failures } from '../../../platform/responses.js';
import { filesOf, readForm, uploadStore } from '../../../platform/uploads.js';
import { parseWith } from '../../../platform/validate.js';
import type { AppServices } from '../../../services.js';
import {
  createProduct,
  deleteProducts,
  getProduct,
  listProducts,
  PRODUCT_ORDER,
  updateProduct,
} from './products.service.js';
import { createReview, deleteReviews, listReviews, updateReview } from './reviews.service.js';

/**
 * The edit form's fields with the record's id: from the path on the clean route, from the form's `_id` on
 * the old PUT without one (its compat alias shares this handler; ADR 0060).
 */
const withPathId = (fields: Record<string, unknown>, params: unknown) => {
  const id = (params as { id?: string } | undefined)?.id;
  return id ? { ...fields, _id: id } : fields;
};

/**
 * The shop in the back office: products with pictures and ratings, and their reviews (docs/product.md §7
 * "Shop"; T markers). Clean routes under /api/admin/ (ADR 0060); the earlier client's `/api/products…` and
 * `/api/reviews…` are compat aliases. The product list and one product stay public, as they were.
 */
export const productRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const store = uploadStore(services.config);
  const tags = ['shop'];
  registerReorderRoute(app, db, {
    ...PRODUCT_ORDER,
    path: '/api/admin/products/order',
    flag: 'editProduct',
    tag: 'shop',
  });

  app.get(
    '/api/admin/products',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Products with pictures, reviews’ stars, rating and review count',
        querystring: ZProductListQuery,
        response: { 200: ZAdminProductListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await listProducts(db, request.query)) }),
  );

  app.get(
    '/api/admin/products/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One product',
        params: ZIdParams,
        response: { 200: ZAdminProductResponse, ...failures(404) },
      },
    },
    async (request) => ({ status: 'Success' as const, data: await getProduct(db, request.params.id) }),
  );

  app.post(
    '/api/admin/products',
    {
      config: { access: { flags: ['createNewProduct'] } },
      schema: {
        tags,
        summary:
          'Add a product (multipart: name, price and discountedPrice in rupees, categoryId, description, ' +
          'productPicture files — at least one)',
        // 404: the category is unknown.
        response: { 201: ZAdminProductSavedResponse, ...failures(404) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const input = parseWith(ZCreateProductRequest, form.fields);
      const data = await createProduct(db, requestCtx(request), store, input, filesOf(form, 'productPicture'));
      return reply.status(201).send({ status: 'Success' as const, message: `“${data.name}” added to the shop.`, data });
    },
  );

  app.put(
    '/api/admin/products/:id',
    {
      config: { access: { flags: ['editProduct'] } },
      schema: {
        tags,
        summary: 'Edit a product (multipart: fields to change, new productPicture files, removeImages)',
        params: ZIdParams,
        response: { 200: ZAdminProductSavedResponse, ...failures(404) },
      },
    },
    async (request) => {
      const form = await readForm(request);
      const input = parseWith(ZUpdateProductRequest, withPathId(form.fields, request.params));
      const data = await updateProduct(db, requestCtx(request), store, input, filesOf(form, 'productPicture'));
      return { status: 'Success' as const, message: `“${data.name}” saved.`, data };
    },
  );

  // One product by the id in the path; many by POST …/bulk-delete (ADR 0061), their pictures and reviews with them.
  registerDeleteRoutes(app, {
    path: '/api/admin/products',
    flag: 'deleteProduct',
    tag: tags[0]!,
    what: 'products with their pictures and reviews',
    one: 'product',
    many: 'products',
    remove: (request, ids) => deleteProducts(db, requestCtx(request), store, ids),
  });

  app.get(
    '/api/admin/products/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A product’s reviews, newest first, with its rating',
        params: ZIdParams,
        response: { 200: ZAdminReviewListResponse, ...failures(404) },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await listReviews(db, request.params.id)) }),
  );

  app.post(
    '/api/admin/reviews',
    {
      config: { access: { flags: ['createNewReview'] } },
      schema: {
        tags,
        summary: 'Add a review (multipart: productId, name, starRating 1–5, reviewText, productPicture file)',
        response: { 201: ZAdminReviewSavedResponse, ...failures(404) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const input = parseWith(ZCreateReviewRequest, form.fields);
      const data = await createReview(db, requestCtx(request), store, input, filesOf(form, 'productPicture'));
      return reply.status(201).send({ status: 'Success' as const, message: 'Review added.', data });
    },
  );

  app.put(
    '/api/admin/reviews/:id',
    {
      config: { access: { flags: ['createNewReview'] } },
      schema: {
        tags,
        summary: 'Edit a review (multipart: fields to change, optional new productPicture)',
        params: ZIdParams,
        response: { 200: ZAdminReviewSavedResponse, ...failures(404) },
      },
    },
    async (request) => {
      const form = await readForm(request);
      const input = parseWith(ZUpdateReviewRequest, withPathId(form.fields, request.params));
      const data = await updateReview(db, requestCtx(request), store, input, filesOf(form, 'productPicture'));
      return { status: 'Success' as const, message: 'Review saved.', data };
    },
  );

  registerDeleteRoutes(app, {
    path: '/api/admin/reviews',
    flag: 'deleteReview',
    tag: tags[0]!,
    what: 'reviews',
    one: 'review',
    many: 'reviews',
    remove: (request, ids) => deleteReviews(db, requestCtx(request), store, ids),
  });
};
