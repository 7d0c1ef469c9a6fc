CREATE TABLE "sos_call_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reasons" ADD COLUMN "severity" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "ack_token" text;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD COLUMN "landmark" text;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD COLUMN "severity" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD COLUMN "notification_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD COLUMN "ack_kind" text;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD COLUMN "ack_eta_minutes" smallint;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD COLUMN "ack_reply" text;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD COLUMN "acked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD COLUMN "acked_by_role" text;--> statement-breakpoint
ALTER TABLE "sos_calls" ADD COLUMN "acked_by_name" text;--> statement-breakpoint
ALTER TABLE "sos_call_events" ADD CONSTRAINT "sos_call_events_call_id_sos_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "sos_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sos_call_events_call_idx" ON "sos_call_events" USING btree ("call_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_ack_token_uq" ON "notifications" USING btree ("ack_token");--> statement-breakpoint
CREATE INDEX "sos_tag_created_idx" ON "sos_calls" USING btree ("tag_id","created_at");--> statement-breakpoint
-- Alerts sent before this migration: each speaks for the texts it created.
UPDATE "sos_calls" c SET "notification_ids" = coalesce(
  (SELECT array_agg(n."id") FROM "notifications" n WHERE n."sos_call_id" = c."id"), '{}'::uuid[]);--> statement-breakpoint
-- Reasons that name an emergency alert everyone at once (docs/decisions/0027-sos-loop.md).
UPDATE "reasons" SET "severity" = 'urgent'
  WHERE "reason_text" ~* '(accident|fire|medical|injur|crash|collision|bleed)';--> statement-breakpoint
-- sos_accept writes a call's texts before the call itself (it knows their ids only then), so the
-- reference is checked when the transaction commits.
ALTER TABLE "notifications" ALTER CONSTRAINT "notifications_sos_call_id_sos_calls_id_fk" DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
DROP FUNCTION IF EXISTS sos_accept(timestamptz, text, integer, integer, uuid, uuid, uuid, uuid, text, text, text, text,
  double precision, double precision, text, integer, integer, jsonb);--> statement-breakpoint
-- Accepting an SOS alert in one round trip (docs/decisions/0020-delivery.md, 0027-sos-loop.md):
-- the sender's per-address limit, one text per recipient coalesced per tag and recipient
-- (0018), and the call with the ids of the texts that speak for it, atomically. Each recipient
-- comes composed by the server: `body` (one alert), `template` (with {count}), `ackToken` (the
-- secret in the text's answer link) and `delay`: seconds the escalation ladder holds the text
-- (0 = at once; a held text is cancelled if the owner answers first). Answers the call's id, or
-- retry_after (seconds) when the sender's address is over its limit.
CREATE FUNCTION sos_accept(
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
  p_severity text
) RETURNS TABLE (call_id uuid, retry_after integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
  v_reset timestamptz;
  v_call uuid := gen_random_uuid();
  v_ids uuid[] := '{}';
  v_id uuid;
  v_to jsonb;
  v_key text;
  v_latest record;
  v_at timestamptz;
  v_delay integer;
  v_have boolean;
BEGIN
  IF p_ip_key IS NOT NULL THEN
    INSERT INTO rate_limits AS r (key, count, reset_at)
    VALUES (p_ip_key, 1, p_now + make_interval(secs => p_ip_window))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN r.reset_at <= p_now THEN 1 ELSE r.count + 1 END,
      reset_at = CASE WHEN r.reset_at <= p_now THEN excluded.reset_at ELSE r.reset_at END
    RETURNING r.count, r.reset_at INTO v_count, v_reset;
    IF v_count > p_ip_max THEN
      RETURN QUERY SELECT NULL::uuid, greatest(1, ceil(extract(epoch FROM v_reset - p_now)))::integer;
      RETURN;
    END IF;
  END IF;

  -- Alerts for one tag take turns here, so two at once cannot both decide to text right away.
  PERFORM 1 FROM qr_tags WHERE id = p_tag_id FOR UPDATE;

  FOR v_to IN SELECT * FROM jsonb_array_elements(p_recipients) LOOP
    v_key := p_tag_id::text || ':' || (v_to->>'countryCode') || ':' || (v_to->>'phone');
    v_delay := coalesce((v_to->>'delay')::integer, 0);
    SELECT id, due_at, status, attempts INTO v_latest
      FROM notifications WHERE coalesce_key = v_key AND status <> 'cancelled' ORDER BY due_at DESC LIMIT 1;
    v_have := FOUND;
    IF v_have AND v_latest.status = 'queued' AND v_latest.attempts = 0 THEN
      -- A text to this recipient is still waiting, never tried: this alert joins it (an urgent
      -- alert makes a text held by the ladder go now; its window still holds it if it must).
      UPDATE notifications
        SET alert_count = alert_count + 1,
            body = replace(v_to->>'template', '{count}', (alert_count + 1)::text),
            ack_token = v_to->>'ackToken',
            next_attempt_at = CASE WHEN held AND v_delay = 0 THEN greatest(due_at, p_now) ELSE next_attempt_at END,
            held = held AND v_delay > 0,
            updated_at = p_now
        WHERE id = v_latest.id AND status = 'queued' AND attempts = 0
        RETURNING id INTO v_id;
      IF FOUND THEN
        v_ids := v_ids || v_id;
        CONTINUE;
      END IF;
      -- A sender took it meanwhile: a text of its own, below.
    END IF;
    IF NOT v_have OR v_latest.due_at + make_interval(secs => p_window) <= p_now THEN
      -- The first text of a window: due now (the ladder may hold it for a while).
      v_at := p_now;
    ELSE
      -- The window's text went out: this one waits for the window to end.
      v_at := v_latest.due_at + make_interval(secs => p_window);
    END IF;
    -- due_at: when the window lets it go; next_attempt_at: when it goes, the ladder's hold included.
    INSERT INTO notifications (sos_call_id, coalesce_key, recipient_role, recipient_name, country_code,
      phone, body, ack_token, held, due_at, next_attempt_at, give_up_at, created_at, updated_at)
    VALUES (v_call, v_key, v_to->>'role', v_to->>'name', v_to->>'countryCode', v_to->>'phone',
      v_to->>'body', v_to->>'ackToken', v_delay > 0, v_at,
      greatest(v_at, p_now + make_interval(secs => v_delay)),
      greatest(v_at, p_now + make_interval(secs => v_delay)) + make_interval(secs => p_retry), p_now, p_now)
    RETURNING id INTO v_id;
    v_ids := v_ids || v_id;
  END LOOP;

  INSERT INTO sos_calls (id, tag_id, vehicle_id, owner_id, reason_id, reason_text, vehicle_number,
    creator_name, creator_number, latitude, longitude, landmark, lang, severity, notification_ids,
    ip_hash, created_at)
  VALUES (v_call, p_tag_id, p_vehicle_id, p_owner_id, p_reason_id, p_reason_text, p_vehicle_number,
    p_creator_name, p_creator_number, p_latitude, p_longitude, p_landmark, p_lang, p_severity, v_ids,
    p_ip_hash, p_now);

  RETURN QUERY SELECT v_call, NULL::integer;
END
$$;
