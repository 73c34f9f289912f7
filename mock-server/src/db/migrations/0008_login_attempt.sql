-- A sign-in attempt reserved against every counter it counts in (login_failures: the account from
-- this address, the address, the account from every address), in one statement, so attempts sent
-- in parallel, to one server process or to several, are counted one after the other: N guesses
-- cost N. p_keys are the counters, p_limits the failures each allows in its window.
-- Every counter is made if missing and locked, in key order (parallel attempts lock in the same
-- order, so they never deadlock); a counter whose window is over starts again with a new window.
-- When any counter has reached its limit nothing is counted and the seconds until the last of
-- those windows ends are returned: the attempt is refused before any password is checked.
-- Otherwise every counter goes up by one (the attempt is a failure until the server gives it back
-- on a right password) and null is returned.
-- A change to it is a new migration (CREATE OR REPLACE FUNCTION).
CREATE FUNCTION login_attempt(p_keys text[], p_limits integer[], p_window_seconds integer)
RETURNS double precision LANGUAGE plpgsql AS $attempt$
DECLARE
  v_until timestamptz;
BEGIN
  INSERT INTO login_failures (key, failures, window_ends)
    SELECT k, 0, now() FROM unnest(p_keys) AS k ORDER BY k
    ON CONFLICT (key) DO NOTHING;
  PERFORM 1 FROM login_failures WHERE key = ANY (p_keys) ORDER BY key FOR UPDATE;
  UPDATE login_failures SET failures = 0, window_ends = now() + make_interval(secs => p_window_seconds)
    WHERE key = ANY (p_keys) AND window_ends <= now();
  SELECT max(f.window_ends) INTO v_until
    FROM login_failures f JOIN unnest(p_keys, p_limits) AS l(key, max_failures) ON l.key = f.key
    WHERE f.failures >= l.max_failures;
  IF v_until IS NOT NULL THEN
    RETURN extract(epoch FROM v_until - clock_timestamp());
  END IF;
  UPDATE login_failures SET failures = failures + 1 WHERE key = ANY (p_keys);
  RETURN NULL;
END
$attempt$;
