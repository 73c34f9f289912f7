-- Target schedules: a consultant's target minutes of each weekday (Monday first) from a day on,
-- until a later schedule's day. History is kept: a new schedule never starts before the current
-- week, so past weeks keep their targets. Without any row, the default schedule applies.
CREATE TABLE "target_schedules" (
  "user" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "effective_from" date NOT NULL,
  "days" integer[] NOT NULL CHECK (
    array_length("days", 1) = 7 AND 0 <= ALL ("days") AND 1440 >= ALL ("days")
  ),
  "set_at" timestamptz NOT NULL,
  "set_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "set_by_name" text NOT NULL,
  PRIMARY KEY ("user", "effective_from")
);
--> statement-breakpoint
-- Company holidays: their day counts 0 target for every consultant of the company.
CREATE TABLE "holidays" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "company" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "name" text NOT NULL CHECK (char_length("name") BETWEEN 1 AND 100),
  UNIQUE ("company", "day")
);
--> statement-breakpoint
CREATE INDEX "holidays_company_day" ON "holidays" ("company", "day");
--> statement-breakpoint
-- performance_rows (migration 0006) with each consultant's "weekly_target": the target minutes of
-- this week's days up to today (a row whose week has fewer minutes is under target). The server
-- counts the targets (the rule is dayTarget of @app/contract/days, over the few schedule and
-- holiday rows of the week) and passes those of the consultants with a schedule of their own
-- (p_users, p_targets) and the default schedule's (p_default_target) for everyone else.
DROP FUNCTION performance_rows(integer, integer, timestamptz, text);
--> statement-breakpoint
CREATE FUNCTION performance_rows(p_company integer, p_department integer, p_now timestamptz, p_default_zone text,
  p_users integer[], p_targets integer[], p_default_target integer)
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
      end,
      ',"weekly_target":', coalesce(t.target, p_default_target),
      '}'), ','
      order by lower(trim(u.first_name || ' ' || u.last_name) collate "C"), u.id), '') || ']'
    from p cross join users u
    left join departments d on d.id = u.department
    left join current_totals c on c."user" = u.id
    left join unnest(p_users, p_targets) as t ("user", target) on t."user" = u.id
    where u.company = p_company and u.role = 'employee'
      and (p_department is null or u.department = p_department)
  );
END
$performance$;
