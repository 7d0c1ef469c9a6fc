import {
  ZCreateReasonRequest,
  ZIdParams,
  ZMessageResponse,
  ZPublicReasonListResponse,
  ZReasonListResponse,
  ZReasonSavedResponse,
  ZUpdateReasonRequest,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCtx } from '../../platform/http.js';
import { registerReorderRoute } from '../../platform/reorder.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { createReason, deleteReason, findReasons, REASON_ORDER, toReason, updateReason } from './reasons.service.js';

export const reasonRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const tags = ['reasons'];
  // The back office's routes are under /api/admin (the spec's /api/Reasons, /api/Reason, /api/reason/update/:id
  // and DELETE /api/reason are their aliases in modules/compat). Toggling a reason needs addReason (docs/api.md): so does ordering them.
  registerReorderRoute(app, db, {
    ...REASON_ORDER,
    path: '/api/admin/reasons/order',
    flag: 'addReason',
    tag: 'reasons',
  });

  app.get(
    '/api/reasons',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Active SOS reasons (public SOS page)', response: { 200: ZPublicReasonListResponse } },
    },
    // The schema names what the public sees: the notification text (the SMS wording), the status
    // and the timestamps are left out by the serializer.
    async () => ({ status: 'Success' as const, data: (await findReasons(db, { activeOnly: true })).map(toReason) }),
  );

  app.get(
    '/api/admin/reasons',
    {
      config: { access: { flags: ['viewReason'] } },
      schema: { tags, summary: 'All SOS reasons', response: { 200: ZReasonListResponse } },
    },
    async () => ({ status: 'Success' as const, data: (await findReasons(db, { activeOnly: false })).map(toReason) }),
  );

  app.post(
    '/api/admin/reasons',
    {
      config: { access: { flags: ['addReason'] } },
      schema: { tags, summary: 'Add a reason', body: ZCreateReasonRequest, response: { 201: ZReasonSavedResponse } },
    },
    async (request, reply) => {
      const data = await createReason(db, requestCtx(request), request.body);
      return reply.status(201).send({ status: 'Success' as const, message: 'Reason added.', data });
    },
  );

  app.put(
    '/api/admin/reasons/:id',
    {
      config: { access: { flags: ['addReason'] } },
      schema: {
        tags,
        summary: 'Toggle or edit a reason',
        params: ZIdParams,
        body: ZUpdateReasonRequest,
        response: { 200: ZReasonSavedResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'Reason updated.',
      data: await updateReason(db, requestCtx(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/admin/reasons/:id',
    {
      config: { access: { flags: ['deleteReason'] } },
      schema: {
        tags,
        summary: 'Delete a reason',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...failures(404) },
      },
    },
    async (request) => {
      await deleteReason(db, requestCtx(request), request.params.id);
      return { status: 'Success' as const, message: 'Reason deleted.' };
    },
  );
};
