import { ZAdminOrderListResponse, ZCleanOrderDetailResponse, ZIdParams, ZOrderListQuery } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.js';
import { requestCtx } from '../../../platform/http.js';
import { contentAnswer, failures } from '../../../platform/responses.js';
import type { AppServices } from '../../../services.js';
import { orderInvoicePdf } from './invoice.service.js';
import { getMyOrder } from './my-orders.service.js';
import { listOrders } from './orders.service.js';

/**
 * A customer's own orders, under the signed-in user's `/api/user/me`: status history, tracking, payment,
 * refunds and the invoice (their returns are in shop/returns/returns.routes.ts). Anyone else's order, even for
 * an admin, is not found here. The spec's /api/my/orders… (`status: true`, `ordernumber`, `result`) are their
 * aliases in modules/compat (docs/decisions/0059-orders-clean-routes.md).
 */
export const myOrderRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const { config } = services;
  const tags = ['orders'];

  app.get(
    '/api/user/me/orders',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'My orders, newest first',
        querystring: ZOrderListQuery,
        response: { 200: ZAdminOrderListResponse },
      },
    },
    async (request) => {
      if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      const page = await listOrders(db, requestCtx(request), { ...request.query, customerId: request.user._id });
      return { ...page, status: 'Success' as const };
    },
  );

  app.get(
    '/api/user/me/orders/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One of my orders: status history, tracking, payment state, refunds, return request',
        params: ZIdParams,
        response: { 200: ZCleanOrderDetailResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await getMyOrder(db, requestCtx(request), request.params.id),
    }),
  );

  app.get(
    '/api/user/me/orders/:id/invoice.pdf',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The GST tax invoice of one of my orders',
        params: ZIdParams,
        response: { 200: contentAnswer('The invoice, a PDF', ['application/pdf'], 'binary'), ...failures(404, 409) },
      },
    },
    async (request, reply) => {
      const ctx = requestCtx(request);
      await getMyOrder(db, ctx, request.params.id);
      const { pdf, filename } = await orderInvoicePdf(db, ctx, config, request.params.id);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).send(pdf);
    },
  );
};
