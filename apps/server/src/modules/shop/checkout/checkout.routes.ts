import {
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZMessageResponse,
  ZPaymentResultResponse,
  ZVerifyPaymentRequest,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { requestCtx } from '../../../platform/http.js';
import { emptyAnswer, failures } from '../../../platform/responses.js';
import type { AppServices } from '../../../services.js';
import { shopDeps } from '../shop-deps.js';
import { startCheckout } from './checkout.service.js';
import { handleCallback, handleWebhook, verifyForBuyer } from './payments.service.js';

const ZCallbackForm = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/**
 * Checkout and payment (docs/decisions/0030-payments-and-stock.md): the cart becomes an order;
 * the browser's proof of payment (its page, or the provider's redirect) and the provider's
 * webhooks confirm it, each idempotently.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const deps = shopDeps(services, app.log, app.clock);
  const tags = ['checkout'];

  app.post(
    '/api/checkout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Turn my cart into an order: cash on delivery places it; online answers the options for the provider’s checkout',
        body: ZCheckoutRequest,
        // 403: an admin; 404: not my address; 409: empty cart, out of stock, total changed (a coupon that
        // cannot be used is dropped, never refused),
        // way of paying off; 503: provider down.
        response: { 201: ZCheckoutResponse, ...failures(403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      if (request.user?.usertype !== 'Customer') throw new AppError('FORBIDDEN', 'Only customers can check out.');
      const data = await startCheckout(deps, requestCtx(request), request.body);
      const message = data.payment
        ? `Order ${data.order.orderNumber} is waiting for its payment.`
        : `Order ${data.order.orderNumber} is placed.`;
      return reply.status(201).send({ status: 'Success' as const, message, data });
    },
  );

  app.post(
    '/api/checkout/verify',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Confirm my payment with what the provider’s checkout handed the page',
        body: ZVerifyPaymentRequest,
        // 400 PAYMENT_REFUSED: signature, another order's payment, or an amount that does not match.
        response: { 200: ZPaymentResultResponse, ...failures(404, 409, 503) },
      },
    },
    async (request) => {
      const data = await verifyForBuyer(deps, requestCtx(request), request.body);
      const message = {
        paid: `Payment received: order ${data.order.orderNumber} is placed.`,
        pending: 'The payment is being confirmed; the order page will show it in a moment.',
        refunded: `Order ${data.order.orderNumber} could not be placed; the payment is refunded.`,
        failed: 'The payment did not go through. Nothing was charged; you can try again.',
      }[data.outcome];
      return { status: 'Success' as const, message, data };
    },
  );

  app.post(
    '/api/checkout/callback',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Where the provider’s checkout posts the result in redirect mode (form fields); redirects to the order’s page',
        // A browser's form post answered by a redirect, not an API: out of the document, like the SOS page's own posts.
        hide: true,
        body: ZCallbackForm,
        response: { 303: emptyAnswer('To /account/orders/{id}?payment=paid|pending|refunded|failed') },
      },
    },
    async (request, reply) => {
      const { orderId, outcome } = await handleCallback(deps, request.body as Record<string, string>, request.log);
      return reply.redirect(
        orderId ? `/account/orders/${orderId}?payment=${outcome}` : `/account/orders?payment=${outcome}`,
        303,
      );
    },
  );

  // The webhook's signature is over the exact bytes sent: this route alone reads its body as text.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/payments/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'The provider’s webhooks (payment.captured, order.paid, payment.failed, refund.processed, refund.failed), signed with X-Razorpay-Signature',
          response: { 200: ZMessageResponse, ...failures(409) },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = (name: string) => {
          const v = request.headers[name];
          return Array.isArray(v) ? v[0] : v;
        };
        const outcome = await handleWebhook(deps, raw, header('x-razorpay-signature'), header('x-razorpay-event-id'));
        return { status: 'Success' as const, message: outcome };
      },
    );
  });
};
