import { z } from 'zod';

/** How outbox texts are sent (docs/decisions/0020-delivery.md). */
export interface Delivery {
  /** A text that keeps failing is retried this long after it was due, then marked failed. */
  retrySeconds: number;
  /** Texts in flight at once per process. */
  concurrency: number;
  /** How long one gateway call may take. */
  timeoutMs: number;
}

/**
 * SMS campaigns (docs/decisions/0036-sms-campaigns.md): campaign texts handed to the outbox per
 * second across all processes, and the price of one SMS part for the cost estimate.
 */
export const CAMPAIGN_ENV = {
  CAMPAIGN_SMS_PER_SECOND: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(1000).default(10),
  CAMPAIGN_SMS_COST_PAISE: z.coerce
    .number({ error: 'must be a whole number of paise' })
    .int()
    .min(0)
    .max(10_000)
    .default(25),
};

export interface CampaignsConfig {
  perSecond: number;
  costPerSmsPaise: number;
}

export function campaignsFromEnv(env: {
  CAMPAIGN_SMS_PER_SECOND: number;
  CAMPAIGN_SMS_COST_PAISE: number;
}): CampaignsConfig {
  return { perSecond: env.CAMPAIGN_SMS_PER_SECOND, costPerSmsPaise: env.CAMPAIGN_SMS_COST_PAISE };
}
