import { ZPaperShareParams } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createElement } from 'react';
import { AppError } from '../../platform/errors.js';
import { requestCtx } from '../../platform/http.js';
import { hashIp } from '../../platform/rate-limit.js';
import { htmlAnswer } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { langOf, sendPage } from '../sos/alert.pages.js';
import { renderHtml } from '../sos/pages/sos-pages.js';
import { SharedPaperPage, ShareGonePage } from './pages/share-page.js';
import { openShare } from './shares.service.js';

/** The page a paper's share link opens (the QR on the owner's phone), server-rendered, no script. */
export const paperPages: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const { appName, jwtSecret } = services.config;
  app.get(
    '/p/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pages'],
        summary: 'The page of a paper share link (404 page once expired or revoked)',
        params: ZPaperShareParams,
        response: { 200: htmlAnswer('The shared paper'), 404: htmlAnswer('The link no longer works') },
      },
    },
    async (request, reply) => {
      const lang = langOf(request);
      const path = `/p/${request.params.token}`;
      const ctx = requestCtx(request);
      try {
        const paper = await openShare(db, request.params.token, ctx.now, hashIp(jwtSecret, ctx.ip));
        return sendPage(
          reply,
          200,
          renderHtml(createElement(SharedPaperPage, { lang, appName, path, token: request.params.token, paper })),
        );
      } catch (err) {
        if (err instanceof AppError && err.code === 'NOT_FOUND')
          return sendPage(reply, 404, renderHtml(createElement(ShareGonePage, { lang, appName, path })));
        throw err;
      }
    },
  );
};
