import {
  ZAuditEntitiesResponse,
  ZAuditListResponse,
  ZAuditQuery,
  ZHistoryParams,
  ZListQuery,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Access, hasPermission } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { HISTORY_OF, listAudit, listAuditEntities } from './audit.service.js';

const SUPER: Access = { flags: [], superAdmin: true };

export const auditRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;

  app.get(
    '/api/audit',
    {
      config: { access: SUPER },
      schema: {
        tags: ['audit'],
        summary: 'Admin actions with before/after, filtered by actor, entity, action and dates (super admin)',
        querystring: ZAuditQuery,
        response: { 200: ZAuditListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await listAudit(db, request.query)) }),
  );

  app.get(
    '/api/audit/entities',
    {
      config: { access: SUPER },
      schema: {
        tags: ['audit'],
        summary: 'Entity names in the log (super admin)',
        response: { 200: ZAuditEntitiesResponse },
      },
    },
    async () => ({ status: 'Success' as const, data: await listAuditEntities(db) }),
  );

  app.get(
    '/api/audit/history/:kind/:id',
    {
      // Reading the log is the super admin's (no audit flag exists); the record's own view flag is
      // checked as well, so a future audit flag opens each History tab only to who may see the record.
      config: { access: SUPER },
      schema: {
        tags: ['audit'],
        summary: "One record's history: its own log entries, newest first (audit access and the record's view flag)",
        params: ZHistoryParams,
        querystring: ZListQuery.pick({ page: true, limit: true }),
        response: { 200: ZAuditListResponse, ...failures(403) },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const of = HISTORY_OF[kind];
      if (!hasPermission(request.user, of.flag))
        throw new AppError('FORBIDDEN', `You need the ${of.flag} permission to see this record's history.`);
      return {
        status: 'Success' as const,
        ...(await listAudit(db, { ...request.query, entities: of.entities, entityId: id, order: 'desc' })),
      };
    },
  );
};
