-- Minutes and task counts per consultant per week (keyed by its Monday, yyyymmdd, in the
-- company's calendar like the daily totals it adds up), kept by task_totals in the same transaction
-- as every task write and recomputed with the other totals (recomputeTotals): the company's weeks
-- read one row per consultant, not the days of each.
CREATE TABLE "weekly_totals" (
  "user" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "week" integer NOT NULL,
  "minutes" bigint NOT NULL CHECK ("minutes" >= 0),
  "task_count" integer NOT NULL CHECK ("task_count" >= 0),
  PRIMARY KEY ("user", "week")
);
--> statement-breakpoint
-- a week's rows, for the weeks of a company's consultants
CREATE INDEX "weekly_totals_week" ON "weekly_totals" ("week");
--> statement-breakpoint
INSERT INTO "weekly_totals" ("user", "week", "minutes", "task_count")
SELECT "user", to_char(date_trunc('week', to_date("day"::text, 'YYYYMMDD')), 'YYYYMMDD')::int, sum("minutes"),
  sum("task_count")
FROM "daily_totals" GROUP BY 1, 2;
--> statement-breakpoint
-- The start of a consultant's row in the company's weeks (user and name) and of her department's
-- part (id and name) as JSON texts, and the key the rows are ordered by (the name lowercased,
-- compared by code point: collation "C", the same on every engine), kept by the database whenever
-- a row is written: the list writes them as they are instead of escaping and lowering every name
-- on every read.
ALTER TABLE "users" ADD COLUMN "week_json" text NOT NULL GENERATED ALWAYS AS (
  '{"user" : ' || "id"::text || ', "name" : ' || json_text(trim("first_name" || ' ' || "last_name"))
) STORED;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_key" text COLLATE "C" NOT NULL GENERATED ALWAYS AS (
  lower(trim("first_name" || ' ' || "last_name"))
) STORED;
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "week_json" text NOT NULL GENERATED ALWAYS AS (
  ', "department" : ' || "id"::text || ', "department_name" : ' || json_text("name")
) STORED;
--> statement-breakpoint
-- task_totals (migrations 0007, 0011) keeps the weekly totals too.
CREATE OR REPLACE FUNCTION task_totals(p_user integer, p_created_at timestamptz, p_worked_on date, p_minutes integer,
  p_project integer, p_sign integer, p_default_zone text)
RETURNS void LANGUAGE plpgsql AS $totals$
DECLARE
  v_company integer;
  v_department integer;
  v_zone text;
  v_date timestamp;
  v_day integer;
  v_week integer;
  v_month integer;
  v_month_before integer;
  v_month_after integer;
  v_project integer := coalesce(p_project, 0);
  v_minutes integer := p_sign * p_minutes;
BEGIN
  SELECT c.time_zone, c.id, coalesce(u.department, 0) INTO v_zone, v_company, v_department
    FROM users u JOIN companies c ON c.id = u.company WHERE u.id = p_user FOR SHARE OF c, u;
  v_date := coalesce(p_worked_on, (p_created_at AT TIME ZONE coalesce(v_zone, p_default_zone))::date)::timestamp;
  v_day := to_char(v_date, 'YYYYMMDD')::int;
  v_week := to_char(date_trunc('week', v_date), 'YYYYMMDD')::int;
  v_month := v_day / 100;
  v_month_before := CASE WHEN v_month % 100 = 1 THEN v_month - 89 ELSE v_month - 1 END;
  v_month_after := CASE WHEN v_month % 100 = 12 THEN v_month + 89 ELSE v_month + 1 END;

  IF p_sign > 0 THEN
    INSERT INTO daily_totals ("user", day, minutes, task_count) VALUES (p_user, v_day, p_minutes, 1)
      ON CONFLICT ("user", day) DO UPDATE
      SET minutes = daily_totals.minutes + excluded.minutes, task_count = daily_totals.task_count + 1;
    INSERT INTO monthly_totals ("user", month, minutes, task_count) VALUES (p_user, v_month, p_minutes, 1)
      ON CONFLICT ("user", month) DO UPDATE
      SET minutes = monthly_totals.minutes + excluded.minutes, task_count = monthly_totals.task_count + 1;
    INSERT INTO weekly_totals ("user", week, minutes, task_count) VALUES (p_user, v_week, p_minutes, 1)
      ON CONFLICT ("user", week) DO UPDATE
      SET minutes = weekly_totals.minutes + excluded.minutes, task_count = weekly_totals.task_count + 1;
    INSERT INTO daily_project_totals ("user", project, day, minutes, task_count)
      VALUES (p_user, v_project, v_day, p_minutes, 1)
      ON CONFLICT ("user", day, project) DO UPDATE
      SET minutes = daily_project_totals.minutes + excluded.minutes, task_count = daily_project_totals.task_count + 1;
    INSERT INTO monthly_project_totals ("user", project, month, minutes, task_count)
      VALUES (p_user, v_project, v_month, p_minutes, 1)
      ON CONFLICT ("user", month, project) DO UPDATE
      SET minutes = monthly_project_totals.minutes + excluded.minutes, task_count = monthly_project_totals.task_count + 1;
    IF v_company IS NOT NULL THEN
      INSERT INTO department_daily_totals (company, department, project, day, minutes, task_count)
        VALUES (v_company, v_department, v_project, v_day, p_minutes, 1)
        ON CONFLICT (company, day, department, project) DO UPDATE
        SET minutes = department_daily_totals.minutes + excluded.minutes,
          task_count = department_daily_totals.task_count + 1;
      INSERT INTO department_monthly_totals (company, department, project, month, minutes, task_count)
        VALUES (v_company, v_department, v_project, v_month, p_minutes, 1)
        ON CONFLICT (company, month, department, project) DO UPDATE
        SET minutes = department_monthly_totals.minutes + excluded.minutes,
          task_count = department_monthly_totals.task_count + 1;
    END IF;
    INSERT INTO current_totals AS t ("user", day, week, month, day_minutes, day_count, week_minutes, week_count,
        month_minutes, month_count)
      VALUES (p_user, v_day, v_week, v_month, p_minutes, 1, p_minutes, 1, p_minutes, 1)
      ON CONFLICT ("user") DO UPDATE SET
        day = CASE WHEN v_day > t.day THEN v_day ELSE t.day END,
        week = CASE WHEN v_day > t.day THEN v_week ELSE t.week END,
        month = CASE WHEN v_day > t.day THEN v_month ELSE t.month END,
        day_minutes = CASE WHEN v_day > t.day THEN v_minutes WHEN v_day = t.day THEN t.day_minutes + v_minutes
          ELSE t.day_minutes END,
        week_minutes = CASE WHEN v_week = t.week THEN t.week_minutes + v_minutes WHEN v_day > t.day THEN v_minutes
          ELSE t.week_minutes END,
        month_minutes = CASE WHEN v_month = t.month THEN t.month_minutes + v_minutes WHEN v_day > t.day THEN v_minutes
          ELSE t.month_minutes END,
        previous_minutes = CASE WHEN v_month = t.month THEN t.previous_minutes
          WHEN v_day > t.day THEN CASE WHEN v_month_before = t.month THEN t.month_minutes ELSE 0 END
          WHEN v_month_after = t.month THEN t.previous_minutes + v_minutes ELSE t.previous_minutes END,
        day_count = CASE WHEN v_day > t.day THEN 1 WHEN v_day = t.day THEN t.day_count + 1 ELSE t.day_count END,
        week_count = CASE WHEN v_week = t.week THEN t.week_count + 1 WHEN v_day > t.day THEN 1 ELSE t.week_count END,
        month_count = CASE WHEN v_month = t.month THEN t.month_count + 1 WHEN v_day > t.day THEN 1
          ELSE t.month_count END,
        previous_count = CASE WHEN v_month = t.month THEN t.previous_count
          WHEN v_day > t.day THEN CASE WHEN v_month_before = t.month THEN t.month_count ELSE 0 END
          WHEN v_month_after = t.month THEN t.previous_count + 1 ELSE t.previous_count END;
  ELSE
    UPDATE daily_totals SET minutes = minutes - p_minutes, task_count = task_count - 1
      WHERE "user" = p_user AND day = v_day;
    UPDATE monthly_totals SET minutes = minutes - p_minutes, task_count = task_count - 1
      WHERE "user" = p_user AND month = v_month;
    UPDATE weekly_totals SET minutes = minutes - p_minutes, task_count = task_count - 1
      WHERE "user" = p_user AND week = v_week;
    UPDATE daily_project_totals SET minutes = minutes - p_minutes, task_count = task_count - 1
      WHERE "user" = p_user AND day = v_day AND project = v_project;
    UPDATE monthly_project_totals SET minutes = minutes - p_minutes, task_count = task_count - 1
      WHERE "user" = p_user AND month = v_month AND project = v_project;
    IF v_company IS NOT NULL THEN
      UPDATE department_daily_totals SET minutes = minutes - p_minutes, task_count = task_count - 1
        WHERE company = v_company AND department = v_department AND project = v_project AND day = v_day;
      UPDATE department_monthly_totals SET minutes = minutes - p_minutes, task_count = task_count - 1
        WHERE company = v_company AND department = v_department AND project = v_project AND month = v_month;
    END IF;
    -- a task taken away is never later than the row's day
    UPDATE current_totals t SET
        day_minutes = CASE WHEN v_day = t.day THEN t.day_minutes + v_minutes ELSE t.day_minutes END,
        week_minutes = CASE WHEN v_week = t.week THEN t.week_minutes + v_minutes ELSE t.week_minutes END,
        month_minutes = CASE WHEN v_month = t.month THEN t.month_minutes + v_minutes ELSE t.month_minutes END,
        previous_minutes = CASE WHEN v_month = t.month THEN t.previous_minutes
          WHEN v_month_after = t.month THEN t.previous_minutes + v_minutes ELSE t.previous_minutes END,
        day_count = CASE WHEN v_day = t.day THEN t.day_count - 1 ELSE t.day_count END,
        week_count = CASE WHEN v_week = t.week THEN t.week_count - 1 ELSE t.week_count END,
        month_count = CASE WHEN v_month = t.month THEN t.month_count - 1 ELSE t.month_count END,
        previous_count = CASE WHEN v_month = t.month THEN t.previous_count
          WHEN v_month_after = t.month THEN t.previous_count - 1 ELSE t.previous_count END
      WHERE t."user" = p_user;
  END IF;
END
$totals$;
--> statement-breakpoint
-- The rows the targets of the days `p_from` to `p_to` need, for every consultant of `p_company`, as
-- two JSON texts: `schedules`, the schedules that apply to those days (the last one starting on or
-- before `p_from`, which applies to all of them up to the next, given `p_from` as its day; and
-- those starting later up to `p_to`), an entry per day and weekday minutes naming the consultants
-- who have that schedule, [effective_from, days, users], oldest first; `holidays`, the company's
-- holidays among those days, by day. Consultants who share a schedule share its entry, so what is
-- passed and counted follows the company's distinct schedules, not its consultants. The server
-- counts the targets from them (the rule is dayTarget of @app/contract/days; targetTotalsFromTexts).
-- A PL/pgSQL function, whose statement each database session plans once: planning it cost about
-- as much as running it.
CREATE FUNCTION company_target_rows(p_company integer, p_from date, p_to date, OUT schedules text,
  OUT holidays text)
LANGUAGE plpgsql STABLE AS $targets$
BEGIN
  SELECT
    (SELECT coalesce(json_agg(json_build_array(to_char(g.effective_from, 'YYYY-MM-DD'), g.days, g.users)
        ORDER BY g.effective_from), '[]')::text
      FROM (
        SELECT greatest(s.effective_from, p_from) AS effective_from, s.days, array_agg(s."user") AS users
        FROM (
          SELECT s."user", s.effective_from, s.days,
            max(s.effective_from) FILTER (WHERE s.effective_from <= p_from) OVER (PARTITION BY s."user") AS last_before
          FROM target_schedules s JOIN users u ON u.id = s."user"
          WHERE u.company = p_company AND s.effective_from <= p_to
        ) s
        WHERE s.effective_from >= coalesce(s.last_before, p_from)
        GROUP BY 1, 2
      ) g),
    (SELECT coalesce(json_agg(json_build_object('id', h.id, 'day', to_char(h.day, 'YYYY-MM-DD'), 'name', h.name)
        ORDER BY h.day), '[]')::text
      FROM holidays h WHERE h.company = p_company AND h.day BETWEEN p_from AND p_to)
  INTO schedules, holidays;
END
$targets$;
--> statement-breakpoint
-- The week `p_week` (its Monday) of each consultant of `p_company` (of one department when
-- `p_department`), in one state when `p_status`, as the JSON array GET /timesheets answers, ordered
-- by name (users.name_key), then id: user, name, department, state ('open' without a row), minutes
-- (her row of the weekly totals) and target; NULL when there is no such company (read here so the
-- route needs no statement of its own for it). The target is left blank, the consultant's id
-- between two `p_blank`s, for the server to fill in (it counts the targets: company_target_rows).
-- A state is one of four plain words (week_states' check): written as it is. A PL/pgSQL function,
-- whose statements each database session plans once: planning them cost a good part of running
-- them.
CREATE FUNCTION company_weeks(p_company integer, p_department integer, p_week date, p_status text,
  p_blank text)
RETURNS text LANGUAGE plpgsql STABLE AS $weeks$
DECLARE
  v_week integer := to_char(p_week, 'YYYYMMDD')::int;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM companies WHERE id = p_company) THEN
    RETURN NULL;
  END IF;
  RETURN (
    SELECT '[' || coalesce(string_agg(concat(u.week_json,
        coalesce(d.week_json, ', "department" : null, "department_name" : null'),
        ', "status" : "', coalesce(w.status, 'open'), '", "total_duration" : ', coalesce(k.minutes, 0),
        ', "target_duration" : ', p_blank, u.id, p_blank, '}'), ', ' ORDER BY u.name_key, u.id)
        FILTER (WHERE p_status IS NULL OR coalesce(w.status, 'open') = p_status), '') || ']'
    FROM users u
    LEFT JOIN departments d ON d.id = u.department
    LEFT JOIN week_states w ON w."user" = u.id AND w.week_start = p_week
    LEFT JOIN weekly_totals k ON k."user" = u.id AND k.week = v_week
    WHERE u.company = p_company AND u.role = 'employee'
      AND (p_department IS NULL OR u.department = p_department)
  );
END
$weeks$;
