-- Alerts accepted together (docs/decisions/0084-alerts-accepted-together.md): the alerts that came
-- while the previous ones were being stored go in one statement and one transaction, each exactly
-- as sos_accept (or sos_accept_once, behind its key) takes it alone, in their order. Each element:
-- {"o": null | {"scope", "key", "fingerprint", "ttl"}, "p": [sos_accept's parameters, the
-- recipients' slot null], "r": the recipients}. One row per element, in the elements' order (n).
CREATE OR REPLACE FUNCTION sos_accept_batch(p_alerts jsonb)
RETURNS TABLE (n integer, call_id uuid, retry_after integer, replayed boolean, mismatch boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_alert jsonb;
  v_n integer;
  p jsonb;
  o jsonb;
BEGIN
  FOR v_alert, v_n IN SELECT e.value, e.ordinality::integer FROM jsonb_array_elements(p_alerts) WITH ORDINALITY e
  LOOP
    p := v_alert->'p';
    o := v_alert->'o';
    IF o IS NULL OR jsonb_typeof(o) = 'null' THEN
      RETURN QUERY SELECT v_n, a.call_id, a.retry_after, false, false FROM sos_accept((p->>0)::timestamptz,
        p->>1, (p->>2)::integer, (p->>3)::integer, (p->>4)::uuid, (p->>5)::uuid, (p->>6)::uuid, (p->>7)::uuid,
        p->>8, p->>9, p->>10, p->>11, (p->>12)::double precision, (p->>13)::double precision, p->>14,
        (p->>15)::integer, (p->>16)::integer, v_alert->'r', p->>18, p->>19, p->>20, (p->>21)::integer,
        (p->>22)::boolean) a;
    ELSE
      RETURN QUERY SELECT v_n, a.call_id, a.retry_after, a.replayed, a.mismatch FROM sos_accept_once(o->>'scope',
        o->>'key', o->>'fingerprint', (o->>'ttl')::integer, (p->>0)::timestamptz,
        p->>1, (p->>2)::integer, (p->>3)::integer, (p->>4)::uuid, (p->>5)::uuid, (p->>6)::uuid, (p->>7)::uuid,
        p->>8, p->>9, p->>10, p->>11, (p->>12)::double precision, (p->>13)::double precision, p->>14,
        (p->>15)::integer, (p->>16)::integer, v_alert->'r', p->>18, p->>19, p->>20, (p->>21)::integer,
        (p->>22)::boolean) a;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Tags looked up together (the same decision): one row per code found, named by its code, each as
-- sos_lookup answers it alone.
CREATE OR REPLACE FUNCTION sos_lookup_many(p_codes text[])
RETURNS TABLE (code text, tag_id uuid, status text, vehicle_id uuid, registration_number text, owner_id uuid,
  owner_name text, owner_country_code text, owner_phone text, show_details boolean, owner_language text,
  contacts json)
LANGUAGE sql STABLE AS $$
  SELECT c.code, l.* FROM unnest(p_codes) AS c(code) CROSS JOIN LATERAL sos_lookup(c.code) AS l
$$;
