import { Readable } from 'node:stream';
import {
  ZCreateUserRequest,
  ZDeletedUserListResponse,
  ZDeletedUserQuery,
  ZIdParams,
  ZUpdateMeRequest,
  ZUpdateUserRequest,
  ZUserDeletedResponse,
  ZUserDetailResponse,
  ZUserListQuery,
  ZUserListResponse,
  ZUserRestoredResponse,
  ZUserSavedResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../platform/auth.js';
import { requestCtx } from '../../platform/http.js';
import { contentAnswer, failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { addressRoutes } from './addresses.routes.js';
import { contactRoutes } from './contacts.routes.js';
import { exportUsersCsv, listUsers } from './user-list.service.js';
import { createUser, deleteUser, getUserDetail, updateMe, updateUser } from './users.service.js';
import { listDeletedUsers, restoreUser } from './users-deleted.service.js';

const VIEW_USERS = { flags: ['viewCustomer', 'viewAdmin'] } satisfies Access;

export const userRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;

  // The contact form's leads are POST /api/leads (modules/leads); the spec's POST /api/user/create, which
  // served both, is an alias of the two in modules/compat (docs/decisions/0052-clean-routes-and-compat-layer.md).
  app.post(
    '/api/users',
    {
      config: { access: { flags: ['createNewCustomer', 'createNewAdmin'] } },
      schema: {
        tags: ['users'],
        summary: 'Create a customer (createNewCustomer) or an admin (createNewAdmin), by usertype',
        body: ZCreateUserRequest,
        response: { 201: ZUserSavedResponse, ...failures(409) },
      },
    },
    async (request, reply) => {
      const data = await createUser(db, requestCtx(request), request.body);
      return reply.status(201).send({ status: 'Success' as const, message: `${data.name} was added.`, data });
    },
  );

  app.get(
    '/api/users',
    {
      config: { access: VIEW_USERS },
      schema: {
        tags: ['users'],
        summary: 'Customers (viewCustomer) or admins (viewAdmin), paginated, searchable and sortable',
        querystring: ZUserListQuery,
        response: { 200: ZUserListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await listUsers(db, requestCtx(request), request.query)) }),
  );

  app.get(
    '/api/users.csv',
    {
      config: { access: VIEW_USERS },
      schema: {
        tags: ['users'],
        summary: 'The same filtered list as CSV',
        querystring: ZUserListQuery,
        response: { 200: contentAnswer('The list as a CSV file (UTF-8 with a BOM)', ['text/csv']) },
      },
    },
    async (request, reply) => {
      const ctx = requestCtx(request);
      const kind = request.query.usertype === 'Admin' ? 'admins' : 'customers';
      const stream = Readable.from(exportUsersCsv(db, ctx, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-${ctx.now.toISOString().slice(0, 10)}.csv"`)
        .send(stream);
    },
  );

  app.put(
    '/api/user/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'Edit my profile',
        body: ZUpdateMeRequest,
        response: { 200: ZUserSavedResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'Your profile was saved.',
      data: await updateMe(db, requestCtx(request), request.body, services.config.whatsapp !== null),
    }),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: { ...VIEW_USERS, own: true } },
      schema: {
        tags: ['users'],
        summary: 'A user with vehicles, contacts, addresses, orders and SOS calls',
        params: ZIdParams,
        response: { 200: ZUserDetailResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await getUserDetail(db, requestCtx(request), request.params.id),
    }),
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: { flags: ['editCustomer', 'editAdmin'] } },
      schema: {
        tags: ['users'],
        summary: 'Edit a customer (editCustomer) or an admin (editAdmin)',
        params: ZIdParams,
        body: ZUpdateUserRequest,
        response: { 200: ZUserSavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const data = await updateUser(db, requestCtx(request), request.params.id, request.body);
      await services.events.broadcast('access-changed', { userId: request.params.id });
      return { status: 'Success' as const, message: `${data.name} was saved.`, data };
    },
  );

  app.delete(
    '/api/users/:id',
    {
      config: { access: { flags: ['deleteCustomer', 'deleteAdmin'] } },
      schema: {
        tags: ['users'],
        summary: 'Soft-delete a user: their numbers and tags are free until they are restored',
        params: ZIdParams,
        response: { 200: ZUserDeletedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const data = await deleteUser(db, requestCtx(request), request.params.id);
      await services.events.broadcast('access-changed', { userId: request.params.id });
      return { status: 'Success' as const, message: 'The user was deleted.', data };
    },
  );

  // Deleted users an admin may still restore, and the restore (users-deleted.service.ts).
  app.get(
    '/api/users/deleted',
    {
      config: { access: { flags: ['deleteCustomer', 'deleteAdmin'] } },
      schema: {
        tags: ['users'],
        summary: 'Deleted users that can still be restored',
        querystring: ZDeletedUserQuery,
        response: { 200: ZDeletedUserListResponse },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      ...(await listDeletedUsers(db, requestCtx(request), request.query, services.config.deletedRetentionDays)),
    }),
  );

  app.post(
    '/api/users/:id/restore',
    {
      config: { access: { flags: ['deleteCustomer', 'deleteAdmin'] } },
      schema: {
        tags: ['users'],
        summary: 'Restore a deleted user with their vehicles and tags',
        params: ZIdParams,
        // 409: their number or a registration number is someone else's now.
        response: { 200: ZUserRestoredResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const data = await restoreUser(db, requestCtx(request), request.params.id, services.config.deletedRetentionDays);
      return { status: 'Success' as const, message: 'The account was restored.', data };
    },
  );

  await app.register(contactRoutes, { services });
  await app.register(addressRoutes, { services });
};
