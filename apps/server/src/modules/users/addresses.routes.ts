import {
  ZAddressListQuery,
  ZAddressListResponse,
  ZAddressRequest,
  ZAddressSavedResponse,
  ZIdParams,
  ZMessageResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../../platform/auth.js';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.js';

const EDIT: Access = { flags: ['editCustomer'], own: true };

export const addressRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;

  app.get(
    '/api/addresses',
    {
      config: { access: { flags: ['viewOrder'], own: true } },
      schema: {
        tags: ['users'],
        summary: 'Addresses, filtered by customerId',
        querystring: ZAddressListQuery,
        response: { 200: ZAddressListResponse },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      ...(await listAddresses(db, requestCtx(request), request.query)),
    }),
  );

  app.post(
    '/api/addresses',
    {
      config: { access: EDIT },
      schema: {
        tags: ['users'],
        summary: 'Add an address',
        body: ZAddressRequest,
        response: { 201: ZAddressSavedResponse, ...failures(404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'Success' as const,
        message: 'Address added.',
        data: await createAddress(db, requestCtx(request), request.body),
      }),
  );

  app.put(
    '/api/addresses/:id',
    {
      config: { access: EDIT },
      schema: {
        tags: ['users'],
        summary: 'Edit an address',
        params: ZIdParams,
        body: ZAddressRequest,
        response: { 200: ZAddressSavedResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'Address saved.',
      data: await updateAddress(db, requestCtx(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/addresses/:id',
    {
      config: { access: EDIT },
      schema: {
        tags: ['users'],
        summary: 'Delete an address',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...failures(404) },
      },
    },
    async (request) => {
      await deleteAddress(db, requestCtx(request), request.params.id);
      return { status: 'Success' as const, message: 'Address deleted.' };
    },
  );
};
