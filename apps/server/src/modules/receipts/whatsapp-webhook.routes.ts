import { ZMessageResponse, ZWhatsAppAvailabilityResponse } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonShapeProblem, shapeError } from '../../platform/body-limits.js';
import { AppError } from '../../platform/errors.js';
import { contentAnswer, failures } from '../../platform/responses.js';
import { tokenMatches } from '../../platform/sms/index.js';
import { WHATSAPP_WEBHOOK_PATH, whatsappSignatureValid, whatsappStatuses } from '../../platform/whatsapp/statuses.js';
import type { AppServices } from '../../services.js';
import { takeReceipts } from './receipts.service.js';

const notOn = () => new AppError('NOT_FOUND', 'WhatsApp is not used here, so its webhook takes nothing.');

/**
 * WhatsApp's status webhook (docs/decisions/0068-whatsapp.md): Meta subscribes it with a handshake
 * that must echo its challenge, then POSTs each message's statuses signed with the app's secret
 * (X-Hub-Signature-256 over the exact bytes). A status changes only a message WhatsApp accepted,
 * forward only; one naming no message of ours is refused.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { config } = services;
  const { db } = services.database;
  const tags = ['whatsapp'];

  app.get(
    '/api/whatsapp',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether alerts can reach an owner on WhatsApp here (an owner may choose it in the account)',
        response: { 200: ZWhatsAppAvailabilityResponse },
      },
    },
    async () => ({ status: 'Success' as const, data: { available: config.whatsapp !== null } }),
  );

  app.get(
    WHATSAPP_WEBHOOK_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "Meta's subscription handshake: hub.mode=subscribe with WHATSAPP_VERIFY_TOKEN; answers hub.challenge",
        querystring: z.object({
          'hub.mode': z.string().max(50).optional(),
          'hub.verify_token': z.string().max(500).optional(),
          'hub.challenge': z.string().max(500).optional(),
        }),
        response: { 200: contentAnswer('hub.challenge, as sent', ['text/plain']), ...failures(403, 404) },
      },
    },
    async (request, reply) => {
      const wa = config.whatsapp;
      if (wa?.provider !== 'cloud') throw notOn();
      const q = request.query;
      if (q['hub.mode'] !== 'subscribe' || !tokenMatches(wa.verifyToken, q['hub.verify_token'] ?? ''))
        throw new AppError('FORBIDDEN', 'This is not the verify token given to Meta for this webhook.');
      return reply.type('text/plain; charset=utf-8').send(q['hub.challenge'] ?? '');
    },
  );

  // The signature is over the exact bytes Meta sent: this route alone reads its body as text.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      WHATSAPP_WEBHOOK_PATH,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "Meta's webhook for the business number: messages' statuses (sent, delivered, read, failed), signed with X-Hub-Signature-256",
          response: { 200: ZMessageResponse, ...failures(400, 403, 404) },
        },
      },
      async (request) => {
        const wa = config.whatsapp;
        if (wa?.provider !== 'cloud') throw notOn();
        const raw = typeof request.body === 'string' ? request.body : '';
        const header = request.headers['x-hub-signature-256'];
        if (!whatsappSignatureValid(wa.appSecret, raw, Array.isArray(header) ? header[0] : header))
          throw new AppError('FORBIDDEN', 'The X-Hub-Signature-256 header does not match this request.');
        const problem = jsonShapeProblem(raw);
        if (problem) throw shapeError(problem);
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          throw new AppError('VALIDATION_FAILED', 'The webhook body is not JSON.');
        }
        const statuses = whatsappStatuses(body);
        if (!statuses)
          throw new AppError('VALIDATION_FAILED', 'A webhook of a WhatsApp business account names each status by id.');
        // Incoming messages and other fields: nothing of ours to mark, and Meta must not send them again.
        if (statuses.length === 0) return { status: 'Success' as const, message: 'No statuses' };
        const { taken, changed } = await takeReceipts(db, 'whatsapp', statuses, request.server.clock);
        return { status: 'Success' as const, message: `${taken} statuses taken, ${changed} stored` };
      },
    );
  });
};
