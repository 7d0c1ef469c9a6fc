import { ZIdParams, ZTripAlarmResponse, ZTripAlarmSavedResponse } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { type AlarmDeps, closeAlarm, myAlarm, raiseAlarm } from './alarm.service.js';

/**
 * The trip alarm (docs/decisions/0075-trip-alarm.md): a member raises and closes their own alarm
 * in a group they belong to; any other group is "not found", to an admin as to anyone.
 */
export const alarmRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const { config } = services;
  const deps: AlarmDeps = {
    db,
    events: services.events,
    trips: config.trips,
    appName: config.appName,
    publicUrl: config.publicUrl,
    retrySeconds: config.delivery.retrySeconds,
    kick: () => services.worker.kick(),
    channels: { pushWaitSeconds: config.push?.fallbackSeconds ?? null, whatsapp: config.whatsapp !== null },
  };
  const tags = ['groups'];
  const OWN = { config: { access: 'signed-in' as const } };

  app.get(
    '/api/groups/:id/alarm',
    {
      ...OWN,
      schema: {
        tags,
        summary: 'My open alarm in this group, or null',
        params: ZIdParams,
        response: { 200: ZTripAlarmResponse, ...failures(401, 404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await myAlarm(db, requestCtx(request), request.params.id),
    }),
  );

  app.post(
    '/api/groups/:id/alarm',
    {
      ...OWN,
      schema: {
        tags,
        summary:
          "Raise the alarm: the group's other members and my emergency contacts are texted a link to my live location (send an Idempotency-Key)",
        params: ZIdParams,
        // 200: an alarm of mine was open already (or the key's retry); 201: raised now.
        response: { 200: ZTripAlarmSavedResponse, 201: ZTripAlarmSavedResponse, ...failures(400, 401, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { alarm, created } = await raiseAlarm(deps, requestCtx(request), request.params.id, key);
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.status(created ? 201 : 200).send({
        status: 'Success' as const,
        message: created ? 'The alarm was raised.' : 'Your alarm is already raised.',
        data: alarm,
      });
    },
  );

  app.post(
    '/api/groups/:id/alarm/close',
    {
      ...OWN,
      schema: {
        tags,
        summary: "I'm safe: close my open alarm in this group",
        params: ZIdParams,
        response: { 200: ZTripAlarmSavedResponse, ...failures(401, 404) },
      },
    },
    async (request) => {
      const alarm = await closeAlarm(deps, requestCtx(request), request.params.id);
      if (!alarm) throw new AppError('NOT_FOUND', 'No alarm of yours is open in this group.');
      return { status: 'Success' as const, message: 'The alarm is closed. Glad you are safe.', data: alarm };
    },
  );
};
