-- A consultant's week (GET /timesheet/{user}, the answer to each week transition): her minutes by
-- project and day (daily_project_totals, days keyed yyyymmdd), the week's state and history, and
-- the rows her targets need: her last schedule starting on or before the Monday and those starting
-- later in the week (the rule of company_target_rows, for one consultant), and her company's
-- holidays among the days. Each as one value, JSON text where a list; the server counts the
-- targets. A PL/pgSQL function, whose statement each database session plans once: planning it
-- cost more than running it.
CREATE FUNCTION consultant_week(p_user integer, p_company integer, p_week date, OUT totals text,
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
      FROM target_schedules s
      WHERE s."user" = p_user AND s.effective_from <= v_last
        AND s.effective_from >= coalesce((SELECT max(l.effective_from) FROM target_schedules l
          WHERE l."user" = p_user AND l.effective_from <= p_week), p_week)),
    (SELECT coalesce(json_agg(json_build_object('id', h.id, 'day', to_char(h.day, 'YYYY-MM-DD'), 'name', h.name)
        ORDER BY h.day), '[]')::text
      FROM holidays h WHERE h.company = p_company AND h.day BETWEEN p_week AND v_last)
  INTO totals, status, history, schedules, holidays;
END
$week$;
