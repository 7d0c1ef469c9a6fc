import {
  type TReadiness,
  ZHealthDownResponse,
  ZHealthResponse,
  ZLivenessResponse,
  ZNotReadyResponse,
  ZReadyResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../platform/errors.js';
import type { AppServices } from '../../services.js';

/**
 * For load balancers and orchestrators. /healthz: the process answers (restart it if not); it
 * touches nothing else, so a database outage does not get every instance restarted. /readyz: send
 * it traffic — the database answers, this build's migrations are applied and the sender runs.
 * Both answer 503 once the process is shutting down (see the closing hook in app.ts), and neither
 * waits behind the request queue (admission). /api/health is the older check of the database.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: ZHealthResponse, 503: ZHealthDownResponse },
      },
    },
    async (_request, reply) => {
      if (await services.database.ping()) return { status: 'ok' as const, db: 'ok' as const };
      return reply.status(503).send({ ...errorBody('DB_UNAVAILABLE', 'The database is not answering.'), db: 'down' });
    },
  );

  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        response: { 200: ZLivenessResponse },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable, migrations applied, SMS sender running',
        response: { 200: ZReadyResponse, 503: ZNotReadyResponse },
      },
    },
    async (_request, reply) => {
      const { database, worker, workerEnabled } = services;
      const pending = await database.migrationsPending().catch(() => null);
      const checks: TReadiness = {
        database: pending === null ? 'down' : 'ok',
        migrationsPending: pending,
        sender: !workerEnabled ? 'off' : worker.running ? 'running' : 'stopped',
      };
      if (pending === 0 && checks.sender !== 'stopped') return { status: 'ready' as const, ...checks };
      const why =
        pending === null
          ? 'The database is not answering.'
          : pending > 0
            ? `${pending} migration(s) of this version are not applied yet.`
            : 'The SMS sender is not running.';
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({
          status: 'Error' as const,
          success: false as const,
          code: 'NOT_READY' as const,
          message: why,
          ...checks,
        });
    },
  );
};
