import {
  ZCouponCheckQuery,
  ZCouponCheckResponse,
  ZCouponListResponse,
  ZCouponRequest,
  ZCouponSavedResponse,
  ZIdParams,
  ZUpdateCouponRequest,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerDeleteRoutes } from '../../../platform/delete-routes.js';
import { requestCtx } from '../../../platform/http.js';
import { failures } from '../../../platform/responses.js';
import type { AppServices } from '../../../services.js';
import { checkCoupon, createCoupon, deleteCoupons, findCoupons, updateCoupon } from './coupons.service.js';

/** Discount coupons (docs/product.md §7, the spec's "/api/discount": an alias, ADR 0061; S markers). */
export const couponRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const tags = ['coupons'];

  app.get(
    '/api/coupons',
    {
      config: { access: { flags: ['viewCouponCode'] } },
      schema: { tags, summary: 'Coupons, newest first', response: { 200: ZCouponListResponse } },
    },
    async (request) => ({ status: 'Success' as const, data: await findCoupons(db, requestCtx(request).now) }),
  );

  app.get(
    '/api/coupons/check',
    {
      config: { access: { flags: ['createNewOrder', 'editOrder', 'viewCouponCode'] } },
      schema: {
        tags,
        summary: 'Whether a code can be used now, and what it takes off a subtotal (rupees)',
        querystring: ZCouponCheckQuery,
        // 400 COUPON_UNKNOWN; 409 COUPON_EXPIRED or COUPON_USED_UP.
        response: { 200: ZCouponCheckResponse, ...failures(409) },
      },
    },
    async (request) => {
      const { code, subtotal } = request.query;
      const data = await checkCoupon(db, requestCtx(request).now, code, subtotal);
      return { status: 'Success' as const, message: `${data.discountName}: ${data.percentDiscount} % off.`, data };
    },
  );

  app.post(
    '/api/coupons',
    {
      config: { access: { flags: ['addCouponCode'] } },
      schema: {
        tags,
        summary: 'Add a coupon (maxCap in rupees)',
        body: ZCouponRequest,
        response: { 201: ZCouponSavedResponse, ...failures(409) },
      },
    },
    async (request, reply) => {
      const data = await createCoupon(db, requestCtx(request), request.body);
      return reply
        .status(201)
        .send({ status: 'Success' as const, message: `Coupon ${data.discountName} added.`, data });
    },
  );

  app.put(
    '/api/coupons/:id',
    {
      config: { access: { flags: ['editCouponCode'] } },
      schema: {
        tags,
        summary: 'Edit a coupon',
        params: ZIdParams,
        body: ZUpdateCouponRequest,
        response: { 200: ZCouponSavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const data = await updateCoupon(db, requestCtx(request), request.params.id, request.body);
      return { status: 'Success' as const, message: `Coupon ${data.discountName} saved.`, data };
    },
  );

  registerDeleteRoutes(app, {
    path: '/api/coupons',
    flag: 'deleteCouponCode',
    tag: 'coupons',
    what: 'coupons (orders keep their code and discount)',
    one: 'coupon',
    many: 'coupons',
    remove: (request, ids) => deleteCoupons(db, requestCtx(request), ids),
  });
};
