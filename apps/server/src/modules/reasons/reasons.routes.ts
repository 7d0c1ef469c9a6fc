import {
  ZCreateReasonRequest,
  ZIdBody,
  ZIdParams,
  ZMessageResponse,
  ZPublicReasonListResponse,
  ZReasonListResponse,
  ZReasonSavedResponse,
  ZReasonUpdatedResponse,
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
  // Toggling a reason needs addReason (docs/api.md): so does ordering them.
  registerReorderRoute(app, db, { ...REASON_ORDER, path: '/api/Reasons/order', flag: 'addReason', tag: 'reasons' });

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
    '/api/Reasons',
    {
      config: { access: { flags: ['viewReason'] } },
      schema: { tags, summary: 'All SOS reasons', response: { 200: ZReasonListResponse } },
    },
    async () => ({ status: 'Success' as const, data: (await findReasons(db, { activeOnly: false })).map(toReason) }),
  );

  app.post(
    '/api/Reason',
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
    '/api/reason/update/:id',
    {
      config: { access: { flags: ['addReason'] } },
      schema: {
        tags,
        summary: 'Toggle or edit a reason',
        params: ZIdParams,
        body: ZUpdateReasonRequest,
        response: { 200: ZReasonUpdatedResponse, ...failures(404) },
      },
    },
    async (request) => ({
      success: true as const,
      status: 'Success' as const,
      message: 'Reason updated.',
      data: await updateReason(db, requestCtx(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/reason',
    {
      config: { access: { flags: ['deleteReason'] } },
      schema: {
        tags,
        summary: 'Delete a reason',
        body: ZIdBody,
        response: { 200: ZMessageResponse, ...failures(404) },
      },
    },
    async (request) => {
      await deleteReason(db, requestCtx(request), request.body._id);
      return { status: 'Success' as const, message: 'Reason deleted.' };
    },
  );
};
