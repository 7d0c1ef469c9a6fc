import {
  ZDeviceListResponse,
  ZDeviceRequest,
  ZDeviceSavedResponse,
  ZIdParams,
  ZMessageResponse,
  ZPushPublicKeyResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { assertPushOn, listMyDevices, removeMyDevice, saveMyDevice } from './devices.service.js';

/**
 * The owner's devices that take alerts by Web Push (issue 25): the key browsers subscribe with, and the
 * signed-in person's own devices. Every /api/my/devices route acts on the caller's devices only; an
 * admin has none of a customer's. While push is off no device is added (409 saying so); those kept
 * are still listed and removed.
 */
export const deviceRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const { config } = services;
  const tags = ['devices'];
  const OWN = { config: { access: 'signed-in' as const } };

  app.get(
    '/api/push/public-key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether alerts come by push here, and the VAPID public key browsers subscribe with',
        response: { 200: ZPushPublicKeyResponse },
      },
    },
    async () =>
      config.push
        ? { status: 'Success' as const, enabled: true, publicKey: config.push.publicKey }
        : { status: 'Success' as const, enabled: false },
  );

  app.get(
    '/api/my/devices',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'My devices that get alerts (never their push addresses or keys)',
        response: { 200: ZDeviceListResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, data: await listMyDevices(db, requestCtx(request)) }),
  );

  app.post(
    '/api/my/devices',
    {
      ...OWN,
      schema: {
        tags,
        summary:
          'Get alerts on this device: its push subscription (PushSubscription.toJSON()) and a name; the same browser again is updated, and moves here from another account',
        body: ZDeviceRequest,
        // 400 also when the account already has MAX_DEVICES devices; 409: push is off.
        response: { 200: ZDeviceSavedResponse, 201: ZDeviceSavedResponse, ...failures(409) },
      },
    },
    async (request, reply) => {
      assertPushOn(config);
      const { device, created } = await saveMyDevice(db, requestCtx(request), config, request.body);
      return reply.status(created ? 201 : 200).send({
        status: 'Success' as const,
        message: created ? 'Alerts will come to this device.' : 'This device is saved.',
        data: device,
      });
    },
  );

  app.delete(
    '/api/my/devices/:id',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'Stop alerts on one of my devices',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...failures(404) },
      },
    },
    async (request) => {
      await removeMyDevice(db, requestCtx(request), request.params.id);
      return { status: 'Success' as const, message: 'That device no longer gets alerts.' };
    },
  );
};
