import { ZAlertStatusResponse, ZAnswerRequest, ZAnswerSavedResponse, ZMessageResponse } from '@safesathi/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createElement } from 'react';
import { z } from 'zod';
import { sendHtml } from '../../platform/compression.js';
import { AppError } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import { type Lang, pickLang } from '../../platform/i18n/i18n.js';
import { once, requestKeyOf } from '../../platform/idempotency.js';
import { LivePages } from '../../platform/live-pages.js';
import { hashIp, hit } from '../../platform/rate-limit.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { cardForAlert } from '../emergency-card/card-showing.service.js';
import { readAlertViewToken } from './answer-links.js';
import {
  isCallBackOffered,
  isCallOffered,
  MaskedCallRefused,
  maskedCallDeps,
  requestCallBack,
} from './masked-call.service.js';
import {
  AlertStatusPage,
  AnswerPage,
  type CallBackNotice,
  type CallBackProps,
  LinkGonePage,
  renderStatusSection,
} from './pages/alert-pages.js';
import { renderHtml, SOS_CSP } from './pages/sos-pages.js';
import { TripAlarmPage } from './pages/trip-alarm-page.js';
import {
  type AnswerLink,
  acknowledgePushOf,
  answerAlert,
  findAlertStatuses,
  findAnswerLink,
} from './sos-answers.service.js';
import { registerTripAlarmEvents, tripAlarmStateOf } from './trip-alarm.pages.js';

/** Tries at answer links from one address per 10 minutes: plenty for a person, nothing for a guesser. */
const ANSWER_LINK_LIMIT = { max: 30, windowSeconds: 600 };

/** A personal page (never cached), compressed for this answer as its client takes it. */
export function sendPage(reply: FastifyReply, status: number, html: string) {
  reply
    .header('content-security-policy', SOS_CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex');
  return sendHtml(reply, reply.request.headers['accept-encoding'], { status, html });
}

/**
 * The 404 page of an unknown, expired or revoked link (answer or alert page alike), saying how
 * long answer links work as SOS_ANSWER_LINK_HOURS has it.
 */
export function sendLinkGone(reply: FastifyReply, services: AppServices, lang: Lang, path: string) {
  const linkHours = Math.max(1, Math.round(services.config.limits.sosAnswerLinkSeconds / 3600));
  const page = createElement(LinkGonePage, { lang, appName: services.config.appName, path, linkHours });
  return sendPage(reply, 404, renderHtml(page));
}

export type TokenRequest = FastifyRequest<{ Params: { token: string }; Querystring: { lang?: string } }>;

export const langOf = (request: FastifyRequest, given?: unknown) =>
  pickLang(given ?? (request.query as { lang?: string }).lang, request.headers['accept-language']);

/**
 * The loop's way back (docs/decisions/0027-sos-loop.md): the bystander's live alert page
 * (`/alert/{token}`, its stream and its JSON), and the page a recipient answers from through the
 * link in their text (`/r/{token}`), both working with JavaScript off.
 */
export const alertPages: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const { appName, jwtSecret } = services.config;
  const linkSeconds = services.config.limits.sosAnswerLinkSeconds;
  const calls = maskedCallDeps(services, app.log);
  const watch = new LivePages((ids) => findAlertStatuses(db, ids), renderStatusSection, app.log, 'alerts');
  app.addHook('preClose', async () => watch.close());
  const offAnswered = services.events.onBroadcast('sos-answered', ({ ids }) => void watch.refresh(ids));
  app.addHook('onClose', async () => offAnswered());

  async function statusOf(token: string) {
    const callId = readAlertViewToken(jwtSecret, token);
    const status = callId ? (await findAlertStatuses(db, [callId])).get(callId) : undefined;
    if (!callId || !status) throw new AppError('NOT_FOUND', 'No alert was found at this address.');
    return { callId, status };
  }

  const pageOpts = { config: { access: 'public' as const }, schema: { hide: true } };
  const params = z.object({ token: z.string().max(80) });

  app.get('/alert/:token', { ...pageOpts, schema: { hide: true, params } }, async (request: TokenRequest, reply) => {
    const lang = langOf(request);
    const path = `/alert/${request.params.token}`;
    try {
      const { callId, status } = await statusOf(request.params.token);
      // Only an urgent alert's page may carry the owner's emergency card (docs/decisions/0029).
      const card =
        status.severity === 'urgent'
          ? await cardForAlert(db, {
              callId,
              ipHash: hashIp(jwtSecret, request.ip),
              now: app.clock(),
              showSeconds: linkSeconds,
            })
          : null;
      // ?called=1: where a masked call's form post lands (masked-call.pages.ts), so Refresh asks for no second call.
      const call = {
        offered: await isCallOffered(calls, callId, app.clock()),
        notice: (request.query as { called?: string }).called === '1' ? ('started' as const) : undefined,
      };
      const page = createElement(AlertStatusPage, { lang, appName, path, status, card, call });
      return sendPage(reply, 200, renderHtml(page));
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return sendLinkGone(reply, services, lang, path);
      throw err;
    }
  });

  app.get(
    '/alert/:token/events',
    { config: { access: 'public' }, schema: { hide: true, params } },
    async (request: TokenRequest, reply) => {
      const lang: Lang = langOf(request);
      const { callId, status } = await statusOf(request.params.token);
      if (!watch.canWatch(request.ip))
        throw new AppError('SERVICE_BUSY', 'Too many live pages are open. Use Refresh.', undefined, {
          'retry-after': '30',
        });
      reply.hijack();
      watch.watch(callId, lang, request.ip, reply.raw, status);
    },
  );

  app.get(
    '/api/alert/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sos'],
        summary: "An alert's progress, for the bystander who sent it",
        params,
        response: { 200: ZAlertStatusResponse, ...failures(404) },
      },
    },
    async (request) => {
      const { callId, status } = await statusOf(request.params.token);
      return {
        status: 'Success' as const,
        data: { ...status, canCallOwner: await isCallOffered(calls, callId, app.clock()) },
      };
    },
  );

  /** Counts a try at an answer link from this address (RATE_LIMITED past the limit). */
  const countTry = (request: FastifyRequest) =>
    hit(
      db,
      `answer:ip:${hashIp(jwtSecret, request.ip) ?? 'none'}`,
      ANSWER_LINK_LIMIT,
      app.clock(),
      'Too many tries from here. Wait a few minutes.',
    );

  /** "Call them back" on the answer page: masked where a provider offers it, else the number as a tel: link. */
  function callBackOf(link: AnswerLink, notice?: CallBackNotice): CallBackProps {
    const masked = isCallBackOffered(calls, link, app.clock());
    const tel = !masked && link.creatorNumber ? `tel:+91${link.creatorNumber}` : null;
    return { masked, tel, notice };
  }

  async function answerPage(
    request: TokenRequest,
    reply: FastifyReply,
    lang: Lang,
    o: { saved?: boolean; notice?: CallBackNotice; status?: number } = {},
  ) {
    const path = `/r/${request.params.token}`;
    try {
      const link = await findAnswerLink(db, request.params.token, app.clock(), linkSeconds);
      const callBack = callBackOf(link, o.notice);
      const state = link.origin === 'trip' ? await tripAlarmStateOf(db, link, app.clock()) : null;
      const page = state
        ? createElement(TripAlarmPage, { lang, appName, path, state, saved: o.saved, callBack })
        : createElement(AnswerPage, { lang, appName, path, link, saved: o.saved, callBack });
      return sendPage(reply, o.status ?? 200, renderHtml(page));
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return sendLinkGone(reply, services, lang, path);
      throw err;
    }
  }

  registerTripAlarmEvents(app, services, countTry, (request) => langOf(request));

  app.get('/r/:token', { ...pageOpts, schema: { hide: true, params } }, async (request: TokenRequest, reply) => {
    await countTry(request);
    const query = request.query as { done?: string; called?: string };
    // ?called=1: where a call back's form post lands, so a reload asks for no second call.
    const notice = query.called === '1' ? ('started' as const) : undefined;
    return answerPage(request, reply, langOf(request), { saved: query.done === '1', notice });
  });

  /**
   * `run` once per idempotency key (docs/decisions/0070-idempotency-keys.md) about this link:
   * a retry is answered as the first request was, without answering, ringing or counting again.
   */
  const onceFor = <T>(
    request: FastifyRequest,
    endpoint: 'answer' | 'call',
    parts: unknown[],
    form: boolean,
    run: () => Promise<T>,
  ) =>
    once(
      {
        db,
        metrics: services.metrics,
        now: app.clock(),
        endpoint,
        scope: `link:${(request.params as { token: string }).token}`,
        parts,
        key: requestKeyOf(request, form),
      },
      run,
    );

  /** Records an answer and tells every instance, whose live alert pages then show it. */
  async function answer(request: TokenRequest, input: z.output<typeof ZAnswerRequest>) {
    const result = await answerAlert(db, requestCtx(request), request.params.token, input, linkSeconds);
    announceAnswer(services, app.log, result.callIds);
    return result;
  }

  // The answer page's buttons: choice = coming-5 | coming-15 | coming-30 | seen | call112.
  app.post(
    '/r/:token',
    { ...pageOpts, attachValidation: true, schema: { hide: true, params } },
    async (request: TokenRequest, reply) => {
      const body = (request.body ?? {}) as Record<string, string | undefined>;
      const lang = langOf(request);
      const [kind, eta] = String(body.choice ?? '').split('-');
      const parsed = ZAnswerRequest.safeParse({ kind, eta, reply: body.reply });
      if (!parsed.success) {
        await countTry(request);
        return answerPage(request, reply, lang);
      }
      // The browser's resubmission of this form (its hidden key) lands where the first did.
      await onceFor(request, 'answer', [parsed.data], true, async () => {
        await countTry(request);
        await answer(request, parsed.data);
        return null;
      });
      return reply.redirect(`/r/${request.params.token}?lang=${lang}&done=1`, 303);
    },
  );

  app.post(
    '/api/answer/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sos'],
        summary: "Answer an alert through a text's link (no sign-in; an Idempotency-Key makes a retry safe)",
        params,
        body: ZAnswerRequest,
        response: { 200: ZAnswerSavedResponse, ...failures(404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { value, replayed } = await onceFor(request, 'answer', [request.body], false, async () => {
        await countTry(request);
        const { link } = await answer(request as TokenRequest, request.body);
        return link.answer!;
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return { status: 'Success' as const, message: 'Your answer was sent.', data: value };
    },
  );

  app.post(
    '/api/answer/:token/received',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sos'],
        summary: "A device showed an alert's push (the service worker says so): its text is not needed",
        params,
        response: { 200: ZMessageResponse, ...failures(404, 429) },
      },
    },
    async (request) => {
      await countTry(request);
      await acknowledgePushOf(db, request.params.token, app.clock());
      return { status: 'Success' as const, message: 'The alert reached this device.' };
    },
  );

  /** Calls the link's bystander back (a masked call: the link's recipient is rung first). */
  async function callBack(request: TokenRequest) {
    await countTry(request);
    const link = await findAnswerLink(db, request.params.token, app.clock(), linkSeconds);
    await requestCallBack(calls, requestCtx(request), link);
  }

  app.post('/r/:token/call', { ...pageOpts, schema: { hide: true, params } }, async (request: TokenRequest, reply) => {
    const lang = langOf(request);
    try {
      await onceFor(request, 'call', ['call-back'], true, () => callBack(request).then(() => null));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'NOT_FOUND') return sendLinkGone(reply, services, lang, `/r/${request.params.token}`);
      // The page again, saying why no phone rings (and Retry-After where waiting helps).
      for (const [name, value] of Object.entries(err.headers ?? {})) reply.header(name, value);
      return answerPage(request, reply, lang, { notice: callBackNoticeOf(err), status: err.status });
    }
    return reply.redirect(`/r/${request.params.token}?lang=${lang}&called=1`, 303);
  });

  app.post(
    '/api/answer/:token/call',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sos'],
        summary: "Call the alert's sender back through a text's link (a masked call: you are rung first)",
        params,
        response: { 200: ZMessageResponse, ...failures(403, 404, 409, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const { replayed } = await onceFor(request, 'call', ['call-back'], false, () =>
        callBack(request as TokenRequest).then(() => null),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return {
        status: 'Success' as const,
        message: "We are calling you now: pick up and you will be connected. Neither of you sees the other's number.",
      };
    },
  );
};

const callBackNoticeOf = (err: AppError): CallBackNotice =>
  err instanceof MaskedCallRefused ? 'unavailable' : err.code === 'RATE_LIMITED' ? 'limited' : 'failed';

/** Tells every instance that alerts were answered: their live alert pages and admin streams show it. */
export function announceAnswer(services: AppServices, log: FastifyBaseLogger, callIds: string[]): void {
  services.events
    .broadcast('sos-answered', { ids: callIds })
    .catch((err) => log.warn({ err }, 'could not announce an answer'));
}
