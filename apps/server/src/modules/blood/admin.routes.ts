import {
  ZAdminBloodRequestListResponse,
  ZAdminBloodRequestQuery,
  ZBlockRequesterRequest,
  ZIdParams,
  ZMessageResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { blockRequester, closeAsAdmin, findAdminRequests, unblockRequester } from './admin.service.js';
import { announceBloodChange, bloodDeps } from './blood.module.js';

/** The back office's blood requests (docs/decisions/0047-emergency-blood.md). */
export const bloodAdminRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const deps = bloodDeps(services, app.log);
  const tags = ['blood'];

  app.get(
    '/api/blood/admin/requests',
    {
      config: { access: { flags: ['viewBloodRequests'] } },
      schema: {
        tags,
        summary: 'Blood requests, newest first, with their state and figures; filter status',
        querystring: ZAdminBloodRequestQuery,
        response: { 200: ZAdminBloodRequestListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await findAdminRequests(deps, request.query)) }),
  );

  app.post(
    '/api/blood/admin/requests/:id/close',
    {
      config: { access: { flags: ['editBloodRequests'] } },
      schema: {
        tags,
        summary: 'Close an open request (donors still waiting are told)',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      await closeAsAdmin(deps, requestCtx(request), request.params.id);
      services.worker.kick();
      announceBloodChange(services.events, app.log, [request.params.id]);
      return { status: 'Success' as const, message: 'The request is closed; donors still waiting are told.' };
    },
  );

  app.put(
    '/api/blood/admin/requesters/:id/block',
    {
      config: { access: { flags: ['editBloodRequests'] } },
      schema: {
        tags,
        summary: 'Stop a customer from making blood requests',
        params: ZIdParams,
        body: ZBlockRequesterRequest,
        response: { 200: ZMessageResponse, ...failures(404) },
      },
    },
    async (request) => {
      const name = await blockRequester(deps, requestCtx(request), request.params.id, request.body.reason);
      return { status: 'Success' as const, message: `${name} can no longer make blood requests.` };
    },
  );

  app.delete(
    '/api/blood/admin/requesters/:id/block',
    {
      config: { access: { flags: ['editBloodRequests'] } },
      schema: {
        tags,
        summary: 'Let a blocked customer make blood requests again',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...failures(404) },
      },
    },
    async (request) => {
      await unblockRequester(deps, requestCtx(request), request.params.id);
      return { status: 'Success' as const, message: 'They can make blood requests again.' };
    },
  );
};
