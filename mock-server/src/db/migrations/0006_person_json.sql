-- The performance rows as the API's JSON array, made and ordered by the database
-- (performance_rows of migration 0004 made one text per consultant for the server to sort by
-- name with Intl.Collator and join: that sort held the server's thread on every request).
-- Rows are ordered by name, compared case-insensitively for ASCII letters and otherwise by code
-- point (collation "C", the same on every engine), then by id; clients sort them as they show them.
-- The start of each consultant's row (id, name, email, contact) and each department's name are
-- JSON texts kept by the database whenever a row is written: escaping them on every read was much
-- of the function's time.
ALTER TABLE "users" ADD COLUMN "person_json" text NOT NULL GENERATED ALWAYS AS (
  '{"id":' || "id"::text || ',"name":' || json_text(trim("first_name" || ' ' || "last_name"))
    || ',"email":' || json_text("email") || ',"contact":' || json_text("contact")
) STORED;
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "name_json" text NOT NULL GENERATED ALWAYS AS (json_text("name")) STORED;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION performance_rows(p_company integer, p_department integer, p_now timestamptz, p_default_zone text)
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
    select '[' || coalesce(string_agg(concat(u.person_json,
      ',"department":', coalesce(d.name_json, '""'), ',"department_id":', coalesce(u.department::text, 'null'),
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
      end, '}'), ','
      order by lower(trim(u.first_name || ' ' || u.last_name) collate "C"), u.id), '') || ']'
    from p cross join users u
    left join departments d on d.id = u.department
    left join current_totals c on c."user" = u.id
    where u.company = p_company and u.role = 'employee'
      and (p_department is null or u.department = p_department)
  );
END
$performance$;
