import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/client.js';
import type { PaymentProvider } from '../../platform/payments/index.js';
import type { AppServices } from '../../services.js';
import type { TextDeps } from './orders/order-texts.js';

/** What checkout, payments and refunds need, wired by their routes from the app's services. */
export interface ShopDeps {
  db: Db;
  config: Config;
  /** null when online payment is off (PAYMENT_PROVIDER=none). */
  provider: PaymentProvider | null;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Tells the SMS sender there are new texts. */
  kick(): void;
  /** The app's clock (tests move it). */
  clock(): Date;
}

export const textDepsOf = (deps: Pick<ShopDeps, 'config'>): TextDeps => ({
  appName: deps.config.appName,
  retrySeconds: deps.config.delivery.retrySeconds,
});

/** The shop's dependencies from the app's services. */
export function shopDeps(services: AppServices, log: ShopDeps['log'], clock: () => Date): ShopDeps {
  return {
    db: services.database.db,
    config: services.config,
    provider: services.payments.provider,
    log,
    kick: () => services.worker.kick(),
    clock,
  };
}
