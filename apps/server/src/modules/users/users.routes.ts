import { Readable } from 'node:stream';
import {
  ZContactFormRequest,
  ZCreateUserRequest,
  ZDeletedUserListResponse,
  ZDeletedUserQuery,
  ZIdParams,
  ZMessageResponse,
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
import { bearerToken } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import { hashIp, hit } from '../../platform/rate-limit.js';
import { contentAnswer, failures } from '../../platform/responses.js';
import { parseWith } from '../../platform/validate.js';
import type { AppServices } from '../../services.js';
import { createQuery } from '../queries/queries.service.js';
import { addressRoutes } from './addresses.routes.js';
import { contactRoutes } from './contacts.routes.js';
import { exportUsersCsv, listUsers } from './user-list.service.js';
import { createUser, deleteUser, getUserDetail, updateMe, updateUser } from './users.service.js';
import { listDeletedUsers, restoreUser } from './users-deleted.service.js';

const VIEW_USERS = { flags: ['viewCustomer', 'viewAdmin'] } satisfies Access;

export const userRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;

  // One path, two callers (docs/product.md §7): the public contact form leaves a lead; an admin creates a user.
  app.post(
    '/api/user/create',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary:
          'Without a token: store a contact-form lead {name, email, phone}. With an admin token ' +
          '(createNewCustomer / createNewAdmin by usertype): create a user.',
        // 401: a token that is no longer valid; 409: the number has an account; 429: too many leads.
        response: { 200: ZMessageResponse, 201: ZUserSavedResponse, ...failures(401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const ctx = requestCtx(request);
      if (!request.user) {
        // A stale admin token must not quietly turn "create this customer" into a lead.
        if (bearerToken(request))
          throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
        const lead = parseWith(ZContactFormRequest, request.body);
        const ipHash = hashIp(services.config.jwtSecret, ctx.ip);
        if (ipHash)
          await hit(
            db,
            `lead:ip:${ipHash}`,
            { max: services.config.limits.leadsPerIp, windowSeconds: 3600 },
            ctx.now,
            'You have sent us several messages just now. Please try again in an hour, or write to our support e-mail.',
          );
        await createQuery(db, ctx, lead);
        return {
          status: 'Success' as const,
          message: 'Thank you! We have your details and will be in touch soon.',
        };
      }
      if (request.user.usertype !== 'Admin')
        throw new AppError('FORBIDDEN', 'Only administrators can create accounts. Use Sign up instead.');
      const data = await createUser(db, ctx, parseWith(ZCreateUserRequest, request.body));
      return reply.status(201).send({ status: 'Success' as const, message: `${data.name} was added.`, data });
    },
  );

  app.get(
    '/api/user/getUser',
    {
      config: { access: VIEW_USERS },
      schema: {
        tags: ['users'],
        summary: 'Customers (viewCustomer) or admins (viewAdmin), paginated, searchable and sortable',
        querystring: ZUserListQuery,
        response: { 200: ZUserListResponse },
      },
    },
    async (request) => listUsers(db, requestCtx(request), request.query),
  );

  app.get(
    '/api/user/getUser.csv',
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
      data: await updateMe(db, requestCtx(request), request.body),
    }),
  );

  app.get(
    '/api/user/:id',
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
    '/api/user/updateCustomer/:id',
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
    '/api/user/:id',
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
    '/api/user/deleted',
    {
      config: { access: { flags: ['deleteCustomer', 'deleteAdmin'] } },
      schema: {
        tags: ['users'],
        summary: 'Deleted users that can still be restored',
        querystring: ZDeletedUserQuery,
        response: { 200: ZDeletedUserListResponse },
      },
    },
    async (request) => listDeletedUsers(db, requestCtx(request), request.query, services.config.deletedRetentionDays),
  );

  app.post(
    '/api/user/:id/restore',
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
