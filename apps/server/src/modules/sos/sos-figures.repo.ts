import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/rate-limit.js';

export interface LadderCounts {
  calls: number;
  pushesSent: number;
  pushesShown: number;
  textsSaved: number;
}

/**
 * What the channel ladder did for the SOS calls made since `since` (docs/decisions/0067-channel-ladder.md).
 * A text saved: an SMS or WhatsApp message that waited for a push and was cancelled, whose recipient's
 * push for the same call was shown. Acknowledging a push cancels the waiting text and leaves its
 * `waits_for_push` set; an answer cancels it too, so the shown push is what tells the two apart.
 */
export async function countLadder(db: DbOrTx, since: Date): Promise<LadderCounts> {
  const at = since.toISOString();
  const result = await db.execute(sql`
    with c as (select id from sos_calls where created_at >= ${at}::timestamptz),
    n as (select f.* from notifications f join c on c.id = f.sos_call_id)
    select
      (select count(*) from c)::integer as calls,
      (select count(*) from n where channel = 'push' and status = 'sent')::integer as "pushesSent",
      (select count(*) from n where channel = 'push' and delivery in ('delivered', 'read'))::integer as "pushesShown",
      (select count(*) from n f
        where f.channel in ('sms', 'whatsapp') and f.status = 'cancelled' and f.waits_for_push
          and exists (select 1 from n p where p.channel = 'push' and p.sos_call_id = f.sos_call_id
            and p.coalesce_key = 'push:' || f.coalesce_key and p.delivery in ('delivered', 'read')))::integer
        as "textsSaved"`);
  const [row] = rowsOf<LadderCounts>(result);
  return {
    calls: row?.calls ?? 0,
    pushesSent: row?.pushesSent ?? 0,
    pushesShown: row?.pushesShown ?? 0,
    textsSaved: row?.textsSaved ?? 0,
  };
}
