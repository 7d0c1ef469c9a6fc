import { Readable } from 'node:stream';
import {
  ZAdminBulkShipResponse,
  ZAdminOrderDailyResponse,
  ZAdminOrderListResponse,
  ZAdminOrderQuoteResponse,
  ZAdminOrderSummaryResponse,
  ZBulkShipRequest,
  ZCleanOrderDetailResponse,
  ZCleanOrderSavedResponse,
  ZCreateOrderRequest,
  ZIdParams,
  ZOrderDailyQuery,
  ZOrderEditRequest,
  ZOrderIdsQuery,
  ZOrderListQuery,
  ZOrderQuoteRequest,
  ZShipOrderRequest,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../../platform/auth.js';
import { requestCtx } from '../../../platform/http.js';
import { contentAnswer, failures } from '../../../platform/responses.js';
import type { AppServices } from '../../../services.js';
import { sendPendingRefunds } from '../checkout/refunds.service.js';
import { shopDeps } from '../shop-deps.js';
import { orderInvoicePdf } from './invoice.service.js';
import { createOrder, getOrder, getOrderSummary, listOrders, quoteOrder, updateOrder } from './orders.service.js';
import { printOrders } from './orders-print.js';
import { exportOrdersCsv, ordersPerDay } from './orders-report.service.js';
import { shipOrder, shipOrders } from './orders-ship.service.js';

const VIEW = { flags: ['viewOrder'] } satisfies Access;
/** Admins with viewOrder, or the customer the order belongs to (checked in the service). */
const VIEW_OR_OWN = { flags: ['viewOrder'], own: true } satisfies Access;

/**
 * Orders in the back office (docs/product.md §7 "Orders"), all under /api/admin/orders: `status: 'Success'`,
 * `orderNumber` alone, the order's id in the path. The spec's routes (`status: true`, `ordernumber`, `result`,
 * the id in PUT /api/order's body) are their aliases in modules/compat (docs/decisions/0059-orders-clean-routes.md).
 */
export const orderRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const { config } = services;
  const tags = ['orders'];

  app.get(
    '/api/admin/orders',
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Orders with customer, address and products; filters status, search, from, to',
        querystring: ZOrderListQuery,
        response: { 200: ZAdminOrderListResponse },
      },
    },
    async (request) => ({ ...(await listOrders(db, requestCtx(request), request.query)), status: 'Success' as const }),
  );

  app.get(
    '/api/admin/orders/summary',
    {
      config: { access: VIEW },
      schema: { tags, summary: 'Counts for the four cards', response: { 200: ZAdminOrderSummaryResponse } },
    },
    async () => ({ status: 'Success' as const, data: await getOrderSummary(db) }),
  );

  app.get(
    '/api/admin/orders/daily',
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Orders per day (Asia/Kolkata) for the chart',
        querystring: ZOrderDailyQuery,
        response: { 200: ZAdminOrderDailyResponse },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await ordersPerDay(db, requestCtx(request).now, request.query.days),
    }),
  );

  app.get(
    '/api/admin/orders.csv',
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'The filtered orders as CSV',
        querystring: ZOrderListQuery,
        response: { 200: contentAnswer('The orders as a CSV file (UTF-8 with a BOM)', ['text/csv']) },
      },
    },
    async (request, reply) => {
      const day = requestCtx(request).now.toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(Readable.from(exportOrdersCsv(db, request.query)));
    },
  );

  // The owner may read it here too, as on the spec's GET /api/orders/{id} (its alias); the account's screens
  // read GET /api/user/me/orders/{id}.
  app.get(
    '/api/admin/orders/:id',
    {
      config: { access: VIEW_OR_OWN },
      schema: {
        tags,
        summary: 'One order with totals and status history (an admin with viewOrder, or the customer it belongs to)',
        params: ZIdParams,
        response: { 200: ZCleanOrderDetailResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await getOrder(db, requestCtx(request), request.params.id),
    }),
  );

  app.get(
    '/api/admin/orders/:id/invoice.pdf',
    {
      config: { access: VIEW_OR_OWN },
      schema: {
        tags,
        summary: 'The GST tax invoice (an order summary for older orders without an invoice number)',
        params: ZIdParams,
        // 409: an order never paid has no invoice.
        response: { 200: contentAnswer('The invoice, a PDF', ['application/pdf'], 'binary'), ...failures(404, 409) },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await orderInvoicePdf(db, requestCtx(request), config, request.params.id);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).send(pdf);
    },
  );

  app.post(
    '/api/admin/orders/quote',
    {
      config: { access: { flags: ['createNewOrder', 'editOrder'] } },
      schema: {
        tags,
        summary: 'Price an order before saving it',
        body: ZOrderQuoteRequest,
        // 404: a product is unknown; 400/409 COUPON_*: the coupon cannot be used.
        response: { 200: ZAdminOrderQuoteResponse, ...failures(404, 409) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await quoteOrder(db, requestCtx(request), config, request.body),
    }),
  );

  app.post(
    '/api/admin/orders',
    {
      config: { access: { flags: ['createNewOrder'] } },
      schema: {
        tags,
        summary: 'Place an order for a customer; the server prices it (a sent orderAmount is ignored)',
        body: ZCreateOrderRequest,
        response: { 201: ZCleanOrderSavedResponse, ...failures(404, 409) },
      },
    },
    async (request, reply) => {
      const data = await createOrder(db, requestCtx(request), config, request.body);
      return reply
        .status(201)
        .send({ status: 'Success' as const, message: `Order ${data.orderNumber} created.`, data });
    },
  );

  app.put(
    '/api/admin/orders/:id',
    {
      config: { access: { flags: ['editOrder'] } },
      schema: {
        tags,
        summary:
          'Edit a Created order, or move its status as the rules allow (to Shipped only with courier and trackingNumber: see …/ship)',
        params: ZIdParams,
        body: ZOrderEditRequest,
        // 400: a move to Shipped without courier and tracking number; 409: only a Created order can be edited,
        // or the status cannot move that way.
        response: { 200: ZCleanOrderSavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const ctx = requestCtx(request);
      let data = await updateOrder(db, ctx, config, { ...request.body, orderId: request.params.id });
      // A cancelled or returned order paid online is refunded through the provider now (or by housekeeping later).
      if (data.payment.status === 'refund_pending') {
        await sendPendingRefunds(shopDeps(services, app.log, app.clock), data._id);
        data = await getOrder(db, ctx, data._id);
      }
      services.worker.kick();
      return { status: 'Success' as const, message: `Order ${data.orderNumber} saved.`, data };
    },
  );

  app.post(
    '/api/admin/orders/:id/ship',
    {
      config: { access: { flags: ['editOrder'] } },
      schema: {
        tags,
        summary:
          'Mark one order Shipped with its courier, tracking number and the tags in its box; the customer is texted the tracking',
        params: ZIdParams,
        body: ZShipOrderRequest,
        // 409: the order may not move to Shipped (already shipped, cancelled…) or a tag is in another box.
        response: { 200: ZCleanOrderSavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const data = await shipOrder(db, requestCtx(request), config, request.params.id, request.body);
      services.worker.kick();
      return { status: 'Success' as const, message: `Order ${data.orderNumber} marked shipped.`, data };
    },
  );

  app.post(
    '/api/admin/orders/bulk-ship',
    {
      config: { access: { flags: ['editOrder'] } },
      schema: {
        tags,
        summary:
          'Mark the selected orders Shipped, each with its courier and tracking number; refused ones are listed with why',
        body: ZBulkShipRequest,
        response: { 200: ZAdminBulkShipResponse },
      },
    },
    async (request) => {
      const data = await shipOrders(db, requestCtx(request), config, request.body);
      services.worker.kick();
      const message =
        data.refused.length === 0
          ? `${data.shipped.length} orders marked shipped.`
          : `${data.shipped.length} orders marked shipped; ${data.refused.length} could not be.`;
      return { status: 'Success' as const, message, data };
    },
  );

  app.get(
    '/api/admin/orders/print.pdf',
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'Invoices and shipping labels of the selected orders (ids, comma-separated) as one PDF',
        querystring: ZOrderIdsQuery,
        response: {
          200: contentAnswer('Invoices and labels, a PDF', ['application/pdf'], 'binary'),
          ...failures(404, 409),
        },
      },
    },
    async (request, reply) => {
      const ctx = requestCtx(request);
      const pdf = await printOrders(db, ctx, config, request.query.ids);
      const day = ctx.now.toISOString().slice(0, 10);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="orders-${day}.pdf"`)
        .send(pdf);
    },
  );
};
