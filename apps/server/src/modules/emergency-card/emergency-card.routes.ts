import {
  ZEmergencyCardDetailsResponse,
  ZEmergencyCardQuery,
  ZEmergencyCardRequest,
  ZEmergencyCardResponse,
  ZEmergencyCardSavedResponse,
  ZEmergencyCardViewsResponse,
  ZIdParams,
  ZListQuery,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../../platform/auth.js';
import { requestCtx } from '../../platform/http.js';
import { hashIp, hit } from '../../platform/rate-limit.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { cardForReason } from './card-showing.service.js';
import { listCardViews, readCard, saveCard } from './emergency-card.service.js';

/** Like the other vehicle routes: the owner, or an admin with the customer flags. */
const VIEW: Access = { flags: ['viewCustomer'], own: true };
const EDIT: Access = { flags: ['editCustomer'], own: true };

/**
 * Card fetches from one address per 10 minutes: a bystander picks a reason or two; a scraper
 * walking tags with "Accident" picked is stopped, and every fetch it made is in the owners' lists.
 */
export const CARD_FETCH_LIMIT = { max: 20, windowSeconds: 600 };

/** A vehicle's emergency card (docs/decisions/0029-emergency-card.md). */
export const emergencyCardRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const tags = ['vehicles'];

  app.get(
    '/api/vehicles/:id/emergency-card',
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: "A vehicle's emergency card, as its owner edits it",
        params: ZIdParams,
        response: { 200: ZEmergencyCardResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      data: await readCard(db, requestCtx(request), request.params.id),
    }),
  );

  app.put(
    '/api/vehicles/:id/emergency-card',
    {
      config: { access: EDIT },
      schema: {
        tags,
        summary: 'Save the emergency card; switching it on needs consent: true, from the owner alone',
        params: ZIdParams,
        body: ZEmergencyCardRequest,
        response: { 200: ZEmergencyCardSavedResponse, ...failures(403, 404) },
      },
    },
    async (request) => {
      const { card, message } = await saveCard(db, requestCtx(request), request.params.id, request.body);
      return { status: 'Success' as const, message, data: card };
    },
  );

  app.get(
    '/api/vehicles/:id/emergency-card/views',
    {
      config: { access: VIEW },
      schema: {
        tags,
        summary: 'When the emergency card was shown, with which reason (never by whom)',
        params: ZIdParams,
        querystring: ZListQuery.omit({ sort: true, order: true }),
        response: { 200: ZEmergencyCardViewsResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      ...(await listCardViews(db, requestCtx(request), request.params.id, request.query)),
    }),
  );

  app.get(
    '/api/sos-pages/:code/emergency-card',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sos'],
        summary: "The tag's emergency card, once an urgent reason is chosen (404 otherwise)",
        params: z.object({ code: z.string().max(20) }),
        querystring: ZEmergencyCardQuery,
        response: { 200: ZEmergencyCardDetailsResponse, ...failures(404, 429) },
      },
    },
    async (request, reply) => {
      // The owner's health: no cache may keep it, no search engine may list it.
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const ctx = requestCtx(request);
      const ipHash = hashIp(services.config.jwtSecret, ctx.ip);
      await hit(
        db,
        `card:ip:${ipHash ?? 'none'}`,
        CARD_FETCH_LIMIT,
        ctx.now,
        'Too many emergency cards were asked for from here. If someone is in danger, call 112.',
      );
      const data = await cardForReason(db, services.publicCache, {
        code: request.params.code,
        reasonId: request.query.reasonId,
        ipHash,
        now: ctx.now,
      });
      return { status: 'Success' as const, data };
    },
  );
};
