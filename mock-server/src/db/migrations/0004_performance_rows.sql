-- The performance rows of a company's consultants (or of one department's) as one text: per
-- consultant its id, its name (JSON) and its row (JSON), separated by chr(31), rows by chr(30); the
-- server sorts them by name and joins them (Repo.performance). The periods are those of p_now in
-- the company's time zone (p_default_zone for a company without one). Each consultant's figures
-- are copied from their current_totals row: a period key older than now's counts 0, and last
-- month's figures are this month's previous month; only a consultant with work after today (a
-- clock behind the data) is summed from at most 7 daily and 2 monthly totals.
-- A PL/pgSQL function, so that each database session plans this statement once and keeps the plan
-- (planning it took a third of its time on every request). A change to it is a new migration
-- (CREATE OR REPLACE FUNCTION).
CREATE FUNCTION performance_rows(p_company integer, p_department integer, p_now timestamptz, p_default_zone text)
RETURNS text LANGUAGE plpgsql STABLE AS $performance$
BEGIN
  RETURN (
    with p as materialized (
      select to_char(d, 'YYYYMMDD')::int as today,
        to_char(date_trunc('week', d), 'YYYYMMDD')::int as week_from,
        to_char(date_trunc('week', d) + interval '6 days', 'YYYYMMDD')::int as week_to,
        to_char(d, 'YYYYMM')::int as month,
        to_char(d - interval '1 month', 'YYYYMM')::int as previous
      from (select (p_now at time zone coalesce(
        (select time_zone from companies where id = p_company), p_default_zone))::date::timestamp as d) d0
    )
    select string_agg(concat(u.id, chr(31), n.name, chr(31), '{"id":', u.id, ',"name":', n.name,
      ',"email":', to_json(u.email), ',"contact":', to_json(u.contact),
      ',"department":', to_json(coalesce(d.name, '')), ',"department_id":', coalesce(u.department::text, 'null'),
      case when c.day > p.today then (
        -- work after today (a clock behind the data): summed from at most 7 + 2 rows of totals
        select concat(',"daily_tasks":', concat('{"total_duration":', coalesce(w.today_minutes, 0), ',"task_count":', coalesce(w.today_count, 0), '}'),
          ',"weekly_tasks":', concat('{"total_duration":', coalesce(w.week_minutes, 0), ',"task_count":', coalesce(w.week_count, 0), '}'),
          ',"monthly_tasks":', concat('{"total_duration":', coalesce(m.month_minutes, 0), ',"task_count":', coalesce(m.month_count, 0), '}'),
          ',"previous_month_tasks":', concat('{"total_duration":', coalesce(m.previous_minutes, 0), ',"task_count":', coalesce(m.previous_count, 0), '}'))
        from (
          select sum(t.minutes) filter (where t.day = p.today) as today_minutes,
            sum(t.task_count) filter (where t.day = p.today) as today_count,
            sum(t.minutes) as week_minutes, sum(t.task_count) as week_count
          from daily_totals t where t."user" = u.id and t.day between p.week_from and p.week_to
        ) w, (
          select sum(t.minutes) filter (where t.month = p.month) as month_minutes,
            sum(t.task_count) filter (where t.month = p.month) as month_count,
            sum(t.minutes) filter (where t.month = p.previous) as previous_minutes,
            sum(t.task_count) filter (where t.month = p.previous) as previous_count
          from monthly_totals t where t."user" = u.id and t.month in (p.month, p.previous)
        ) m)
      else concat(',"daily_tasks":', case when c.day = p.today then c.day_json else '{"total_duration":0,"task_count":0}' end,
        ',"weekly_tasks":', case when c.week = p.week_from then c.week_json else '{"total_duration":0,"task_count":0}' end,
        ',"monthly_tasks":', case when c.month = p.month then c.month_json else '{"total_duration":0,"task_count":0}' end,
        ',"previous_month_tasks":', case when c.month = p.month then c.previous_json
          when c.month = p.previous then c.month_json else '{"total_duration":0,"task_count":0}' end)
      end, '}'), chr(30)) as list
    from p cross join users u
    cross join lateral (select to_json(trim(u.first_name || ' ' || u.last_name)) as name) n
    left join departments d on d.id = u.department
    left join current_totals c on c."user" = u.id
    where u.company = p_company and u.role = 'employee'
      and (p_department is null or u.department = p_department)
  );
END
$performance$;
