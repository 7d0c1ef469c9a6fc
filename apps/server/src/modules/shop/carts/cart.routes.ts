import { ZAdminCartListResponse, ZCartListQuery, ZCartRequest, ZCartResponse } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/errors.js';
import { requestCtx } from '../../../platform/http.js';
import { failures } from '../../../platform/responses.js';
import type { AppServices } from '../../../services.js';
import { listCarts } from './admin-carts.service.js';
import { getCart, mergeCart, putCart, quoteCart } from './cart.service.js';

const customerOnly = (request: { user: { usertype: string } | null }) => {
  if (request.user?.usertype !== 'Customer') throw new AppError('FORBIDDEN', 'Carts belong to customers.');
};

/**
 * Carts (docs/decisions/0030-payments-and-stock.md): a customer's on the server, a visitor's
 * priced without saving, and the back office's view of them all (viewCart). Every answer is
 * priced by the server from today's products, coupon rules and settings.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const { config } = services;
  const tags = ['cart'];

  app.get(
    '/api/cart',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'My cart, priced now', response: { 200: ZCartResponse, ...failures(403) } },
    },
    async (request) => {
      customerOnly(request);
      return { status: 'Success' as const, data: await getCart(db, requestCtx(request), config) };
    },
  );

  app.put(
    '/api/cart',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Replace my cart (lines and coupon); answers it priced, with what the server changed',
        body: ZCartRequest,
        // 403: an admin has no cart.
        response: { 200: ZCartResponse, ...failures(403) },
      },
    },
    async (request) => {
      customerOnly(request);
      return { status: 'Success' as const, data: await putCart(db, requestCtx(request), config, request.body) };
    },
  );

  app.post(
    '/api/cart/merge',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Add the cart I had before signing in to my saved one',
        body: ZCartRequest,
        response: { 200: ZCartResponse, ...failures(403) },
      },
    },
    async (request) => {
      customerOnly(request);
      return { status: 'Success' as const, data: await mergeCart(db, requestCtx(request), config, request.body) };
    },
  );

  app.post(
    '/api/cart/quote',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Price a visitor’s cart (kept in the browser); nothing is saved',
        body: ZCartRequest,
        response: { 200: ZCartResponse },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await quoteCart(db, requestCtx(request), config, request.body),
    }),
  );

  app.get(
    '/api/admin/carts',
    {
      config: { access: { flags: ['viewCart'] } },
      schema: {
        tags,
        summary: 'Open and abandoned carts: customer, items, value, age',
        querystring: ZCartListQuery,
        response: { 200: ZAdminCartListResponse },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      ...(await listCarts(db, requestCtx(request).now, request.query)),
    }),
  );
};
