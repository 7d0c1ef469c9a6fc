import { z } from 'zod';

const whole = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number of ${what}` })
    .int()
    .min(min)
    .max(max);

/**
 * Emergency blood requests (docs/decisions/0047-emergency-blood.md): how fast the search widens,
 * how often one donor may be asked, and how many requests one account and one address may make.
 */
export const BLOOD_ENV = {
  BLOOD_RING_MINUTES: whole('minutes', 1, 120).default(5),
  BLOOD_ASKS_PER_WEEK: whole('asks', 1, 50).default(2),
  BLOOD_REQUESTS_PER_DAY: whole('requests', 1, 1000).default(3),
  BLOOD_REQUESTS_PER_IP_PER_DAY: whole('requests', 1, 100_000).default(10),
  BLOOD_GRACE_HOURS: whole('hours', 0, 72).default(6),
};

export interface BloodConfig {
  /** The next, wider ring is searched this long after the last one. */
  ringSeconds: number;
  /** A donor is asked about at most this many requests in seven days. */
  asksPerWeek: number;
  /** Requests one account may make per day, and one address. */
  requestsPerDay: number;
  requestsPerIpPerDay: number;
  /** A request closes itself this long after its needed-by time. */
  graceSeconds: number;
}

export function bloodFromEnv(env: { [K in keyof typeof BLOOD_ENV]: number }): BloodConfig {
  return {
    ringSeconds: env.BLOOD_RING_MINUTES * 60,
    asksPerWeek: env.BLOOD_ASKS_PER_WEEK,
    requestsPerDay: env.BLOOD_REQUESTS_PER_DAY,
    requestsPerIpPerDay: env.BLOOD_REQUESTS_PER_IP_PER_DAY,
    graceSeconds: env.BLOOD_GRACE_HOURS * 3600,
  };
}

/** The product's defaults; tests start from these (every inject comes from one address). */
export const DEFAULT_BLOOD_CONFIG: BloodConfig = {
  ringSeconds: 300,
  asksPerWeek: 2,
  requestsPerDay: 3,
  requestsPerIpPerDay: 10,
  graceSeconds: 6 * 3600,
};
