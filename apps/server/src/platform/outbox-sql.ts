import type { notifications } from './db/schema.js';

/**
 * The outbox's two hot statements (platform/notification-worker.ts): claiming due messages and
 * writing their outcomes, each prepared once per connection.
 */

/** Due messages, claimed and read in one statement ($1 the new lease's end, $2 now, $3 how many). */
export const CLAIM = `
  with due as (
    select id from notifications
    where status = 'queued' and next_attempt_at <= $2::timestamptz
    order by next_attempt_at limit $3::integer for update skip locked),
  expired as (
    select id from notifications
    where status = 'sending' and locked_until < $2::timestamptz
    limit $3::integer for update skip locked)
  update notifications set status = 'sending', locked_until = $1::timestamptz,
    attempts = attempts + 1, updated_at = $2::timestamptz
  where id in (select id from (select id from due union all select id from expired) d limit $3::integer)
  returning id, channel, recipient_user_id, country_code, phone, body, dlt_template_id, ack_token, coalesce_key,
    severity, attempts, give_up_at, sos_call_id, next_attempt_at,
    -- A push's devices come with it: no statement more per push on the sender's few connections.
    (select coalesce(json_agg(json_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh,
        'auth', s.auth, 'failures', s.failures, 'lastSuccessAt', s.last_success_at)), '[]'::json)
      from push_subscriptions s where notifications.channel = 'push' and s.user_id = notifications.recipient_user_id)
      as devices,
    -- A WhatsApp template's words come with it too: the alert's reason and vehicle, the recipient's language.
    (select json_build_object('reason', c.reason_text, 'registration', c.vehicle_number, 'language', u.language)
      from sos_calls c left join users u on u.id = notifications.recipient_user_id
      where notifications.channel = 'whatsapp' and c.id = notifications.sos_call_id) as alert`;

/** The columns a claim answers, as PostgreSQL names them. */
export interface ClaimedRow {
  id: string;
  channel: 'sms' | 'push' | 'whatsapp';
  recipient_user_id: string | null;
  country_code: string;
  phone: string;
  body: string;
  dlt_template_id: string | null;
  ack_token: string | null;
  coalesce_key: string | null;
  severity: 'urgent' | 'normal';
  attempts: number;
  give_up_at: string | Date | null;
  /** The alert whose text this is (none for sign-in codes, orders, campaigns…). */
  sos_call_id: string | null;
  /** When this attempt became due (the claim leaves it as it was). */
  next_attempt_at: string | Date;
  /** A push's recipient's devices (none for other channels). */
  devices: ClaimedDevice[] | string;
  /** A WhatsApp message's alert words (null for other channels, or when the alert is gone). */
  alert: ClaimedAlert | string | null;
}

/** What a WhatsApp template says of an alert. */
export interface ClaimedAlert {
  reason: string;
  registration: string;
  language: string | null;
}

type Row = typeof notifications.$inferSelect;

export type Claimed = Pick<Row, 'id' | 'countryCode' | 'phone' | 'body' | 'attempts'> & {
  giveUpAt: Date | null;
  dltTemplateId?: string | null;
  channel?: Row['channel'];
  recipientUserId?: string | null;
  ackToken?: string | null;
  coalesceKey?: string | null;
  severity?: Row['severity'];
  /** A push's devices, read with the claim. */
  devices?: ClaimedDevice[];
  /** A WhatsApp message's alert words, read with the claim (null: the alert is gone). */
  alert?: ClaimedAlert | null;
  /** The alert the text is about, for the log lines (ADR 0074). */
  sosCallId?: string | null;
  /** When this attempt became due. */
  dueAt?: Date;
};

/** A json column: parsed by PostgreSQL's driver, a string from the embedded database's. */
const parsed = <T>(value: T | string | null): T | null => (typeof value === 'string' ? JSON.parse(value) : value);

/** A claimed row as the sender works with it. */
export function toClaimed(r: ClaimedRow): Claimed {
  return {
    id: r.id,
    channel: r.channel,
    recipientUserId: r.recipient_user_id,
    countryCode: r.country_code,
    phone: r.phone,
    body: r.body,
    dltTemplateId: r.dlt_template_id,
    ackToken: r.ack_token,
    coalesceKey: r.coalesce_key,
    severity: r.severity,
    devices: r.channel === 'push' ? (parsed(r.devices) ?? []) : undefined,
    alert: r.channel === 'whatsapp' ? parsed(r.alert) : undefined,
    attempts: Number(r.attempts),
    giveUpAt: r.give_up_at ? new Date(r.give_up_at) : null,
    sosCallId: r.sos_call_id,
    dueAt: new Date(r.next_attempt_at),
  };
}

export interface ClaimedDevice {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  failures: number;
  lastSuccessAt: string | null;
}

/**
 * A batch of attempts' outcomes, one array per column ($2…$9), at time $1; $9 names the service
 * that took each (only its receipts may change a message it took). The messages' new states and
 * one attempt row each; and a push that failed for good lets the recipient's text that waited for
 * it go now (docs/decisions/0067-channel-ladder.md). Arrays keep the statement's text the same for
 * any number of outcomes, so it is prepared once.
 */
export const OUTCOMES = `
  with o as (
    select * from unnest($2::uuid[], $3::smallint[], $4::boolean[], $5::text[], $6::text[], $7::text[],
      $8::timestamptz[], $9::text[])
      as o(id, attempt, ok, status, error, provider_id, next_at, provider)),
  done as (
    update notifications n set status = o.status, locked_until = null, last_error = o.error, updated_at = $1::timestamptz,
      sent_at = case when o.ok then $1::timestamptz else n.sent_at end,
      provider_message_id = coalesce(o.provider_id, n.provider_message_id),
      provider = case when o.ok then o.provider else n.provider end,
      next_attempt_at = coalesce(o.next_at, n.next_attempt_at)
    from o where n.id = o.id and n.status = 'sending'
    returning n.id, n.channel, n.status, n.sos_call_id, n.coalesce_key),
  released as (
    update notifications f set next_attempt_at = least(f.next_attempt_at, $1::timestamptz), waits_for_push = false,
      updated_at = $1::timestamptz
    from done d
    where d.channel = 'push' and d.status = 'failed' and f.status = 'queued' and f.waits_for_push
      and f.coalesce_key = substring(d.coalesce_key from 6)
      and f.id in (select unnest(c.notification_ids) from sos_calls c where c.id = d.sos_call_id)
    returning f.id)
  insert into notification_attempts (notification_id, attempt, ok, error, created_at)
  select id, attempt, ok, error, $1::timestamptz from o`;
