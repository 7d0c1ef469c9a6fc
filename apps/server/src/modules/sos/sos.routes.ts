import {
  SOS_STATUSES,
  ZIdParams,
  ZListQuery,
  ZSosCallListResponse,
  ZSosCallRequest,
  ZSosCallSavedResponse,
  ZSosLookupResponse,
  ZSosSentResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { emptyAnswer, failureOrPage, failures, sendJson } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { alertPages } from './alert.pages.js';
import { registerLiveStream } from './live-stream.js';
import { maskedCallPages } from './masked-call.pages.js';
import { registerSosPages } from './sos.pages.js';
import { lookupAnswerCached } from './sos.service.js';
import { sosAnswerRoutes } from './sos-answers.routes.js';
import { answerableUntil } from './sos-answers.service.js';
import { sosFiguresRoutes } from './sos-figures.routes.js';
import { countSosCalls, findSosCalls, retryFailedTexts, updateSosCall } from './sos-log.service.js';
import { sosSeenRoutes } from './sos-seen.routes.js';

const ZSosListQuery = ZListQuery.extend({
  status: z.enum(SOS_STATUSES).optional(),
  delivery: z.enum(['failed'], { error: "delivery is 'failed' or left out" }).optional(),
  search: z.string().max(60).optional(),
});

export const sosRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const tags = ['sos'];
  await app.register(sosSeenRoutes, { services });
  await app.register(sosAnswerRoutes, { services });
  await app.register(sosFiguresRoutes, { services });

  app.get(
    '/api/sos-pages/:code',
    {
      // The same answer for every bystander: kept and answered before the app (platform/fast-lane.ts).
      config: { access: 'public', fastLane: true },
      schema: {
        tags,
        summary: 'What the SOS page shows for a tag',
        params: z.object({ code: z.string().max(20) }),
        // 404: TAG_NOT_FOUND, or TAG_NOT_ACTIVE (not linked yet, or switched off).
        response: { 200: ZSosLookupResponse, ...failures(404) },
      },
    },
    async (request, reply) => {
      // It may carry the owner's name and phone, which they can hide at any moment: no cache
      // (a proxy's, a CDN's, the browser's) may keep a copy.
      reply.header('cache-control', 'no-store');
      // A bystander's scan is the hot path: the answer was serialized through its schema once
      // and is sent as it is (ADR 0022, ADR 0025).
      return sendJson(reply, await lookupAnswerCached(db, services.publicCache, request.params.code));
    },
  );

  app.post(
    '/api/sos-calls',
    {
      config: { access: 'public' },
      // The HTML form needs its errors rendered into the page, so validation is handled below.
      attachValidation: true,
      schema: {
        tags,
        summary: "Send an SOS (form or JSON); a browser form gets 303 to the alert's page",
        body: ZSosCallRequest,
        response: {
          201: ZSosSentResponse,
          303: emptyAnswer("A browser form (Accept: text/html) was sent: on to the alert's live page"),
          400: failureOrPage(
            'A field is wrong, or the Idempotency-Key header is malformed (a browser form gets the page again with its messages)',
          ),
          404: failureOrPage('No active tag has that code'),
          409: failureOrPage('IDEMPOTENCY_IN_FLIGHT: an alert with this Idempotency-Key is still being accepted'),
          422: failureOrPage('IDEMPOTENCY_KEY_REUSED: this Idempotency-Key came before with another alert'),
          429: failureOrPage('Too many alerts from this address just now'),
        },
      },
    },
    async (request, reply) => {
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (wantsHtml) return services.sosPages.handleFormPost(request, reply);
      if (request.validationError) throw request.validationError;
      // A retry with the key of an alert made within a day gets that alert's answer (ADR 0070).
      const key = idempotencyKeyOf(request);
      const call = await services.sos.submit(requestCtx(request), request.body, key ? { key, form: false } : undefined);
      if (call.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({
        status: 'Success' as const,
        message: 'Request sent successfully',
        // statusUrl: the page where the sender follows the alert (and sees the owner's answer).
        data: { _id: call._id, statusUrl: `/alert/${call.viewToken}` },
      });
    },
  );

  app.get(
    '/api/sos-calls',
    {
      config: { access: { flags: ['viewSosCall'] } },
      schema: {
        tags,
        summary: 'SOS calls with delivery states',
        querystring: ZSosListQuery,
        response: { 200: ZSosCallListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const [data, total] = await Promise.all([findSosCalls(db, q), countSosCalls(db, q)]);
      return { status: 'Success' as const, data, total, page: q.page ?? 1, limit: q.limit ?? (q.page ? 10 : 100) };
    },
  );

  app.put(
    '/api/sos-calls/:id',
    {
      config: { access: { flags: ['editSosCall'] } },
      schema: {
        tags,
        summary: 'Resolve or re-open an SOS call',
        params: ZIdParams,
        body: z.object({
          status: z.enum(SOS_STATUSES, { error: "Status is 'open' or 'resolved'" }),
          note: z.string().trim().max(1000, 'Keep the note under 1000 characters').optional(),
        }),
        response: { 200: ZSosCallSavedResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: request.body.status === 'resolved' ? 'Marked resolved.' : 'Re-opened.',
      data: await updateSosCall(db, requestCtx(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/sos-calls/:id/retry',
    {
      config: { access: { flags: ['editSosCall'] } },
      schema: {
        tags,
        summary: "Send an alert's undelivered texts again",
        params: ZIdParams,
        // 409: nothing is undelivered.
        response: { 200: ZSosCallSavedResponse, ...failures(404, 409) },
      },
    },
    async (request) => {
      const n = await retryFailedTexts(
        db,
        requestCtx(request),
        request.params.id,
        services.config.delivery.retrySeconds,
      );
      services.worker.kick();
      const [data] = await findSosCalls(db, { ids: [request.params.id] });
      if (!data) throw notFound('That SOS call');
      return { status: 'Success' as const, message: `${n} ${n === 1 ? 'text' : 'texts'} queued again.`, data };
    },
  );

  app.get(
    '/api/my/sos-calls',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Alerts about my vehicles',
        querystring: ZListQuery,
        response: { 200: ZSosCallListResponse },
      },
    },
    async (request) => {
      if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      const f = { ...request.query, ownerId: request.user._id };
      const [calls, total] = await Promise.all([findSosCalls(db, f), countSosCalls(db, f)]);
      // Whether (and until when) the owner may still answer each from here, as the link in their text.
      const now = app.clock();
      const linkSeconds = services.config.limits.sosAnswerLinkSeconds;
      const data = calls.map((c) => ({
        ...c,
        answerableUntil: answerableUntil(c, now, linkSeconds)?.toISOString() ?? null,
      }));
      return { status: 'Success' as const, data, total, page: f.page ?? 1, limit: f.limit ?? (f.page ? 10 : 100) };
    },
  );

  registerLiveStream(app, services, services.streamRecheckMs);
  await registerSosPages(app, services);
  await app.register(alertPages, { services });
  await app.register(maskedCallPages, { services });
};
