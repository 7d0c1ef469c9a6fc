import { ZSosFiguresQuery, ZSosFiguresResponse } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { sosFigures } from './sos-figures.service.js';

/** The channel ladder's figures for the back office's SOS screen, with the flag the SOS list needs. */
export const sosFiguresRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  app.get(
    '/api/sos-calls/figures',
    {
      config: { access: { flags: ['viewSosCall'] } },
      schema: {
        tags: ['sos'],
        summary: 'Pushes sent and shown, texts saved by push and the money saved, over the last `days` days',
        querystring: ZSosFiguresQuery,
        response: { 200: ZSosFiguresResponse, ...failures(400) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await sosFigures(db, requestCtx(request), request.query.days, services.config.campaigns.costPerSmsPaise),
    }),
  );
};
