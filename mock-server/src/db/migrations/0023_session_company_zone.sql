-- session_with_user (migration 0021) also answers the time zone of the account's company (NULL
-- without a company): the requests that count the days of the company's people read it from there
-- instead of asking again.
CREATE OR REPLACE FUNCTION session_with_user(p_session integer) RETURNS text
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
      'companyActive', c.is_active, 'companyTimeZone', c.time_zone)::text
    FROM sessions s JOIN users u ON u.id = s."user" LEFT JOIN companies c ON c.id = u.company
    WHERE s.id = p_session
  );
END
$session$;
