import { z } from 'zod';
import { canonicalHost } from './host-name.js';

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
 * Hosts besides PUBLIC_URL's that campaign texts may link to: bare host names separated by commas,
 * kept in canonical form. Nothing else (a scheme, path, port or wildcard) is taken, so the list
 * says exactly which hosts the brand's sender ID vouches for.
 */
const ZLinkHosts = z.string().transform((raw, ctx) => {
  const hosts: string[] = [];
  for (const entry of raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const host = /^[^\s/\\:@?#*]+$/.test(entry) ? canonicalHost(entry) : null;
    if (!host) {
      ctx.addIssue({
        code: 'custom',
        message: `must be host names separated by commas, such as parivahan.gov.in,rto.example.in (not "${entry}")`,
      });
      return z.NEVER;
    }
    hosts.push(host);
  }
  return hosts;
});

/**
 * SMS campaigns (docs/decisions/0036-sms-campaigns.md): campaign texts handed to the outbox per
 * second across all processes, the price of one SMS part for the cost estimate, and the hosts
 * their links may point to besides the product's own.
 */
export const CAMPAIGN_ENV = {
  CAMPAIGN_SMS_PER_SECOND: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(1000).default(10),
  CAMPAIGN_SMS_COST_PAISE: z.coerce
    .number({ error: 'must be a whole number of paise' })
    .int()
    .min(0)
    .max(10_000)
    .default(25),
  CAMPAIGN_LINK_HOSTS: ZLinkHosts.default([]),
};

export interface CampaignsConfig {
  perSecond: number;
  costPerSmsPaise: number;
  /** Hosts besides PUBLIC_URL's that campaign texts may link to, canonical (platform/host-name.ts). */
  linkHosts: string[];
}

export function campaignsFromEnv(env: {
  CAMPAIGN_SMS_PER_SECOND: number;
  CAMPAIGN_SMS_COST_PAISE: number;
  CAMPAIGN_LINK_HOSTS: string[];
}): CampaignsConfig {
  return {
    perSecond: env.CAMPAIGN_SMS_PER_SECOND,
    costPerSmsPaise: env.CAMPAIGN_SMS_COST_PAISE,
    linkHosts: env.CAMPAIGN_LINK_HOSTS,
  };
}
