import {
  ZIdParams,
  ZUpdateVehicleRequest,
  ZUserVehiclesResponse,
  ZVehicleListQuery,
  ZVehicleListResponse,
  ZVehicleRemovedResponse,
  ZVehicleRequest,
  ZVehicleSavedResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../platform/auth.js';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { createVehicle, deleteVehicle, listUserVehicles, listVehicles, updateVehicle } from './vehicles.service.js';

const EDIT: Access = { flags: ['editCustomer'], own: true };
const ZUserParams = z.object({ userId: z.uuid('Not a valid user id') });

export const vehicleRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;

  app.get(
    '/api/vehicles',
    {
      config: { access: { flags: ['viewCustomer'] } },
      schema: {
        tags: ['vehicles'],
        summary: 'Every registered vehicle',
        querystring: ZVehicleListQuery,
        response: { 200: ZVehicleListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await listVehicles(db, request.query)) }),
  );

  app.get(
    '/api/users/:userId/vehicles',
    {
      config: { access: { flags: ['viewCustomer'], own: true } },
      schema: {
        tags: ['vehicles'],
        summary: "A user's vehicles with their tags",
        params: ZUserParams,
        response: { 200: ZUserVehiclesResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await listUserVehicles(db, requestCtx(request), request.params.userId),
    }),
  );

  app.post(
    '/api/vehicles',
    {
      config: { access: EDIT },
      schema: {
        tags: ['vehicles'],
        summary: 'Register a vehicle',
        body: ZVehicleRequest,
        // 409: the registration number is already registered.
        response: { 201: ZVehicleSavedResponse, ...failures(404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'Success' as const,
        message: 'Vehicle added.',
        data: await createVehicle(db, requestCtx(request), request.body),
      }),
  );

  app.put(
    '/api/vehicles/:id',
    {
      config: { access: EDIT },
      schema: {
        tags: ['vehicles'],
        summary: 'Edit a vehicle',
        params: ZIdParams,
        body: ZUpdateVehicleRequest,
        response: { 200: ZVehicleSavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'Vehicle saved.',
      data: await updateVehicle(db, requestCtx(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/vehicles/:id',
    {
      config: { access: EDIT },
      schema: {
        tags: ['vehicles'],
        summary: 'Remove a vehicle (its tags are suspended)',
        params: ZIdParams,
        response: { 200: ZVehicleRemovedResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'Vehicle removed.',
      data: await deleteVehicle(db, requestCtx(request), request.params.id),
    }),
  );
};
