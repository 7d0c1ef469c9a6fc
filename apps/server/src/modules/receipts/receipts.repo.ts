import type { DeliveryState } from '@safesathi/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { sosCallEvents } from '../../platform/db/schema.js';
import { rowsOf } from '../../platform/rate-limit.js';

/** Receipts only move a text forward: nothing heard (0) < not handed over (1) < delivered (2) < read (3). */
const RANK: Record<DeliveryState, number> = { undelivered: 1, failed: 1, delivered: 2, read: 3 };
const STORED_RANK = sql.raw(
  `case n.delivery when 'read' then 3 when 'delivered' then 2 when 'failed' then 1 when 'undelivered' then 1 else 0 end`,
);

/**
 * Applies one receipt to the text `provider` accepted under `providerMessageId`, in one statement,
 * so two receipts at once cannot move a text backwards. `state` null (the gateway only passed it
 * on) changes nothing. Answers whether such a text exists and whether the receipt changed it.
 */
export async function applyReceipt(
  db: DbOrTx,
  provider: string,
  providerMessageId: string,
  state: DeliveryState | null,
  error: string | null,
  now: Date,
): Promise<{ found: boolean; changed: boolean }> {
  const reached = state === 'delivered' || state === 'read';
  const result = await db.execute(sql`
    with target as (
      select id from notifications where provider = ${provider} and provider_message_id = ${providerMessageId}),
    changed as (
      update notifications n set delivery = ${state},
        delivered_at = ${reached ? sql`coalesce(n.delivered_at, ${now})` : sql`n.delivered_at`},
        delivery_error = ${reached ? null : error},
        updated_at = ${now}
      from target
      where n.id = target.id and ${STORED_RANK} < ${state ? RANK[state] : 0}
      returning n.id)
    select (select count(*) from target)::int as found, (select count(*) from changed)::int as changed`);
  const [row] = rowsOf<{ found: number; changed: number }>(result);
  return { found: (row?.found ?? 0) > 0, changed: (row?.changed ?? 0) > 0 };
}

/**
 * The owner's text of an alert was reported not handed over (phone off, number barred): the texts
 * the escalation ladder still holds for that alert's emergency contacts become due now, instead of
 * after SOS_ESCALATE_SECONDS. Answers the alerts escalated this way (none when nothing was held).
 */
export async function releaseHeldContacts(
  db: DbOrTx,
  provider: string,
  providerMessageId: string,
  now: Date,
): Promise<string[]> {
  const result = await db.execute(sql`
    with owner_text as (
      select id from notifications
      where provider = ${provider} and provider_message_id = ${providerMessageId}
        and recipient_role = 'owner' and delivery in ('failed', 'undelivered')),
    calls as (
      select c.id, c.notification_ids from sos_calls c join owner_text o on o.id = any(c.notification_ids)),
    released as (
      update notifications n set next_attempt_at = ${now}, updated_at = ${now}
      from calls
      where n.id = any(calls.notification_ids) and n.held and n.status = 'queued' and n.attempts = 0
        and n.next_attempt_at > ${now}
      returning calls.id as call_id)
    select distinct call_id from released`);
  return rowsOf<{ call_id: string }>(result).map((r) => r.call_id);
}

export async function insertEscalations(db: DbOrTx, callIds: string[], now: Date): Promise<void> {
  if (callIds.length === 0) return;
  await db
    .insert(sosCallEvents)
    .values(
      callIds.map((callId) => ({ callId, kind: 'escalated', detail: { why: 'owner-not-reached' }, createdAt: now })),
    );
}
