import { z } from 'zod';
import { ZErrorResponse } from './errors.js';

/** GET /api/health: the older check of the database. */
export const ZHealthResponse = z.object({ status: z.literal('ok'), db: z.literal('ok') });
/** Its 503: the failure shape, saying `db: 'down'` when it is the database (not while shutting down). */
export const ZHealthDownResponse = ZErrorResponse.extend({ db: z.literal('down').optional() });

/** GET /healthz: the process answers. */
export const ZLivenessResponse = z.object({ status: z.literal('ok') });

export const ZReadiness = z.object({
  database: z.enum(['ok', 'down']),
  /** Migrations of this build the database lacks (null: the database did not answer). */
  migrationsPending: z.number().int().nullable(),
  /** The SMS sender: running, stopped, or off where this process sends no texts. */
  sender: z.enum(['running', 'stopped', 'off']),
});
export type TReadiness = z.infer<typeof ZReadiness>;

/** GET /readyz: ready for traffic. */
export const ZReadyResponse = ZReadiness.extend({ status: z.literal('ready') });
/**
 * Its 503: not ready, in the failure shape with the checks (NOT_READY); or the plain failure
 * shape while the process shuts down (SERVICE_BUSY).
 */
export const ZNotReadyResponse = z.union([
  ZReadiness.extend({
    status: z.literal('Error'),
    success: z.literal(false),
    code: z.literal('NOT_READY'),
    message: z.string(),
  }),
  ZErrorResponse,
]);
