import { ZContactListResponse, ZContactsSavedResponse, ZSosContactsRequest } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { getContacts, setContacts } from './contacts.service.js';

const ZUserParams = z.object({ userId: z.uuid('Not a valid user id') });

export const contactRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;

  app.get(
    '/api/users/:userId/contacts',
    {
      config: { access: { flags: ['viewCustomer'], own: true } },
      schema: {
        tags: ['users'],
        summary: "A user's emergency contacts",
        params: ZUserParams,
        response: { 200: ZContactListResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await getContacts(db, requestCtx(request), request.params.userId),
    }),
  );

  app.put(
    '/api/users/:userId/contacts',
    {
      config: { access: { flags: ['editCustomer'], own: true } },
      schema: {
        tags: ['users'],
        summary: "Replace a user's emergency contacts (at most 5; an array or a JSON string)",
        params: ZUserParams,
        body: ZSosContactsRequest,
        response: { 200: ZContactsSavedResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'Emergency contacts saved.',
      data: await setContacts(db, requestCtx(request), request.params.userId, request.body.contacts),
    }),
  );
};
