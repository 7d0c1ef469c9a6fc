import {
  ZContactFormRequest,
  ZIdParams,
  ZLeadListQuery,
  ZLeadListResponse,
  ZLeadSavedResponse,
  ZMessageResponse,
  ZUpdateLeadRequest,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import { hashIp, hit } from '../../platform/rate-limit.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { createLead, findLeads, setLeadHandled } from './leads.service.js';

/** Contact-form leads: the public form leaves one, the back office's Queries inbox works through them. */
export const leadRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const tags = ['leads'];

  app.post(
    '/api/leads',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The public contact form: store a lead {name, email, phone}; no account is created',
        body: ZContactFormRequest,
        // 401: a token that is no longer valid (an admin meaning to create a user); 429: too many leads.
        response: { 200: ZMessageResponse, ...failures(401, 429) },
      },
    },
    async (request) => {
      const ctx = requestCtx(request);
      // A stale admin token must not quietly turn "create this customer" into a lead.
      if (!request.user && bearerToken(request))
        throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
      const ipHash = hashIp(services.config.jwtSecret, ctx.ip);
      if (ipHash)
        await hit(
          db,
          `lead:ip:${ipHash}`,
          { max: services.config.limits.leadsPerIp, windowSeconds: 3600 },
          ctx.now,
          'You have sent us several messages just now. Please try again in an hour, or write to our support e-mail.',
        );
      await createLead(db, ctx, request.body);
      return { status: 'Success' as const, message: 'Thank you! We have your details and will be in touch soon.' };
    },
  );

  app.get(
    '/api/leads',
    {
      config: { access: { flags: ['viewQueries'] } },
      schema: {
        tags,
        summary: 'Contact-form leads, newest first; filters handled and search (name, email, phone)',
        querystring: ZLeadListQuery,
        response: { 200: ZLeadListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await findLeads(db, request.query)) }),
  );

  app.put(
    '/api/leads/:id',
    {
      config: { access: { flags: ['viewQueries'] } },
      schema: {
        tags,
        summary: 'Mark a lead handled, or open again',
        params: ZIdParams,
        body: ZUpdateLeadRequest,
        response: { 200: ZLeadSavedResponse, ...failures(404) },
      },
    },
    async (request) => {
      const data = await setLeadHandled(db, requestCtx(request), request.params.id, request.body.handled);
      return { status: 'Success' as const, message: data.handled ? 'Marked handled.' : 'Marked open again.', data };
    },
  );
};
