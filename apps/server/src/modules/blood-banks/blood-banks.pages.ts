import { ZNearestBloodBanksQuery } from '@safesathi/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createElement } from 'react';
import { sendHtml } from '../../platform/compression.js';
import { type Lang, pickLang, tFor } from '../../platform/i18n/i18n.js';
import { htmlAnswer } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { renderHtml } from '../sos/pages/sos-pages.js';
import { BloodBankSearchError, findNearest } from './nearest.service.js';
import { BANKS_CSP, BloodBanksPage, type BloodBanksPageProps } from './pages/blood-banks-page.js';

const PATH = '/blood-banks';

/**
 * The public blood-bank page (docs/decisions/0046-blood-bank-locator.md), server-rendered like
 * the SOS pages: a PIN code, district or city through a plain GET form, or the visitor's
 * location posted by the page's form; works with JavaScript off.
 */
export async function registerBloodBankPages(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db } = services.database;
  const { appName } = services.config;

  function send(reply: FastifyReply, status: number, props: Omit<BloodBanksPageProps, 'appName'>) {
    reply
      .header('content-security-policy', BANKS_CSP)
      // A search by place is the same for everyone, but the directory changes: ask each time. A
      // search by location is the visitor's own: never kept.
      .header('cache-control', reply.request.method === 'POST' ? 'no-store' : 'no-cache')
      .header('referrer-policy', 'no-referrer');
    const html = renderHtml(createElement(BloodBanksPage, { ...props, appName }));
    return sendHtml(reply, reply.request.headers['accept-encoding'], { status, html });
  }

  async function search(
    reply: FastifyReply,
    lang: Lang,
    path: string,
    query: { q?: string; lat?: number; lng?: number },
  ) {
    try {
      return send(reply, 200, { lang, path, q: query.q, result: await findNearest(db, query) });
    } catch (err) {
      if (!(err instanceof BloodBankSearchError)) throw err;
      const searchError = tFor(lang)(`banks.${err.kind}`, { pin: err.pin });
      return send(reply, 400, { lang, path, q: query.q, searchError });
    }
  }

  const answers = { 200: htmlAnswer('The page'), 400: htmlAnswer('The page, saying what to fix') };
  app.get(
    PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['pages'],
        summary: 'The nearest blood banks to a PIN code, district or city (?q=)',
        response: answers,
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const lang = pickLang(query.lang, request.headers['accept-language']);
      const q = typeof query.q === 'string' ? query.q.replace(/\s+/g, ' ').trim().slice(0, 80) : '';
      if (!q) return send(reply, 200, { lang, path: PATH });
      return search(reply, lang, `${PATH}?q=${encodeURIComponent(q)}`, { q });
    },
  );

  // The page's "Use my location" form. Browser forms only (JSON clients use GET /api/blood-banks/nearest).
  app.post(
    PATH,
    { config: { access: 'public' }, schema: { hide: true, response: answers } },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const lang = pickLang(
        (request.query as Record<string, unknown>).lang ?? body.lang,
        request.headers['accept-language'],
      );
      const parsed = ZNearestBloodBanksQuery.safeParse({ lat: body.lat, lng: body.lng });
      if (!parsed.success || parsed.data.lat === undefined || parsed.data.lng === undefined)
        return send(reply, 400, { lang, path: PATH, locationError: tFor(lang)('banks.badLocation') });
      return search(reply, lang, PATH, { lat: parsed.data.lat, lng: parsed.data.lng });
    },
  );
}
