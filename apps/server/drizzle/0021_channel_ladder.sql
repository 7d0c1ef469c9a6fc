CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text NOT NULL,
	"last_success_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fallback_channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "recipient_user_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "waits_for_push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The channel ladder (docs/decisions/0067-channel-ladder.md): sos_accept gains the push's wait
-- (NULL: push is off) and whether WhatsApp is on; the 21-argument version goes.
DROP FUNCTION IF EXISTS sos_accept(timestamptz, text, integer, integer, uuid, uuid, uuid, uuid, text, text, text,
  text, double precision, double precision, text, integer, integer, jsonb, text, text, text);--> statement-breakpoint
CREATE OR REPLACE FUNCTION sos_accept(
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
  v_urgent boolean := p_severity = 'urgent';
  -- A text due after this belongs to the recipient's current window.
  v_since timestamptz := p_now - make_interval(secs => p_window);
  v_worded boolean;
  v_sooner boolean;
  v_user uuid;
  v_fallback text;
  v_opt_in timestamptz;
  v_push boolean;
  v_wait integer;
  v_channel text;
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
    -- The channel ladder (docs/decisions/0067-channel-ladder.md): a recipient with an account and a
    -- device that takes pushes is pushed first; their text (SMS, or WhatsApp if they chose it and
    -- opted in) waits p_push_wait seconds for the device's acknowledgement, except for an urgent
    -- alert, which goes on every channel at once.
    v_user := NULL;
    v_fallback := NULL;
    v_opt_in := NULL;
    IF p_push_wait IS NOT NULL OR p_whatsapp THEN
      SELECT u.id, u.fallback_channel, u.whatsapp_opt_in_at INTO v_user, v_fallback, v_opt_in FROM users u
        WHERE u.country_code = v_to->>'countryCode' AND u.phone = v_to->>'phone' AND u.deleted_at IS NULL;
    END IF;
    v_push := p_push_wait IS NOT NULL AND v_to->>'pushToken' IS NOT NULL AND v_user IS NOT NULL
      AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = v_user);
    v_channel := CASE WHEN p_whatsapp AND v_fallback = 'whatsapp' AND v_opt_in IS NOT NULL THEN 'whatsapp' ELSE 'sms' END;
    v_wait := CASE WHEN v_push AND NOT v_urgent THEN p_push_wait ELSE 0 END;
    IF v_push THEN
      -- One push per severity per window, as for texts: a later alert of the same or lower severity
      -- is spoken for by the push already sent (its answer link answers this alert too).
      SELECT id INTO v_id FROM notifications
        WHERE coalesce_key = 'push:' || v_key AND status <> 'cancelled' AND due_at > v_since
          AND (severity = 'urgent' OR NOT v_urgent)
        ORDER BY due_at DESC LIMIT 1;
      IF FOUND THEN
        v_ids := v_ids || v_id;
      ELSE
        INSERT INTO notifications (sos_call_id, channel, recipient_user_id, coalesce_key, recipient_role,
          recipient_name, country_code, phone, body, severity, ack_token, held, due_at, next_attempt_at,
          give_up_at, created_at, updated_at)
        VALUES (v_call, 'push', v_user, 'push:' || v_key, v_to->>'role', v_to->>'name',
          v_to->>'countryCode', v_to->>'phone', replace(v_to->>'body', v_to->>'ackToken', v_to->>'pushToken'),
          p_severity, v_to->>'pushToken', v_delay > 0, p_now, p_now + make_interval(secs => v_delay),
          p_now + make_interval(secs => v_delay + greatest(p_push_wait, 60)), p_now, p_now)
        RETURNING id INTO v_id;
        v_ids := v_ids || v_id;
      END IF;
    END IF;
    SELECT id, due_at, status, attempts, severity, body_template INTO v_latest
      FROM notifications WHERE coalesce_key = v_key AND status <> 'cancelled' ORDER BY due_at DESC LIMIT 1;
    IF FOUND AND v_latest.status = 'queued' AND v_latest.attempts = 0 THEN
      -- A text to this recipient is still waiting, never tried: this alert joins it. It speaks in
      -- the words (and answer link) of its most severe alert, the latest of them: a car blocking a
      -- gate never replaces an accident's words, only the count. (Rows from before this migration have no
      -- template: the latest alert's words, as then.)
      v_worded := v_urgent OR v_latest.severity <> 'urgent' OR v_latest.body_template IS NULL;
      -- More severe than the text and than anything else texted to them in the window: it goes now,
      -- whether the window or the ladder held it.
      v_sooner := v_urgent AND v_latest.severity <> 'urgent' AND NOT EXISTS (
        SELECT 1 FROM notifications o WHERE o.coalesce_key = v_key AND o.status <> 'cancelled'
          AND o.id <> v_latest.id AND o.due_at > v_since AND o.severity = 'urgent');
      UPDATE notifications
        SET alert_count = alert_count + 1,
            body_template = CASE WHEN v_worded THEN v_to->>'template' ELSE body_template END,
            body = replace(CASE WHEN v_worded THEN v_to->>'template' ELSE body_template END, '{count}',
              (alert_count + 1)::text),
            ack_token = CASE WHEN v_worded THEN v_to->>'ackToken' ELSE ack_token END,
            -- The alert its words are of: what its answer link's page shows.
            sos_call_id = CASE WHEN v_worded THEN v_call ELSE sos_call_id END,
            severity = CASE WHEN v_urgent THEN 'urgent' ELSE severity END,
            -- Going now, it starts the recipient's window for urgent texts now.
            due_at = CASE WHEN v_sooner THEN p_now ELSE due_at END,
            -- An urgent alert makes a text held by the ladder go now, or when its window lets it.
            next_attempt_at = CASE
              WHEN held AND v_delay > 0 THEN next_attempt_at
              WHEN waits_for_push AND NOT v_sooner THEN next_attempt_at
              WHEN v_sooner THEN p_now
              WHEN held THEN greatest(due_at, p_now)
              ELSE next_attempt_at END,
            held = held AND (v_delay > 0 OR (waits_for_push AND NOT v_sooner)),
            waits_for_push = waits_for_push AND NOT v_sooner,
            updated_at = p_now
        WHERE id = v_latest.id AND status = 'queued' AND attempts = 0
        RETURNING id INTO v_id;
      IF FOUND THEN
        v_ids := v_ids || v_id;
        CONTINUE;
      END IF;
      -- A sender took it meanwhile: a text of its own, below.
    END IF;
    -- The first text of its severity (or above) in the window is due now (the ladder may hold it
    -- for a while); a later one waits for the window of the latest such text to end.
    SELECT max(due_at) + make_interval(secs => p_window) INTO v_at
      FROM notifications WHERE coalesce_key = v_key AND status <> 'cancelled' AND due_at > v_since
        AND (severity = 'urgent' OR NOT v_urgent);
    v_at := coalesce(v_at, p_now);
    -- due_at: when the window lets it go; next_attempt_at: when it goes, the ladder's hold included.
    INSERT INTO notifications (sos_call_id, channel, recipient_user_id, waits_for_push, coalesce_key,
      recipient_role, recipient_name, country_code, phone, body, body_template, severity, ack_token, held,
      due_at, next_attempt_at, give_up_at, created_at, updated_at)
    VALUES (v_call, v_channel, v_user, v_wait > 0, v_key, v_to->>'role', v_to->>'name',
      v_to->>'countryCode', v_to->>'phone', v_to->>'body', v_to->>'template', p_severity, v_to->>'ackToken',
      v_delay + v_wait > 0, v_at,
      greatest(v_at, p_now + make_interval(secs => v_delay + v_wait)),
      greatest(v_at, p_now + make_interval(secs => v_delay + v_wait)) + make_interval(secs => p_retry), p_now, p_now)
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
