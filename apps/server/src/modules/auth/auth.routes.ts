import { ZOtpGenerateRequest, ZOtpVerifyRequest, ZVerifyTokenRequest } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCtx } from '../../platform/http.js';
import type { AppServices } from '../../services.js';
import { generateCode, revokeSession, verifyCode, verifyToken } from './auth.service.js';

export const authRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const deps = services.auth;

  app.post(
    '/api/user/otp-generate',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time code (sign-in, or sign-up when name is given)',
        body: ZOtpGenerateRequest,
      },
    },
    async (request) => generateCode(deps, requestCtx(request), request.body),
  );

  app.post(
    '/api/user/otp-verify',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Verify a code and receive a token', body: ZOtpVerifyRequest },
    },
    async (request) => verifyCode(deps, requestCtx(request), request.body),
  );

  app.post(
    '/api/verify-token',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Check a stored token', body: ZVerifyTokenRequest.optional() },
    },
    async (request) => verifyToken(deps, requestCtx(request), request.body?.token ?? ''),
  );

  app.post(
    '/api/user/logout',
    { config: { access: 'signed-in' }, schema: { tags: ['auth'], summary: 'End this session' } },
    async (request) => {
      await revokeSession(deps, requestCtx(request), request.sessionId!);
      await services.events.broadcast('access-changed', { sessionId: request.sessionId! });
      return { status: 'Success', message: 'Signed out.' };
    },
  );

  app.get(
    '/api/user/me',
    { config: { access: 'signed-in' }, schema: { tags: ['auth'], summary: 'The signed-in user' } },
    async (request) => ({ status: 'Success', data: request.user }),
  );

  // The development outbox exists only when development or test is chosen (NODE_ENV): in
  // production, the default, OTPs never leave the SMS gateway.
  if (!services.config.devTools) return;
  app.get(
    '/api/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Messages the console SMS provider sent (not in production)',
        querystring: z.object({ to: z.string().optional() }),
      },
    },
    async (request) => {
      const to = request.query.to;
      const all = services.outbox.list();
      return { data: to ? all.filter((e) => e.to.endsWith(to)) : all };
    },
  );
};
