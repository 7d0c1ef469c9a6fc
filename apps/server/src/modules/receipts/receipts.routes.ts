import { ZMessageResponse } from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { failures } from '../../platform/responses.js';
import {
  msg91Receipts,
  TWILIO_RECEIPTS_PATH,
  tokenMatches,
  twilioReceipt,
  twilioSignatureValid,
} from '../../platform/sms/index.js';
import type { AppServices } from '../../services.js';
import { takeReceipts } from './receipts.service.js';

const notOn = (provider: string) =>
  new AppError('NOT_FOUND', `${provider} is not the SMS gateway here, so its receipts are not taken.`);

/**
 * Delivery receipts from the SMS gateways (docs/decisions/0064-delivery-receipts.md): each says
 * whether a text it accepted reached the handset. Twilio's are signed (X-Twilio-Signature over
 * the callback address we gave it); MSG91 signs nothing, so its webhook's address carries a secret.
 * A gateway can report only on the texts it accepted.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { config } = services;
  const { db } = services.database;
  const tags = ['sms'];

  app.post(
    TWILIO_RECEIPTS_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "Twilio's status callback for a text (form-encoded MessageSid, MessageStatus…), signed with X-Twilio-Signature",
        body: z.record(z.string(), z.string()),
        response: { 200: ZMessageResponse, ...failures(400, 403, 404) },
      },
    },
    async (request) => {
      const sms = config.sms;
      if (sms.provider !== 'twilio') throw notOn('Twilio');
      const signature = request.headers['x-twilio-signature'];
      const url = `${config.publicUrl}${TWILIO_RECEIPTS_PATH}`;
      if (!twilioSignatureValid(sms.authToken, url, request.body, Array.isArray(signature) ? signature[0] : signature))
        throw new AppError('FORBIDDEN', 'The X-Twilio-Signature header does not match this request.');
      const receipt = twilioReceipt(request.body);
      if (!receipt) throw new AppError('VALIDATION_FAILED', 'A status callback names MessageSid and MessageStatus.');
      const { changed } = await takeReceipts(db, 'twilio', [receipt], request.server.clock);
      return { status: 'Success' as const, message: changed ? 'Receipt stored' : 'Already known' };
    },
  );

  app.post(
    '/api/sms/receipts/msg91/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "MSG91's delivery-report webhook (v2 form `data`, or v3 JSON); the address carries MSG91_RECEIPT_TOKEN",
        params: z.object({ token: z.string().max(200) }),
        response: { 200: ZMessageResponse, ...failures(400, 403, 404) },
      },
    },
    async (request) => {
      const sms = config.sms;
      if (sms.provider !== 'msg91' || !sms.receiptToken) throw notOn('MSG91');
      if (!tokenMatches(sms.receiptToken, request.params.token))
        throw new AppError('FORBIDDEN', 'This is not the delivery-report address given to MSG91.');
      const receipts = msg91Receipts(request.body);
      if (!receipts || receipts.length === 0)
        throw new AppError('VALIDATION_FAILED', 'A delivery report names a requestId and a status for each number.');
      const { taken, changed } = await takeReceipts(db, 'msg91', receipts, request.server.clock);
      return { status: 'Success' as const, message: `${taken} reports taken, ${changed} stored` };
    },
  );
};
