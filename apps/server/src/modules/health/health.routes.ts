import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app.js';
import { pingDatabase } from '../../platform/db/client.js';
import { errorBody } from '../../platform/errors.js';

export const healthRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['health'], summary: 'Liveness and database check' } },
    async (_request, reply) => {
      if (await pingDatabase(services.database.db)) return { status: 'ok', db: 'ok' };
      return reply.status(503).send({ ...errorBody('DB_UNAVAILABLE', 'The database is not answering.'), db: 'down' });
    },
  );
};
