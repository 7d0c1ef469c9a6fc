import { ZBloodAnswerRequest, ZBloodCloseRequest } from '@safesathi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createElement } from 'react';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import type { Lang } from '../../platform/i18n/i18n.js';
import { LivePages } from '../../platform/live-pages.js';
import type { AppServices } from '../../services.js';
import { langOf, sendPage, type TokenRequest } from '../sos/alert.pages.js';
import { renderHtml } from '../sos/pages/sos-pages.js';
import { answerAsk, findAskLink } from './answers.service.js';
import { announceBloodChange, bloodDeps } from './blood.module.js';
import { BloodCallRefused, callDonor } from './blood-calls.service.js';
import { countAnswerTry } from './blood-links.js';
import {
  BloodGonePage,
  type CallNotice,
  DonorAskPage,
  RequestPage,
  type RequestState,
  renderRequestStatus,
  type SavedAnswer,
} from './pages/blood-pages.js';
import {
  closeByRequester,
  findRequestView,
  findRequestViewsById,
  markDonorGave,
  requestOfToken,
  requestPath,
} from './requests.service.js';

const SAVED = new Set<string>(['yes', 'full', 'not-now', 'donated-recently']);
const NOTICES = new Set<string>(['started', 'failed', 'limited', 'closed']);

const noticeOf = (err: AppError): CallNotice =>
  err instanceof BloodCallRefused ? 'closed' : err.code === 'RATE_LIMITED' ? 'limited' : 'failed';

/**
 * The emergency-blood pages (docs/decisions/0047-emergency-blood.md), working with JavaScript off:
 * a donor answers at `/d/{token}` (their text's link); the requester follows their request at
 * `/blood/{token}`, live through its event stream, and calls a donor, marks who gave and closes it
 * with plain form posts, each answered with a redirect back to the page.
 */
export const bloodPages: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const deps = bloodDeps(services, app.log);
  const { appName, jwtSecret } = services.config;
  const params = z.object({ token: z.string().max(80) });
  const opts = { config: { access: 'public' as const }, schema: { hide: true, params } };
  const form = (request: FastifyRequest) => (request.body ?? {}) as Record<string, string | undefined>;
  const gone = (reply: FastifyReply, lang: Lang, path: string) =>
    sendPage(reply, 404, renderHtml(createElement(BloodGonePage, { lang, appName, path })));
  const changed = (id: string) => {
    services.worker.kick();
    announceBloodChange(services.events, app.log, [id]);
  };

  // ─── The donor's answer page ──────────────────────────────────────────────────────────────
  /** The donor's page, in the language chosen on it, else the one their text was written in. */
  async function askPage(request: TokenRequest, reply: FastifyReply, saved?: SavedAnswer) {
    const chosen = (request.query as { lang?: string }).lang;
    const path = `/d/${request.params.token}`;
    try {
      const link = await findAskLink(deps.db, request.params.token, app.clock());
      const lang = chosen ? langOf(request) : link.lang;
      return sendPage(reply, 200, renderHtml(createElement(DonorAskPage, { lang, appName, path, link, saved })));
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return gone(reply, langOf(request), path);
      throw err;
    }
  }

  app.get('/d/:token', opts, async (request: TokenRequest, reply) => {
    await countAnswerTry(services, request.ip, app.clock());
    const saved = (request.query as { saved?: string }).saved;
    return askPage(request, reply, saved && SAVED.has(saved) ? (saved as SavedAnswer) : undefined);
  });

  // The page's buttons: choice = yes | not-now | donated-recently.
  app.post('/d/:token', opts, async (request: TokenRequest, reply) => {
    await countAnswerTry(services, request.ip, app.clock());
    const lang = langOf(request);
    const parsed = ZBloodAnswerRequest.safeParse({ answer: form(request).choice });
    if (!parsed.success) return askPage(request, reply);
    try {
      const { link, saved } = await answerAsk(deps.db, requestCtx(request), request.params.token, parsed.data.answer);
      changed(link.requestId);
      const shown = saved.full ? 'full' : saved.answer;
      return reply.redirect(`/d/${request.params.token}?lang=${lang}&saved=${shown}`, 303);
    } catch (err) {
      // A request closed meanwhile: the page says so.
      if (err instanceof AppError && err.code === 'CONFLICT') return askPage(request, reply);
      throw err;
    }
  });

  // ─── The requester's page ─────────────────────────────────────────────────────────────────
  const watch = new LivePages<RequestState>(
    async (ids) => {
      const views = await findRequestViewsById(deps, ids);
      return new Map([...views].map(([id, view]) => [id, { view, path: requestPath(jwtSecret, id) }]));
    },
    renderRequestStatus,
    app.log,
    'blood requests',
  );
  app.addHook('preClose', async () => watch.close());
  const offChanged = services.events.onBroadcast('blood-updated', ({ ids }) => void watch.refresh(ids));
  app.addHook('onClose', async () => offChanged());

  async function requestPage(request: TokenRequest, reply: FastifyReply, status = 200, notice?: CallNotice) {
    const lang = langOf(request);
    const path = `/blood/${request.params.token}`;
    try {
      const view = await findRequestView(deps, request.params.token);
      return sendPage(reply, status, renderHtml(createElement(RequestPage, { lang, appName, path, view, notice })));
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return gone(reply, lang, path);
      throw err;
    }
  }

  app.get('/blood/:token', opts, async (request: TokenRequest, reply) => {
    const notice = (request.query as { notice?: string }).notice;
    return requestPage(request, reply, 200, notice && NOTICES.has(notice) ? (notice as CallNotice) : undefined);
  });

  app.get('/blood/:token/events', opts, async (request: TokenRequest, reply) => {
    const lang = langOf(request);
    const row = await requestOfToken(deps, request.params.token);
    const view = await findRequestView(deps, request.params.token);
    if (!watch.canWatch(request.ip))
      throw new AppError('SERVICE_BUSY', 'Too many live pages are open. Use Refresh.', undefined, {
        'retry-after': '30',
      });
    reply.hijack();
    watch.watch(row.id, lang, request.ip, reply.raw, { view, path: `/blood/${request.params.token}` });
  });

  /** A form's action, then back to the page (303), or the page with why not. */
  async function act(request: TokenRequest, reply: FastifyReply, run: () => Promise<string | undefined>) {
    const lang = langOf(request);
    try {
      const id = await run();
      if (id) changed(id);
    } catch (err) {
      if (!(err instanceof AppError) || err.code === 'NOT_FOUND') {
        if (err instanceof AppError) return gone(reply, lang, `/blood/${request.params.token}`);
        throw err;
      }
      // Closed meanwhile (409): the page shows it as it is now.
    }
    return reply.redirect(`/blood/${request.params.token}?lang=${lang}`, 303);
  }

  app.post('/blood/:token/close', opts, async (request: TokenRequest, reply) => {
    const parsed = ZBloodCloseRequest.safeParse({ outcome: form(request).outcome });
    return act(request, reply, async () =>
      parsed.success
        ? closeByRequester(deps, requestCtx(request), request.params.token, parsed.data.outcome)
        : undefined,
    );
  });

  app.post('/blood/:token/donated', opts, async (request: TokenRequest, reply) => {
    const askId = z.uuid().safeParse(form(request).askId);
    return act(request, reply, async () =>
      askId.success ? markDonorGave(deps, requestCtx(request), request.params.token, askId.data) : undefined,
    );
  });

  app.post('/blood/:token/call', opts, async (request: TokenRequest, reply) => {
    const lang = langOf(request);
    const askId = z.uuid().safeParse(form(request).askId);
    if (!askId.success) return requestPage(request, reply, 400, 'failed');
    try {
      await callDonor(deps, requestCtx(request), request.params.token, askId.data);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      for (const [name, value] of Object.entries(err.headers ?? {})) reply.header(name, value);
      return requestPage(request, reply, err.status, noticeOf(err));
    }
    return reply.redirect(`/blood/${request.params.token}?lang=${lang}&notice=started`, 303);
  });
};
