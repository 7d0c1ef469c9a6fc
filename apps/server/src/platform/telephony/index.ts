import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { ConsoleTelephonyProvider } from './console-provider.js';
import { ExotelTelephonyProvider } from './exotel-provider.js';
import type { DevCallLog, TelephonyProvider } from './telephony.js';
import { TwilioTelephonyProvider } from './twilio-provider.js';

export * from './telephony.js';

/** The configured provider, or null when masked calls are off (TELEPHONY_PROVIDER=none). */
export function createTelephonyProvider(
  config: Config,
  callLog: DevCallLog,
  log?: FastifyBaseLogger,
): TelephonyProvider | null {
  const t = config.telephony;
  const timeoutMs = config.delivery.timeoutMs;
  switch (t.provider) {
    case 'exotel':
      return new ExotelTelephonyProvider({ ...t, timeoutMs });
    case 'twilio':
      return new TwilioTelephonyProvider({ ...t, timeoutMs });
    case 'console':
      return new ConsoleTelephonyProvider(callLog, log);
    default:
      return null;
  }
}
