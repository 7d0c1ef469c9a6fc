-- Accepting an SOS alert in one round trip (docs/decisions/0020-delivery.md): the sender's
-- per-address limit, the call, and one text per recipient coalesced per tag and recipient
-- (docs/decisions/0018-abuse-limits-alerts-and-client-address.md), atomically. The texts are
-- composed by the server: `body` for a text standing for one alert, `template` with {count}
-- for one standing for several. Answers the new call's id, or retry_after (seconds) when the
-- sender's address is over its limit.
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
  p_recipients jsonb
) RETURNS TABLE (call_id uuid, retry_after integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
  v_reset timestamptz;
  v_call uuid;
  v_to jsonb;
  v_key text;
  v_latest record;
  v_due timestamptz;
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

  INSERT INTO sos_calls (tag_id, vehicle_id, owner_id, reason_id, reason_text, vehicle_number,
    creator_name, creator_number, latitude, longitude, ip_hash, created_at)
  VALUES (p_tag_id, p_vehicle_id, p_owner_id, p_reason_id, p_reason_text, p_vehicle_number,
    p_creator_name, p_creator_number, p_latitude, p_longitude, p_ip_hash, p_now)
  RETURNING id INTO v_call;

  FOR v_to IN SELECT * FROM jsonb_array_elements(p_recipients) LOOP
    v_key := p_tag_id::text || ':' || (v_to->>'countryCode') || ':' || (v_to->>'phone');
    SELECT id, due_at, alert_count INTO v_latest
      FROM notifications WHERE coalesce_key = v_key ORDER BY due_at DESC LIMIT 1;
    IF NOT FOUND OR v_latest.due_at + make_interval(secs => p_window) <= p_now THEN
      -- The first text of a window goes at once.
      INSERT INTO notifications (sos_call_id, coalesce_key, recipient_role, recipient_name, country_code,
        phone, body, due_at, next_attempt_at, give_up_at, created_at, updated_at)
      VALUES (v_call, v_key, v_to->>'role', v_to->>'name', v_to->>'countryCode', v_to->>'phone',
        v_to->>'body', p_now, p_now, p_now + make_interval(secs => p_retry), p_now, p_now);
      CONTINUE;
    END IF;
    -- Within the window: join the text still waiting and never tried...
    UPDATE notifications
      SET alert_count = alert_count + 1,
          body = replace(v_to->>'template', '{count}', (alert_count + 1)::text),
          updated_at = p_now
      WHERE id = v_latest.id AND status = 'queued' AND attempts = 0;
    IF FOUND THEN
      CONTINUE;
    END IF;
    -- ...or, when a sender took it meanwhile, hold a new one until the window ends.
    v_due := greatest(p_now, v_latest.due_at + make_interval(secs => p_window));
    INSERT INTO notifications (sos_call_id, coalesce_key, recipient_role, recipient_name, country_code,
      phone, body, due_at, next_attempt_at, give_up_at, created_at, updated_at)
    VALUES (v_call, v_key, v_to->>'role', v_to->>'name', v_to->>'countryCode', v_to->>'phone',
      v_to->>'body', v_due, v_due, v_due + make_interval(secs => p_retry), p_now, p_now);
  END LOOP;

  RETURN QUERY SELECT v_call, NULL::integer;
END
$$;
