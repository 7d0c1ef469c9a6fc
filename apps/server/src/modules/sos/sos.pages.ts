import { randomUUID } from 'node:crypto';
import { normaliseTagCode, ZSosCallRequest } from '@safesathi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { encodePage, sendHtml } from '../../platform/compression.js';
import { AppError } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import { type Lang, pickLang, tFor, translateField } from '../../platform/i18n/i18n.js';
import { formKeyOf, idempotencyKeyOf } from '../../platform/idempotency.js';
import { emptyAnswer, htmlAnswer } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { findReasons, reasonIn } from '../reasons/reasons.service.js';
import { renderHtml, SOS_CSP, type SosFormValues, SosPage, SuccessPage, TagProblemPage } from './pages/sos-pages.js';
import { lookupTag, lookupTagCached, publicTagView, TagNotActiveError } from './sos.service.js';

/** A page compressed as the client takes it (the cached ones were compressed once, when rendered). */
function send(reply: FastifyReply, page: { status: number; html: string; gzip?: Buffer; br?: Buffer }) {
  reply
    .header('content-security-policy', SOS_CSP)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff');
  return sendHtml(reply, reply.request.headers['accept-encoding'], page);
}

/** Server-rendered public SOS pages: they work with JavaScript off and need one round trip. */
export async function registerSosPages(app: FastifyInstance, services: AppServices) {
  const { db } = services.database;
  const { appName } = services.config;

  /** The page for a tag as {status, html}; with `form`, the answer to a posted form. */
  async function renderTagHtml(
    lang: Lang,
    path: string,
    code: string,
    form?: { status: number; values: SosFormValues; errors?: Record<string, string>; formError?: string },
  ): Promise<{ status: number; html: string }> {
    let tag: Awaited<ReturnType<typeof lookupTag>>;
    try {
      tag = form ? await lookupTag(db, code) : await lookupTagCached(db, services.publicCache, code);
    } catch (err) {
      if (err instanceof AppError && (err.code === 'TAG_NOT_FOUND' || err.code === 'TAG_NOT_ACTIVE'))
        return {
          status: 404,
          html: renderHtml(
            createElement(TagProblemPage, {
              lang,
              appName,
              path,
              kind: err instanceof TagNotActiveError ? err.state : 'not-found',
              code: normaliseTagCode(code) ?? undefined,
            }),
          ),
        };
      throw err;
    }
    const view = publicTagView(tag);
    const reasons = await findReasons(db, { activeOnly: true });
    return {
      status: form?.status ?? 200,
      html: renderHtml(
        createElement(SosPage, {
          lang,
          appName,
          path,
          code: tag.code,
          registrationNumber: view.vehicle.registrationNumber,
          owner: view.user,
          reasons: reasons.map((r) => ({ _id: r.id, reasonText: reasonIn(lang, r).reasonText, severity: r.severity })),
          values: form?.values,
          errors: form?.errors,
          formError: form?.formError,
          formKey: randomUUID(),
        }),
      ),
    };
  }

  async function renderTag(
    reply: FastifyReply,
    lang: Lang,
    path: string,
    code: string,
    form?: { status: number; values: SosFormValues; errors?: Record<string, string>; formError?: string },
  ) {
    // A plain view of a tag is the same for every visitor: cache it, compressed; a form answer is personal.
    const page = form
      ? await renderTagHtml(lang, path, code, form)
      : await services.publicCache.getOrLoad(`page:${path}:${lang}`, async () => {
          const { status, html } = await renderTagHtml(lang, path, code);
          return encodePage(status, html);
        });
    return send(reply, page);
  }

  const pageHandler = async (
    request: FastifyRequest<{ Params: { code: string }; Querystring: { lang?: string } }>,
    reply: FastifyReply,
  ) => {
    // Eight characters that can be no tag's code (a U, say: /checkout) are the web app's page, not a tag's.
    if (!normaliseTagCode(request.params.code) && !request.url.startsWith('/sos-call/')) return reply.callNotFound();
    const lang = pickLang(request.query.lang, request.headers['accept-language']);
    return renderTag(reply, lang, request.url.split('?')[0]!, request.params.code);
  };

  const pageSchema = {
    tags: ['pages'],
    summary: "A tag's SOS page: pick a reason and alert its owner (also at /{code}, the address under the QR)",
    response: { 200: htmlAnswer('The page'), 404: htmlAnswer('The tag is unknown, not linked yet or switched off') },
  };
  // A plain view is the same for every visitor asking in one language: kept by platform/fast-lane.ts.
  const pageOpts = { config: { access: 'public' as const, fastLane: true }, schema: pageSchema };
  app.get('/sos-call/:code', pageOpts, pageHandler);
  // The short form printed under every QR: PUBLIC_URL/{code}. Only 8-character codes match,
  // so the single-page app's own paths (with dashes, or other lengths) are never caught. The
  // same page as above: left out of the API document, whose paths cannot say "8 characters".
  app.get('/:code(^[0-9A-Za-z]{8}$)', { ...pageOpts, schema: { ...pageSchema, hide: true } }, pageHandler);
  // The page's form posts to the page itself, so a mistake is shown at the same address.
  const postHandler = (request: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    request.body = { ...body, qrcodename: request.params.code };
    return services.sosPages.handleFormPost(request, reply);
  };
  const postSchema = {
    tags: ['pages'],
    summary: "The SOS page's form (also at /{code}): 303 to the alert's page, or the page again with its mistakes",
    response: {
      303: emptyAnswer("To the alert's live page"),
      400: htmlAnswer('The page with what to fix'),
      404: htmlAnswer('The tag is unknown, not linked yet or switched off'),
      429: htmlAnswer('The page, saying too many alerts came from here'),
    },
  };
  // Browser forms only (JSON clients use POST /api/sos-calls): out of the API document.
  const postOpts = { config: { access: 'public' as const }, schema: { ...postSchema, hide: true } };
  app.post('/sos-call/:code', postOpts, postHandler);
  app.post('/:code(^[0-9A-Za-z]{8}$)', postOpts, postHandler);

  const successOpts = {
    config: { access: 'public' as const },
    schema: { tags: ['pages'], summary: 'After an alert was sent', response: { 200: htmlAnswer('The page') } },
  };
  app.get('/success', successOpts, async (request: FastifyRequest<{ Querystring: { lang?: string } }>, reply) => {
    const lang = pickLang(request.query.lang, request.headers['accept-language']);
    return send(reply, {
      status: 200,
      html: renderHtml(createElement(SuccessPage, { lang, appName, path: '/success' })),
    });
  });

  services.sosPages = {
    /** A browser form post: success → 303 to the alert's live page; a mistake → the same page with messages, input kept. */
    async handleFormPost(request, reply) {
      const raw = (request.body ?? {}) as Record<string, string | undefined>;
      const lang = pickLang(raw.lang, request.headers['accept-language']);
      const code = String(raw.qrcodename ?? '');
      const values: SosFormValues = {
        reasonId: raw.reasonId,
        creatorName: raw.creatorName,
        creatorNumber: raw.creatorNumber,
        latitude: raw.latitude,
        longitude: raw.longitude,
        landmark: raw.landmark,
      };
      // The page the form was on (its own address), or the long form for a post to /api/sos-calls (or its old name /api/soscall).
      const posted = request.url.split('?')[0]!;
      const path = posted.startsWith('/api/') ? `/sos-call/${code}` : posted;
      const parsed = ZSosCallRequest.safeParse(raw);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (!errors[field]) errors[field] = translateField(lang, issue.message);
        }
        return renderTag(reply, lang, path, code, { status: 400, values, errors });
      }
      let viewToken: string;
      try {
        // The form's key (joined with what it asks: a cached page's visitors share one), or a header's.
        const fieldKey = formKeyOf(raw);
        const once = fieldKey ? { key: fieldKey, form: true } : headerKeyOf(request);
        ({ viewToken } = await services.sos.submit(requestCtx(request), { ...parsed.data, lang }, once));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.code === 'TAG_NOT_FOUND' || err.code === 'TAG_NOT_ACTIVE') return renderTag(reply, lang, path, code);
        if (err.code === 'RATE_LIMITED') {
          if (err.headers) reply.headers(err.headers);
          return renderTag(reply, lang, path, code, { status: 429, values, formError: tFor(lang)('rateLimited') });
        }
        const errors = Object.fromEntries((err.errors ?? []).map((e) => [e.path, translateField(lang, e.message)]));
        return renderTag(reply, lang, path, code, {
          status: err.status,
          values,
          errors,
          formError: err.errors ? undefined : err.message,
        });
      }
      return reply.redirect(`/alert/${viewToken}?lang=${lang}`, 303);
    },
  };
}

/** A well-formed Idempotency-Key header as an alert's key; a form is never refused for a bad one. */
function headerKeyOf(request: FastifyRequest) {
  try {
    const key = idempotencyKeyOf(request);
    return key ? { key, form: false } : undefined;
  } catch {
    return undefined;
  }
}
