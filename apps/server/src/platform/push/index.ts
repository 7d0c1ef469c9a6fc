import type { Config } from '../config.js';
import type { PushSender } from './push.js';
import { WebPushSender } from './web-push-sender.js';

export * from './push.js';

/**
 * The Web Push sender, or null when push is off (no VAPID keys in production): then every alert
 * goes by the recipient's SMS or WhatsApp. Outside production it may push to http: endpoints, so
 * the local fake push service (push-fakes.ts) can stand in for the browsers' ones.
 */
export function createPushSender(config: Config): PushSender | null {
  if (!config.push) return null;
  const { publicKey, privateKey, subject } = config.push;
  return new WebPushSender({
    publicKey,
    privateKey,
    subject,
    timeoutMs: config.delivery.timeoutMs,
    allowHttp: !config.isProduction,
  });
}
