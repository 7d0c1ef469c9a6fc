/**
 * The warm-up's rehearsal of alerts (sos-warm-up.ts): the statements of real alerts, in a
 * transaction that is rolled back.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/rate-limit.js';
import { acceptBatchJson, acceptParams, findActiveTagCodes, findTagForLookup } from './sos.repo.js';

/** Thrown to roll the rehearsal back: nothing of it may stay. */
class Rehearsed extends Error {}

/**
 * Runs the statements of a scan and an alert for up to `limit` active tags inside one transaction
 * that is rolled back: nothing is stored, but the database has planned them and read their pages,
 * and (on the embedded database) compiled its hot code, before the first bystander arrives. Each tag's alert goes
 * both ways, bare and behind an idempotency key; answers how many alerts were rehearsed. Only
 * where no one else can be waiting on the rows it locks (the embedded database, before listening).
 */
export async function rehearseAlerts(db: Db, limit: number, budgetMs: number): Promise<number> {
  const until = performance.now() + budgetMs;
  let rehearsed = 0;
  try {
    await db.transaction(async (tx) => {
      const [reason] = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from reasons where status = 'active' order by position limit 1`),
      );
      for (const code of await findActiveTagCodes(tx, limit)) {
        if (!reason || performance.now() > until) break;
        const [tag] = await findTagForLookup(tx, code);
        if (!tag?.ownerId || !tag.vehicleId) continue;
        const owner = { role: 'owner', name: tag.ownerName, countryCode: tag.ownerCountryCode, phone: tag.ownerPhone };
        const contacts = tag.contacts.map((c) => ({ role: 'contact', ...c }));
        const recipients = [owner, ...contacts].map((r, i) => ({
          ...r,
          body: 'rehearsal',
          template: 'rehearsal',
          ackToken: `rehearsal-${code}-${i}`,
          delay: 0,
        }));
        // Every way a bystander's alert comes, in one statement: bare (sos_accept) and behind an
        // idempotency key (sos_accept_once), each called by sos_accept_batch as alerts that come
        // together are, so each function's statements are planned.
        const params = acceptParams({
          now: new Date().toISOString(),
          ipLimitKey: `rehearsal:${code}:batch`,
          perIp: 1000,
          ipWindowSeconds: 60,
          tagId: tag.tagId,
          vehicleId: tag.vehicleId,
          ownerId: tag.ownerId,
          reasonId: reason.id,
          reasonText: 'rehearsal',
          registrationNumber: tag.registrationNumber!,
          creatorName: 'rehearsal',
          creatorNumber: '0000000000',
          latitude: null,
          longitude: null,
          ipHash: null,
          notifyWindowSeconds: 60,
          retrySeconds: 60,
          recipientsJson: JSON.stringify(recipients),
          landmark: null,
          lang: 'en',
          severity: 'normal',
          pushWaitSeconds: null,
          whatsapp: false,
        });
        const once = { scope: 'rehearsal', key: `${code}:batch`, fingerprint: 'rehearsal', ttlSeconds: 60 };
        const batch = acceptBatchJson([{ params }, { once, params }]);
        await tx.execute(sql`select n from sos_accept_batch(${batch}::jsonb)`);
        rehearsed += 2;
      }
      throw new Rehearsed();
    });
  } catch (err) {
    if (!(err instanceof Rehearsed)) throw err;
  }
  return rehearsed;
}
