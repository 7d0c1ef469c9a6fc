CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" smallint,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- Idempotent alerts (docs/decisions/0070-idempotency-keys.md): sos_accept behind a key, in the same
-- one statement. The key is claimed first (a concurrent request with the same key waits on the
-- claim's row until the first commits, then reads its answer); an unexpired key answers the alert
-- it made, without charging the per-address limit or texting again; an expired one is claimed anew.
-- A refused alert (past the per-address limit) keeps no key: a later retry is tried afresh.
CREATE OR REPLACE FUNCTION sos_accept_once(
  p_scope text,
  p_key text,
  p_fingerprint text,
  p_ttl integer,
  p_now timestamptz,
  p_ip_key text,
  p_ip_max integer,
  p_ip_window integer,
  p_tag_id uuid,
  p_vehicle_id uuid,
  p_owner_id uuid,
  p_reason_id uuid,
  p_reason_text text,
  p_vehicle_number text,
  p_creator_name text,
  p_creator_number text,
  p_latitude double precision,
  p_longitude double precision,
  p_ip_hash text,
  p_window integer,
  p_retry integer,
  p_recipients jsonb,
  p_landmark text,
  p_lang text,
  p_severity text,
  p_push_wait integer,
  p_whatsapp boolean
) RETURNS TABLE (call_id uuid, retry_after integer, replayed boolean, mismatch boolean)
LANGUAGE plpgsql AS $$
DECLARE
  v_claimed boolean;
  v_row record;
  v_call uuid;
  v_retry integer;
BEGIN
  INSERT INTO idempotency_keys AS k (scope, key, fingerprint, created_at)
  VALUES (p_scope, p_key, p_fingerprint, p_now)
  ON CONFLICT (scope, key) DO UPDATE
    SET fingerprint = excluded.fingerprint, status = NULL, result = NULL, created_at = excluded.created_at
    WHERE k.created_at <= p_now - make_interval(secs => p_ttl)
  RETURNING true INTO v_claimed;
  IF v_claimed IS NULL THEN
    -- The key's first request has committed (its claim's row made this one wait): its answer.
    SELECT k.fingerprint, k.result INTO v_row FROM idempotency_keys k WHERE k.scope = p_scope AND k.key = p_key;
    RETURN QUERY SELECT (v_row.result->>'callId')::uuid, NULL::integer, true, v_row.fingerprint <> p_fingerprint;
    RETURN;
  END IF;
  SELECT a.call_id, a.retry_after INTO v_call, v_retry FROM sos_accept(p_now, p_ip_key, p_ip_max, p_ip_window,
    p_tag_id, p_vehicle_id, p_owner_id, p_reason_id, p_reason_text, p_vehicle_number, p_creator_name,
    p_creator_number, p_latitude, p_longitude, p_ip_hash, p_window, p_retry, p_recipients, p_landmark, p_lang,
    p_severity, p_push_wait, p_whatsapp) a;
  IF v_call IS NULL THEN
    DELETE FROM idempotency_keys k WHERE k.scope = p_scope AND k.key = p_key;
  ELSE
    UPDATE idempotency_keys k SET status = 201, result = jsonb_build_object('callId', v_call)
      WHERE k.scope = p_scope AND k.key = p_key;
  END IF;
  RETURN QUERY SELECT v_call, v_retry, false, false;
END
$$;
