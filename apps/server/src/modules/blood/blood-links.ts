import { hashIp, hit } from '../../platform/rate-limit.js';
import type { AppServices } from '../../services.js';

/**
 * Tries at donors' answer links from one address per 10 minutes: plenty for a person, nothing for
 * someone guessing 12-character tokens (2^60 of them).
 */
const ANSWER_LINK_LIMIT = { max: 30, windowSeconds: 600 };

/** Counts a try at a donor's answer link from this address (RATE_LIMITED past the limit). */
export function countAnswerTry(services: AppServices, ip: string | undefined, now: Date): Promise<void> {
  return hit(
    services.database.db,
    `blood-answer:ip:${hashIp(services.config.jwtSecret, ip) ?? 'none'}`,
    ANSWER_LINK_LIMIT,
    now,
    'Too many tries from here. Wait a few minutes.',
  );
}
