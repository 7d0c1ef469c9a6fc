import { ZAuditEntitiesResponse, ZAuditListResponse, ZAuditQuery } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../platform/auth.js';
import type { AppServices } from '../../services.js';
import { listAudit, listAuditEntities } from './audit.service.js';

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
    async (request) => listAudit(db, request.query),
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
};
