-- The session of an access token with its account, and whether the account's company is active
-- (NULL without a company), as JSON text with the records' fields (times as UTC ISO text with
-- milliseconds): read on every authenticated request. A PL/pgSQL function, whose statement each
-- database session plans once: planning it cost more than running it.
CREATE FUNCTION session_with_user(p_session integer) RETURNS text
LANGUAGE plpgsql STABLE AS $session$
BEGIN
  RETURN (
    SELECT json_build_object(
      'session', json_build_object('id', s.id, 'user', s."user", 'refresh_jti', s.refresh_jti,
        'created_at', to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'expires_at', to_char(s.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'revoked_at', to_char(s.revoked_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
      'user', json_build_object('id', u.id, 'email', u.email, 'first_name', u.first_name,
        'last_name', u.last_name, 'contact', u.contact, 'password_hash', u.password_hash,
        'is_active', u.is_active,
        'date_joined', to_char(u.date_joined AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'role', u.role, 'company', u.company, 'department', u.department),
      'companyActive', c.is_active)::text
    FROM sessions s JOIN users u ON u.id = s."user" LEFT JOIN companies c ON c.id = u.company
    WHERE s.id = p_session
  );
END
$session$;
