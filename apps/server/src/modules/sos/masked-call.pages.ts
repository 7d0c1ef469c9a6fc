import { ZDevCallsResponse, ZMessageResponse } from '@safesathi/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createElement } from 'react';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import { once, requestKeyOf } from '../../platform/idempotency.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { langOf, sendLinkGone, sendPage, type TokenRequest } from './alert.pages.js';
import { readAlertViewToken } from './answer-links.js';
import { isCallOffered, MaskedCallRefused, maskedCallDeps, requestMaskedCall } from './masked-call.service.js';
import { AlertStatusPage, type CallNotice } from './pages/alert-pages.js';
import { renderHtml } from './pages/sos-pages.js';
import { findAlertStatuses } from './sos-answers.service.js';

const noticeOf = (err: AppError): CallNotice =>
  err instanceof MaskedCallRefused
    ? err.reason === 'closed'
      ? 'closed'
      : 'unavailable'
    : err.code === 'RATE_LIMITED'
      ? 'limited'
      : 'failed';

/**
 * "Call the owner" on the alert's page (docs/decisions/0028-masked-calls.md): a form post that
 * works without JavaScript and its JSON twin. The bystander is rung first, then the owner; neither
 * number is in any answer. The development call log (GET /api/dev/calls) exists outside production.
 */
export const maskedCallPages: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { appName, jwtSecret } = services.config;
  const deps = maskedCallDeps(services, app.log);
  const params = z.object({ token: z.string().max(80) });

  /** The alert behind a page's token, or NOT_FOUND (a malformed or forged token, a deleted alert). */
  function callIdOf(token: string): string {
    const callId = readAlertViewToken(jwtSecret, token);
    if (!callId) throw new AppError('NOT_FOUND', 'No alert was found at this address.');
    return callId;
  }

  /**
   * The call once per idempotency key (docs/decisions/0070-idempotency-keys.md): a retry (the
   * page's form sent again, an API client's) rings nobody again and counts against no limit.
   */
  const callOnce = (request: FastifyRequest, token: string, callId: string, form: boolean) =>
    once(
      {
        db: deps.db,
        metrics: services.metrics,
        now: app.clock(),
        endpoint: 'call',
        scope: `alert:${token}`,
        parts: ['call-owner'],
        key: requestKeyOf(request, form),
      },
      () => requestMaskedCall(deps, requestCtx(request), callId).then(() => null),
    );

  app.post(
    '/alert/:token/call',
    { config: { access: 'public' }, schema: { hide: true, params } },
    async (request: TokenRequest, reply) => {
      const lang = langOf(request);
      const path = `/alert/${request.params.token}`;
      const callId = readAlertViewToken(jwtSecret, request.params.token);
      const status = callId ? (await findAlertStatuses(deps.db, [callId])).get(callId) : undefined;
      if (!callId || !status) return sendLinkGone(reply, services, lang, path);
      try {
        await callOnce(request, request.params.token, callId, true);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // The page again, saying why no phone rings (and Retry-After where waiting helps).
        for (const [name, value] of Object.entries(err.headers ?? {})) reply.header(name, value);
        const call = { offered: await isCallOffered(deps, callId, app.clock()), notice: noticeOf(err) };
        const page = createElement(AlertStatusPage, { lang, appName, path, status, call });
        return sendPage(reply, err.status, renderHtml(page));
      }
      return reply.redirect(`${path}?lang=${lang}&called=1`, 303);
    },
  );

  app.post(
    '/api/alert/:token/call',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sos'],
        summary:
          'Call the owner about an alert (a masked call: the bystander is rung first, numbers hidden; an Idempotency-Key makes a retry safe)',
        params,
        response: { 200: ZMessageResponse, ...failures(404, 409, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const { replayed } = await callOnce(request, token, callIdOf(token), false);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return {
        status: 'Success' as const,
        message:
          'We are calling you now: pick up and you will be connected to the owner. Your number is not shown to them.',
      };
    },
  );

  if (!services.config.devTools) return;
  app.get(
    '/api/dev/calls',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Calls the console telephony provider connected (not in production)',
        response: { 200: ZDevCallsResponse },
      },
    },
    async () => ({ data: services.callLog.list() }),
  );
};
