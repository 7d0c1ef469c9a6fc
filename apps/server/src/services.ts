import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthDeps } from './modules/auth/auth.service.js';
import type { BloodRinger } from './modules/blood/rings.service.js';
import type { CampaignDispatcher } from './modules/campaigns/campaign-dispatcher.js';
import type { Accepted, SosKey, SubmitInput } from './modules/sos/sos.service.js';
import type { TokenService } from './platform/auth.js';
import type { Config } from './platform/config.js';
import type { Ctx } from './platform/context.js';
import type { Database } from './platform/db/client.js';
import type { EventBus } from './platform/events.js';
import type { Metrics } from './platform/metrics.js';
import type { NotificationWorker } from './platform/notification-worker.js';
import type { Payments } from './platform/payments/index.js';
import type { DevOutbox, SmsProvider } from './platform/sms/index.js';
import type { DevCallLog, TelephonyProvider } from './platform/telephony/index.js';
import type { TtlCache } from './platform/ttl-cache.js';
import type { WhatsAppSender } from './platform/whatsapp/whatsapp.js';

/**
 * The services a route plugin is given, wired by app.ts. In a file of their own so that modules
 * depend on this description rather than on app.ts, which imports every module (no cycle).
 */
export interface AppServices {
  config: Config;
  database: Database;
  outbox: DevOutbox;
  sms: SmsProvider;
  /** WhatsApp template messages (docs/decisions/0068-whatsapp.md); null when off (WHATSAPP_PROVIDER unset). */
  whatsapp: WhatsAppSender | null;
  /** Masked calls' provider; null when they are off (TELEPHONY_PROVIDER=none). */
  telephony: TelephonyProvider | null;
  /** What the console telephony provider "connected" (GET /api/dev/calls outside production). */
  callLog: DevCallLog;
  /** Online payment's provider (null when off) and, with PAYMENT_PROVIDER=fake, the local Razorpay. */
  payments: Payments;
  tokens: TokenService;
  auth: AuthDeps;
  events: EventBus;
  worker: NotificationWorker;
  /** Feeds campaign texts to the outbox; tests call `tick()` themselves. */
  campaignDispatcher: CampaignDispatcher;
  /** Searches blood requests' rings and closes lapsed ones; tests call `runOnce()` with a moved clock. */
  bloodRinger: BloodRinger;
  /** false where this process sends no texts (tests): readiness then does not wait for the sender. */
  workerEnabled: boolean;
  metrics: Metrics;
  /** once: the request's idempotency key (docs/decisions/0070-idempotency-keys.md). */
  sos: { submit(ctx: Ctx, input: SubmitInput, once?: SosKey): Promise<Accepted> };
  /** Public SOS answers by key; cleared by any successful write (app.ts). */
  publicCache: TtlCache;
  /** Set by the SOS pages plugin. */
  sosPages: SosPagesService;
  streamRecheckMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** The server-rendered SOS pages' form handling, set by their plugin (modules/sos/sos.pages.ts). */
export interface SosPagesService {
  handleFormPost(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}
