import {
  ZDevOutboxResponse,
  ZMeResponse,
  ZMessageResponse,
  ZOtpGenerateRequest,
  ZOtpGenerateResponse,
  ZOtpVerifyRequest,
  ZOtpVerifyResponse,
  ZVerifyTokenRequest,
  ZVerifyTokenResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
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
        // 404: no account for this number (sign-in); 409: it has one (sign-up); 503: the SMS gateway.
        response: { 200: ZOtpGenerateResponse, ...failures(404, 409, 429) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      ...(await generateCode(deps, requestCtx(request), request.body)),
    }),
  );

  app.post(
    '/api/user/otp-verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Verify a code and receive a token',
        body: ZOtpVerifyRequest,
        // 401: a wrong or expired code.
        response: { 200: ZOtpVerifyResponse, ...failures(401, 404, 429) },
      },
    },
    async (request) => ({ status: 'Success' as const, ...(await verifyCode(deps, requestCtx(request), request.body)) }),
  );

  app.post(
    '/api/verify-token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Check a stored token',
        body: ZVerifyTokenRequest.optional(),
        response: { 200: ZVerifyTokenResponse },
      },
    },
    async (request) => verifyToken(deps, requestCtx(request), request.body?.token ?? ''),
  );

  app.post(
    '/api/user/logout',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'End this session', response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await revokeSession(deps, requestCtx(request), request.sessionId!);
      await services.events.broadcast('access-changed', { sessionId: request.sessionId! });
      return { status: 'Success' as const, message: 'Signed out.' };
    },
  );

  app.get(
    '/api/user/me',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: ZMeResponse } },
    },
    // Signed in: the access rule has made sure of a user.
    async (request) => ({ status: 'Success' as const, data: request.user! }),
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
        response: { 200: ZDevOutboxResponse },
      },
    },
    async (request) => {
      const to = request.query.to;
      const all = services.outbox.list();
      return { data: to ? all.filter((e) => e.to.endsWith(to)) : all };
    },
  );
};
