-- The tag behind a code with its vehicle and owner (null where it has none, or the owner's account
-- is closed) and the owner's contacts in order, at most one row: what every scan and every alert
-- reads when the public cache does not hold the tag. A function so that its plan is made once per
-- connection: PGlite plans each plain query anew, and that planning was half of this query's time
-- on the embedded database's single thread. A contact's language is their own account's, when
-- their number has one (users_phone_live_uq).
CREATE FUNCTION sos_lookup(p_code text)
RETURNS TABLE (tag_id uuid, status text, vehicle_id uuid, registration_number text, owner_id uuid,
  owner_name text, owner_country_code text, owner_phone text, show_details boolean, owner_language text,
  contacts json)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT t.id, t.status, v.id, v.registration_number, u.id, u.name, u.country_code, u.phone, u.show_details,
    u.language,
    (SELECT coalesce(json_agg(json_build_object('name', c.name, 'countryCode', c.country_code, 'phone', c.phone,
        'language', (SELECT a.language FROM users a
          WHERE a.country_code = c.country_code AND a.phone = c.phone AND a.deleted_at IS NULL LIMIT 1))
        ORDER BY c.position), '[]'::json)
      FROM emergency_contacts c WHERE c.user_id = u.id)
  FROM qr_tags t
  LEFT JOIN user_vehicles v ON v.id = t.vehicle_id
  LEFT JOIN users u ON u.id = v.userid AND u.deleted_at IS NULL
  WHERE t.code = p_code
  LIMIT 1;
END
$$;
