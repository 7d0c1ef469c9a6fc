import { ZAnswerRequest, ZAnswerSavedResponse, ZIdParams } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCtx } from '../../platform/http.js';
import { once, requestKeyOf } from '../../platform/idempotency.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { announceAnswer } from './alert.pages.js';
import { answerOwnAlert } from './sos-answers.service.js';

/**
 * The owner answers from their account's alert list (issue 21): the same answers as the link in
 * their text, checked against the signed-in owner, never a token. Someone else's alert is 404,
 * an admin's included: the back office resolves alerts, it does not answer as the owner.
 */
export const sosAnswerRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const linkSeconds = services.config.limits.sosAnswerLinkSeconds;

  app.post(
    '/api/my/sos-calls/:id/answer',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['sos'],
        summary: 'Answer an alert about my vehicle, as the link in my text does',
        params: ZIdParams,
        body: ZAnswerRequest,
        // 409: the alert is closed, or older than an answer link lives (SOS_ANSWER_LINK_HOURS).
        // 409 also: IDEMPOTENCY_IN_FLIGHT; 422: IDEMPOTENCY_KEY_REUSED (docs/decisions/0070-idempotency-keys.md).
        response: { 200: ZAnswerSavedResponse, ...failures(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      // A key is the signed-in person's and the alert's: nobody else's retry can replay it.
      const { value, replayed } = await once(
        {
          db,
          metrics: services.metrics,
          now: app.clock(),
          endpoint: 'answer',
          scope: `mine:${request.user?._id ?? ''}:${request.params.id}`,
          parts: [request.body],
          key: requestKeyOf(request, false),
        },
        async () => {
          const { answer, callIds } = await answerOwnAlert(
            db,
            requestCtx(request),
            request.params.id,
            request.body,
            linkSeconds,
          );
          announceAnswer(services, app.log, callIds);
          return answer;
        },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return { status: 'Success' as const, message: 'Your answer was sent.', data: value };
    },
  );
};
