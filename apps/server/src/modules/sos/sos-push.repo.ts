import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/rate-limit.js';

/**
 * A device showed an alert's push (docs/decisions/0067-channel-ladder.md): the push is marked
 * delivered, and its recipient's text that waited for it, about the same alerts, is not needed
 * any more. Only a push that was sent, by its own answer token; repeated, it changes nothing more.
 */
export async function acknowledgePush(db: DbOrTx, token: string, now: Date) {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with p as (
      update notifications set delivery = coalesce(delivery, 'delivered'),
        delivered_at = coalesce(delivered_at, ${at}::timestamptz), updated_at = ${at}::timestamptz
      where ack_token = ${token} and channel = 'push' and status = 'sent'
      returning sos_call_id, coalesce_key),
    c as (
      update notifications f set status = 'cancelled', updated_at = ${at}::timestamptz
      from p
      where f.status = 'queued' and f.attempts = 0 and f.waits_for_push
        and f.coalesce_key = substring(p.coalesce_key from 6)
        and f.id in (select unnest(s.notification_ids) from sos_calls s where s.id = p.sos_call_id)
      returning f.id)
    select (select count(*) from p)::integer as found, (select count(*) from c)::integer as cancelled`);
  const [row] = rowsOf<{ found: number; cancelled: number }>(result);
  return { found: (row?.found ?? 0) > 0, cancelled: row?.cancelled ?? 0 };
}
