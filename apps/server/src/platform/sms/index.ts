import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { ConsoleSmsProvider } from './console-provider.js';
import { Msg91SmsProvider } from './msg91-provider.js';
import { TWILIO_RECEIPTS_PATH } from './receipts.js';
import type { DevOutbox, SmsProvider } from './sms.js';
import { TwilioSmsProvider } from './twilio-provider.js';

export * from './receipts.js';
export * from './sms.js';

export function createSmsProvider(config: Config, outbox: DevOutbox, log?: FastifyBaseLogger): SmsProvider {
  const sms = config.sms;
  switch (sms.provider) {
    case 'msg91':
      return new Msg91SmsProvider({ ...sms, timeoutMs: config.delivery.timeoutMs });
    case 'twilio':
      return new TwilioSmsProvider({
        ...sms,
        timeoutMs: config.delivery.timeoutMs,
        statusCallback: `${config.publicUrl}${TWILIO_RECEIPTS_PATH}`,
      });
    default:
      // Message bodies (OTPs included) reach the log only outside production.
      return new ConsoleSmsProvider(outbox, config.isProduction ? undefined : log, config.devSmsFailNumbers);
  }
}
