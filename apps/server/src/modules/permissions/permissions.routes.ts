import { PERMISSION_FLAGS, ZPermissionsResponse, ZPermissionsSavedResponse } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { getPermissions, setPermissions } from './permissions.service.js';

const ZAdminParams = z.object({ adminId: z.uuid('Not a valid admin id') });
const ZFlagsBody = z
  .object(
    Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
      string,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .extend({ userid: z.string().optional() })
  .strict();

export const permissionRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;

  app.get(
    '/api/admin/permissions/:adminId',
    {
      config: { access: { flags: ['createNewAdmin', 'editAdmin'] } },
      schema: {
        tags: ['permissions'],
        summary: "An admin's permission flags",
        params: ZAdminParams,
        response: { 200: ZPermissionsResponse, ...failures(404) },
      },
    },
    async (request) => ({ status: 'Success' as const, data: await getPermissions(db, request.params.adminId) }),
  );

  app.put(
    '/api/admin/permissions/:adminId',
    {
      config: { access: { flags: [], superAdmin: true } },
      schema: {
        tags: ['permissions'],
        summary: "Replace an admin's permission flags (super admin only)",
        params: ZAdminParams,
        body: ZFlagsBody,
        // 409: the super admin's flags cannot change.
        response: { 200: ZPermissionsSavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const data = await setPermissions(
        db,
        requestCtx(request),
        request.params.adminId,
        request.body as Record<string, boolean>,
      );
      await services.events.broadcast('access-changed', { userId: request.params.adminId });
      return { status: 'Success' as const, message: 'Permissions saved.', data };
    },
  );
};
