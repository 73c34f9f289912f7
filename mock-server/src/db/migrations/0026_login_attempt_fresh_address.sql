-- login_attempt (migration 0008) with the owner's way in: the account's counter over every address
-- (p_lenient_key) no longer refuses an attempt from an address that has no failure of its own on
-- the account in its window (p_fresh_key: the account-from-this-address counter at 0), until that
-- counter reaches p_lenient_cap. So guesses spread over many addresses do not lock the owner out
-- of a new address; each such address still gets one guess (its next attempt finds its own
-- failure), and past the cap every address waits. Counting is unchanged: every checked attempt
-- adds one to each counter, in one statement with the check, rows locked in key order. Without
-- p_lenient_key (null) every counter refuses at its limit: a plain rate limit of other calls.
DROP FUNCTION login_attempt(text[], integer[], integer);
--> statement-breakpoint
CREATE FUNCTION login_attempt(p_keys text[], p_limits integer[], p_window_seconds integer,
  p_fresh_key text, p_lenient_key text, p_lenient_cap integer)
RETURNS double precision LANGUAGE plpgsql AS $attempt$
DECLARE
  v_until timestamptz;
  v_fresh boolean;
BEGIN
  INSERT INTO login_failures (key, failures, window_ends)
    SELECT k, 0, now() FROM unnest(p_keys) AS k ORDER BY k
    ON CONFLICT (key) DO NOTHING;
  PERFORM 1 FROM login_failures WHERE key = ANY (p_keys) ORDER BY key FOR UPDATE;
  UPDATE login_failures SET failures = 0, window_ends = now() + make_interval(secs => p_window_seconds)
    WHERE key = ANY (p_keys) AND window_ends <= now();
  SELECT coalesce(bool_and(failures = 0), true) INTO v_fresh FROM login_failures WHERE key = p_fresh_key;
  SELECT max(f.window_ends) INTO v_until
    FROM login_failures f JOIN unnest(p_keys, p_limits) AS l(key, max_failures) ON l.key = f.key
    WHERE f.failures >= l.max_failures
      AND NOT (p_lenient_key IS NOT NULL AND f.key = p_lenient_key AND v_fresh AND f.failures < p_lenient_cap);
  IF v_until IS NOT NULL THEN
    RETURN extract(epoch FROM v_until - clock_timestamp());
  END IF;
  UPDATE login_failures SET failures = failures + 1 WHERE key = ANY (p_keys);
  RETURN NULL;
END
$attempt$;
