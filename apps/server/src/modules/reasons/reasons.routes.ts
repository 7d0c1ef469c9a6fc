import { ZCreateReasonRequest, ZIdBody, ZIdParams, ZUpdateReasonRequest } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCtx } from '../../platform/http.js';
import type { AppServices } from '../../services.js';
import { createReason, deleteReason, findReasons, toReason, updateReason } from './reasons.service.js';

export const reasonRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const tags = ['reasons'];

  app.get(
    '/api/reasons',
    { config: { access: 'public' }, schema: { tags, summary: 'Active SOS reasons (public SOS page)' } },
    async () => ({
      status: 'Success',
      data: (await findReasons(db, { activeOnly: true })).map((r) => ({
        _id: r.id,
        reasonText: r.reasonText,
        reasonTextHi: r.reasonTextHi,
      })),
    }),
  );

  app.get(
    '/api/Reasons',
    { config: { access: { flags: ['viewReason'] } }, schema: { tags, summary: 'All SOS reasons' } },
    async () => ({ status: 'Success', data: (await findReasons(db, { activeOnly: false })).map(toReason) }),
  );

  app.post(
    '/api/Reason',
    {
      config: { access: { flags: ['addReason'] } },
      schema: { tags, summary: 'Add a reason', body: ZCreateReasonRequest },
    },
    async (request, reply) => {
      const data = await createReason(db, requestCtx(request), request.body);
      return reply.status(201).send({ status: 'Success', message: 'Reason added.', data });
    },
  );

  app.put(
    '/api/reason/update/:id',
    {
      config: { access: { flags: ['addReason'] } },
      schema: { tags, summary: 'Toggle or edit a reason', params: ZIdParams, body: ZUpdateReasonRequest },
    },
    async (request) => ({
      success: true,
      status: 'Success',
      message: 'Reason updated.',
      data: await updateReason(db, requestCtx(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/reason',
    { config: { access: { flags: ['deleteReason'] } }, schema: { tags, summary: 'Delete a reason', body: ZIdBody } },
    async (request) => {
      await deleteReason(db, requestCtx(request), request.body._id);
      return { status: 'Success', message: 'Reason deleted.' };
    },
  );
};
