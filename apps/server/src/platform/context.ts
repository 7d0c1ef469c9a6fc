import type { TSessionUser } from '@safesathi/contract';

/** Who is acting and when; every service takes it first (Vendure's RequestContext). */
export interface Ctx {
  user: TSessionUser | null;
  now: Date;
  ip?: string;
  /** The request acting (its log lines' reqId), when a request is. */
  reqId?: string;
}

export function systemCtx(now = new Date()): Ctx {
  return { user: null, now };
}
