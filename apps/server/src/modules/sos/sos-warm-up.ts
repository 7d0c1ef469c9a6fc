import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client.js';
import { findActiveTagCodes } from './sos.repo.js';
import { rehearseAlerts } from './sos-rehearsal.repo.js';

/** A reason id no reason has: a warm-up alert is refused before anything is stored. */
const NO_REASON = '00000000-0000-4000-8000-000000000000';

/**
 * Warms the bystander's path before the server listens, so that the first crowd after a start or
 * a restart does not meet cold code: for a little while after start V8 runs our JavaScript and
 * the embedded database's WebAssembly unoptimised, the database has planned nothing and read no
 * page, and an alert costs about twice what it costs a few seconds later (a queue builds that
 * takes seconds to drain). It scans tags and posts alerts that are refused for their reason
 * (nothing stored, no limit counted) through the app itself, and on the embedded database
 * rehearses the statements of real alerts in a transaction that is rolled back. Bounded by
 * `budgetMs`; answers how many alerts it rehearsed and how many scans it made.
 */
export async function warmUpSos(
  app: FastifyInstance,
  database: Database,
  budgetMs: number,
): Promise<{ rehearsed: number; scans: number }> {
  const until = performance.now() + budgetMs;
  // Its thousands of requests are not news: the log keeps warnings and errors only meanwhile
  // (each request's logger is made at its start, from the level at that moment).
  const level = app.log.level;
  if (level === 'info' || level === 'debug' || level === 'trace') app.log.level = 'warn';
  try {
    return await warmUp(app, database, budgetMs, until);
  } finally {
    app.log.level = level;
  }
}

async function warmUp(
  app: FastifyInstance,
  database: Database,
  budgetMs: number,
  until: number,
): Promise<{ rehearsed: number; scans: number }> {
  // Rows locked by the rehearsal would hold back other instances' alerts: PGlite has no others.
  const rehearsed = database.kind === 'pglite' ? await rehearseAlerts(database.db, 300, budgetMs / 2) : 0;
  const codes = await findActiveTagCodes(database.db, 100);
  let scanned = 0;
  while (codes.length > 0 && performance.now() < until && scanned < 1000) {
    const code = codes[scanned % codes.length]!;
    await app.inject({ method: 'GET', url: `/api/sos-pages/${code}` });
    await app.inject({ method: 'GET', url: `/sos-call/${code}` });
    await app.inject({
      method: 'POST',
      url: '/api/sos-calls',
      payload: { qrcodename: code, reasonId: NO_REASON, creatorName: 'Warm-up', creatorNumber: '9876543210' },
    });
    scanned++;
  }
  return { rehearsed, scans: scanned };
}
