import { ZAdminSearchResponse, ZSearchQuery } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCtx } from '../../platform/http.js';
import type { AppServices } from '../../services.js';
import { searchEverything } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;

  // The spec's GET /api/search (the orders' `ordernumber`) is its alias in modules/compat (ADR 0059).
  app.get(
    '/api/admin/search',
    {
      config: { access: { flags: ['viewCustomer', 'viewOrder', 'viewTemplete'] } },
      schema: {
        tags: ['search'],
        summary:
          'Header search and command palette: customers, vehicles, orders and QR tags matching q (a few of each)',
        querystring: ZSearchQuery,
        response: { 200: ZAdminSearchResponse },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await searchEverything(db, requestCtx(request), request.query.q),
    }),
  );
};
