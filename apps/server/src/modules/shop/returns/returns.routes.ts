import {
  ZIdParams,
  ZReturnDecisionRequest,
  ZReturnListQuery,
  ZReturnListResponse,
  ZReturnRequest,
  ZReturnSavedResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCtx } from '../../../platform/http.js';
import { failures } from '../../../platform/responses.js';
import { filesOf, readForm, uploadStore } from '../../../platform/uploads.js';
import { parseWith } from '../../../platform/validate.js';
import type { AppServices } from '../../../services.js';
import { sendPendingRefunds } from '../checkout/refunds.service.js';
import { getOrder } from '../orders/orders.service.js';
import { shopDeps } from '../shop-deps.js';
import { decideReturn, listReturns, requestReturn } from './returns.service.js';

/**
 * Returns: the customer's request on one of their orders, and the back office's list and decision
 * (docs/decisions/0030-payments-and-stock.md).
 */
export const returnRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const { config } = services;
  const store = uploadStore(config);
  const tags = ['orders'];

  app.post(
    '/api/my/orders/:id/return',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Ask to return a delivered order within 7 days (multipart: reason, an optional photo file)',
        params: ZIdParams,
        // 409 RETURN_NOT_ALLOWED: not delivered, too late, asked already, an activated tag in the box.
        response: { 201: ZReturnSavedResponse, ...failures(404, 409) },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const input = parseWith(ZReturnRequest, form.fields);
      const data = await requestReturn(
        db,
        requestCtx(request),
        store,
        request.params.id,
        input,
        filesOf(form, 'photo'),
      );
      return reply.status(201).send({
        status: true as const,
        message: 'Your return request is sent. We will text you our decision.',
        data,
      });
    },
  );

  app.get(
    '/api/returns',
    {
      config: { access: { flags: ['viewOrder'] } },
      schema: {
        tags,
        summary: 'Return requests, newest first; filter status',
        querystring: ZReturnListQuery,
        response: { 200: ZReturnListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await listReturns(db, request.query)) }),
  );

  app.put(
    '/api/returns/:orderId',
    {
      config: { access: { flags: ['editOrder'] } },
      schema: {
        tags,
        summary: 'Approve a return (the order is Returned and refunded) or refuse it',
        params: z.object({ orderId: z.uuid('Not a valid order id') }),
        body: ZReturnDecisionRequest,
        response: { 200: ZReturnSavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const ctx = requestCtx(request);
      let data = await decideReturn(db, ctx, config, request.params.orderId, request.body);
      if (data.payment.status === 'refund_pending') {
        await sendPendingRefunds(shopDeps(services, app.log, app.clock), data._id);
        data = await getOrder(db, ctx, data._id);
      }
      services.worker.kick();
      const message =
        request.body.decision === 'approve'
          ? `Return of ${data.orderNumber} approved; the refund is on its way.`
          : `Return of ${data.orderNumber} refused.`;
      return { status: true as const, message, data };
    },
  );
};
