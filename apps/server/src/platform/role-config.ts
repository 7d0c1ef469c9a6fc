import { z } from 'zod';

/**
 * What one process does (docs/decisions/0074-process-roles.md): `all` answers requests and sends
 * (one machine, the default); `web` answers requests and sends nothing, handing its texts to the
 * workers through the database (the outbox rows, and a NOTIFY so they start at once); `worker`
 * sends texts, runs the ladders, reminders, campaigns and housekeeping, and answers only its
 * health and metrics. Several of each share one PostgreSQL.
 */
export const ROLES = ['all', 'web', 'worker'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_ENV = {
  ROLE: z.enum(ROLES, { error: 'must be all, web or worker' }).default('all'),
};

/** The embedded database lives in one process: only that process can send what it accepts. */
export function checkRoleEnv(env: { ROLE: Role; DATABASE_URL?: string }, ctx: z.RefinementCtx): void {
  if (env.ROLE !== 'all' && !env.DATABASE_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['ROLE'],
      message: `must be all with the embedded database (one process does everything): set DATABASE_URL to a PostgreSQL shared by the web and worker processes to run ROLE=${env.ROLE}`,
    });
}

/** Whether this process answers the public API and pages, and whether it runs the background work. */
export function roleParts(role: Role): { serves: boolean; sends: boolean } {
  return { serves: role !== 'worker', sends: role !== 'web' };
}
