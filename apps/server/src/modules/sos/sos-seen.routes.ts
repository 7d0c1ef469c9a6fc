import { ZSosSeenRequest, ZSosSeenResponse } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCtx } from '../../platform/http.js';
import type { AppServices } from '../../services.js';
import { getSosSeen, markSosSeen } from './sos-seen.service.js';

/** The header bell's read state, per admin on the server (not per browser). */
export const sosSeenRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const tags = ['sos'];

  app.get(
    '/api/notifications/seen',
    {
      config: { access: { flags: ['viewSosCall'] } },
      schema: {
        tags,
        summary: 'The newest SOS call this admin has seen, and how many are newer',
        response: { 200: ZSosSeenResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, data: await getSosSeen(db, request.user!._id) }),
  );

  app.post(
    '/api/notifications/seen',
    {
      config: { access: { flags: ['viewSosCall'] } },
      schema: {
        tags,
        summary: 'Mark SOS calls seen up to `seenAt` (default: the newest) on every machine of this admin',
        body: ZSosSeenRequest,
        response: { 200: ZSosSeenResponse },
      },
    },
    async (request) => {
      const upTo = request.body?.seenAt ? new Date(request.body.seenAt) : undefined;
      return { status: 'Success' as const, data: await markSosSeen(db, requestCtx(request), request.user!._id, upTo) };
    },
  );
};
