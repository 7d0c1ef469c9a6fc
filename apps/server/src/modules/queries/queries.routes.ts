import {
  ZIdParams,
  ZQueryListQuery,
  ZQueryListResponse,
  ZQuerySavedResponse,
  ZUpdateQueryRequest,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { findQueries, setQueryHandled } from './queries.service.js';

/** The Queries inbox: contact-form leads (stored by the public POST /api/user/create). */
export const queryRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const tags = ['queries'];

  app.get(
    '/api/queries',
    {
      config: { access: { flags: ['viewQueries'] } },
      schema: {
        tags,
        summary: 'Contact-form leads, newest first; filters handled and search (name, email, phone)',
        querystring: ZQueryListQuery,
        response: { 200: ZQueryListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await findQueries(db, request.query)) }),
  );

  app.put(
    '/api/queries/:id',
    {
      config: { access: { flags: ['viewQueries'] } },
      schema: {
        tags,
        summary: 'Mark a lead handled, or open again',
        params: ZIdParams,
        body: ZUpdateQueryRequest,
        response: { 200: ZQuerySavedResponse, ...failures(404) },
      },
    },
    async (request) => {
      const data = await setQueryHandled(db, requestCtx(request), request.params.id, request.body.handled);
      return { status: 'Success' as const, message: data.handled ? 'Marked handled.' : 'Marked open again.', data };
    },
  );
};
