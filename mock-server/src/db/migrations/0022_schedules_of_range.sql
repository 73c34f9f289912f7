-- The schedules that set the targets of the days p_from to p_to for the consultants p_users: each
-- one's last schedule starting on or before p_from, and those starting later up to p_to (a schedule
-- applies from its day until the next one's). This is the one statement of that rule: a range's
-- targets (the server's targetsOfDays), a company's week (company_target_rows) and a consultant's
-- week (consultant_week) read their schedules through it. A SQL function, which the planner
-- inlines into the statement that calls it when its arguments hold no sub-select (so callers pass
-- the consultants as a value or a column, never as ARRAY(SELECT ...) in the call).
CREATE FUNCTION schedules_of_range(p_users integer[], p_from date, p_to date)
RETURNS TABLE ("user" integer, effective_from date, days integer[])
LANGUAGE sql STABLE AS $range$
  SELECT s."user", s.effective_from, s.days
  FROM target_schedules s
  WHERE s."user" = ANY (p_users) AND s.effective_from <= p_to
    AND s.effective_from >= coalesce((SELECT max(l.effective_from) FROM target_schedules l
      WHERE l."user" = s."user" AND l.effective_from <= p_from), p_from)
$range$;
--> statement-breakpoint
-- company_target_rows (migration 0018), its schedules read through schedules_of_range: the
-- company's distinct schedules that apply to the days, each with the consultants who have it.
CREATE OR REPLACE FUNCTION company_target_rows(p_company integer, p_from date, p_to date,
  OUT schedules text, OUT holidays text)
LANGUAGE plpgsql STABLE AS $targets$
DECLARE
  v_users integer[] := ARRAY(SELECT u.id FROM users u WHERE u.company = p_company);
BEGIN
  SELECT
    (SELECT coalesce(json_agg(json_build_array(to_char(g.effective_from, 'YYYY-MM-DD'), g.days, g.users)
        ORDER BY g.effective_from), '[]')::text
      FROM (
        SELECT greatest(s.effective_from, p_from) AS effective_from, s.days, array_agg(s."user") AS users
        FROM schedules_of_range(v_users, p_from, p_to) s
        GROUP BY 1, 2
      ) g),
    (SELECT coalesce(json_agg(json_build_object('id', h.id, 'day', to_char(h.day, 'YYYY-MM-DD'), 'name', h.name)
        ORDER BY h.day), '[]')::text
      FROM holidays h WHERE h.company = p_company AND h.day BETWEEN p_from AND p_to)
  INTO schedules, holidays;
END
$targets$;
--> statement-breakpoint
-- consultant_week (migration 0020), her schedules read through schedules_of_range.
CREATE OR REPLACE FUNCTION consultant_week(p_user integer, p_company integer, p_week date, OUT totals text,
  OUT status text, OUT history text, OUT schedules text, OUT holidays text)
LANGUAGE plpgsql STABLE AS $week$
DECLARE
  v_last date := p_week + 6;
BEGIN
  SELECT
    (SELECT coalesce(json_agg(json_build_array(t.project, p.name, t.day, t.minutes)), '[]')::text
      FROM daily_project_totals t LEFT JOIN projects p ON p.id = t.project
      WHERE t."user" = p_user
        AND t.day BETWEEN to_char(p_week, 'YYYYMMDD')::int AND to_char(v_last, 'YYYYMMDD')::int
        AND t.task_count > 0),
    (SELECT w.status FROM week_states w WHERE w."user" = p_user AND w.week_start = p_week),
    (SELECT coalesce(json_agg(json_build_object('status', e.status,
        'at', to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', e."by",
        'by_name', e.by_name, 'comment', e.comment) ORDER BY e.id), '[]')::text
      FROM week_events e WHERE e."user" = p_user AND e.week_start = p_week),
    (SELECT coalesce(json_agg(json_build_array(s."user", to_char(s.effective_from, 'YYYY-MM-DD'), s.days)
        ORDER BY s.effective_from), '[]')::text
      FROM schedules_of_range(ARRAY[p_user], p_week, v_last) s),
    (SELECT coalesce(json_agg(json_build_object('id', h.id, 'day', to_char(h.day, 'YYYY-MM-DD'), 'name', h.name)
        ORDER BY h.day), '[]')::text
      FROM holidays h WHERE h.company = p_company AND h.day BETWEEN p_week AND v_last)
  INTO totals, status, history, schedules, holidays;
END
$week$;
