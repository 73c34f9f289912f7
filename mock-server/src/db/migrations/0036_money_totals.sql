-- Money kept with the hours. Each task's billable minutes (on a project, billable as the project is
-- unless the task is marked otherwise) and rated minutes (those minutes times the hourly rate valid
-- on its work day, the most specific level winning) go into the per-project totals of its
-- consultant and of its company's department, and the department totals also keep the part of
-- every figure that lies in approved weeks: a report with amounts, approved weeks only or not,
-- reads a few hundred rows for a whole company, as the hours report does. task_totals keeps them
-- with every task write; recompute_money sets them again where a rate or a project's client or
-- billable flag changes; week_approval_totals moves a week's figures in or out of the approved part.
ALTER TABLE "daily_project_totals" ADD COLUMN "billable_minutes" bigint NOT NULL DEFAULT 0,
  ADD COLUMN "rated" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "monthly_project_totals" ADD COLUMN "billable_minutes" bigint NOT NULL DEFAULT 0,
  ADD COLUMN "rated" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "department_daily_totals" ADD COLUMN "billable_minutes" bigint NOT NULL DEFAULT 0,
  ADD COLUMN "rated" bigint NOT NULL DEFAULT 0, ADD COLUMN "approved_minutes" bigint NOT NULL DEFAULT 0,
  ADD COLUMN "approved_task_count" integer NOT NULL DEFAULT 0,
  ADD COLUMN "approved_billable_minutes" bigint NOT NULL DEFAULT 0,
  ADD COLUMN "approved_rated" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "department_monthly_totals" ADD COLUMN "billable_minutes" bigint NOT NULL DEFAULT 0,
  ADD COLUMN "rated" bigint NOT NULL DEFAULT 0, ADD COLUMN "approved_minutes" bigint NOT NULL DEFAULT 0,
  ADD COLUMN "approved_task_count" integer NOT NULL DEFAULT 0,
  ADD COLUMN "approved_billable_minutes" bigint NOT NULL DEFAULT 0,
  ADD COLUMN "approved_rated" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
-- The marked tasks were read by this index when amounts were computed on read; nothing reads it now.
DROP INDEX "tasks_billable_marked";
--> statement-breakpoint
-- The hourly rate of a task of `p_user` on `p_project` (of `p_client`) worked on `p_day`: the rate
-- of the most specific level that has one for it, in the contract's RATE_LEVELS order (a consultant
-- on the project, the project, its client, the consultant, the company), each level's the latest
-- starting on or before the day; null when none is set. (recompute_money rates many rows at once
-- by the same levels in the same order.)
CREATE FUNCTION rate_of_task(p_company integer, p_user integer, p_project integer, p_client integer, p_day date)
RETURNS bigint LANGUAGE sql STABLE AS $rate$
  SELECT coalesce(
    (SELECT r.hourly_rate FROM rates r WHERE r.company = p_company AND r.level = 'consultant_project'
      AND r.project = p_project AND r."user" = p_user AND r."from" <= p_day ORDER BY r."from" DESC LIMIT 1),
    (SELECT r.hourly_rate FROM rates r WHERE r.company = p_company AND r.level = 'project'
      AND r.project = p_project AND r."from" <= p_day ORDER BY r."from" DESC LIMIT 1),
    (SELECT r.hourly_rate FROM rates r WHERE r.company = p_company AND r.level = 'client'
      AND r.client = p_client AND r."from" <= p_day ORDER BY r."from" DESC LIMIT 1),
    (SELECT r.hourly_rate FROM rates r WHERE r.company = p_company AND r.level = 'consultant'
      AND r."user" = p_user AND r."from" <= p_day ORDER BY r."from" DESC LIMIT 1),
    (SELECT r.hourly_rate FROM rates r WHERE r.company = p_company AND r.level = 'company'
      AND r."from" <= p_day ORDER BY r."from" DESC LIMIT 1))
$rate$;
--> statement-breakpoint
DROP FUNCTION task_totals(integer, timestamptz, date, integer, integer, integer, text, integer);
--> statement-breakpoint
-- task_totals (migrations 0007, 0011, 0018, 0024) adds or takes away `p_count` tasks of one
-- consultant, day, project and billable mark at once, `p_minutes` being their sum, in every total
-- they count in, with their billable and rated minutes, and in the department's approved part when
-- the week is approved. What the money depends on (the rates, the project's flag and client) is read
-- holding the company's row FOR SHARE: recompute_money holds it FOR UPDATE while it sets them again.
CREATE FUNCTION task_totals(p_user integer, p_created_at timestamptz, p_worked_on date, p_minutes integer,
  p_project integer, p_billable boolean, p_sign integer, p_default_zone text, p_count integer)
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
  v_billable boolean := false;
  v_client integer;
  v_billed bigint := 0;
  v_rated bigint := 0;
  v_approved integer := 0;
BEGIN
  SELECT c.time_zone, c.id, coalesce(u.department, 0) INTO v_zone, v_company, v_department
    FROM users u JOIN companies c ON c.id = u.company WHERE u.id = p_user FOR SHARE OF c, u;
  v_date := coalesce(p_worked_on, (p_created_at AT TIME ZONE coalesce(v_zone, p_default_zone))::date)::timestamp;
  v_day := to_char(v_date, 'YYYYMMDD')::int;
  v_week := to_char(date_trunc('week', v_date), 'YYYYMMDD')::int;
  v_month := v_day / 100;
  v_month_before := CASE WHEN v_month % 100 = 1 THEN v_month - 89 ELSE v_month - 1 END;
  v_month_after := CASE WHEN v_month % 100 = 12 THEN v_month + 89 ELSE v_month + 1 END;
  IF p_project IS NOT NULL THEN
    SELECT coalesce(p_billable, p.billable), p.client INTO v_billable, v_client FROM projects p WHERE p.id = p_project;
    IF v_billable THEN
      v_billed := p_minutes;
      v_rated := p_minutes::bigint * coalesce(rate_of_task(v_company, p_user, p_project, v_client, v_date::date), 0);
    END IF;
  END IF;
  IF v_company IS NOT NULL AND EXISTS (SELECT 1 FROM week_states w WHERE w."user" = p_user
      AND w.week_start = date_trunc('week', v_date)::date AND w.status = 'approved') THEN
    v_approved := 1;
  END IF;

  IF p_sign > 0 THEN
    INSERT INTO daily_totals ("user", day, minutes, task_count) VALUES (p_user, v_day, p_minutes, p_count)
      ON CONFLICT ("user", day) DO UPDATE
      SET minutes = daily_totals.minutes + excluded.minutes, task_count = daily_totals.task_count + p_count;
    INSERT INTO monthly_totals ("user", month, minutes, task_count) VALUES (p_user, v_month, p_minutes, p_count)
      ON CONFLICT ("user", month) DO UPDATE
      SET minutes = monthly_totals.minutes + excluded.minutes, task_count = monthly_totals.task_count + p_count;
    INSERT INTO weekly_totals ("user", week, minutes, task_count) VALUES (p_user, v_week, p_minutes, p_count)
      ON CONFLICT ("user", week) DO UPDATE
      SET minutes = weekly_totals.minutes + excluded.minutes, task_count = weekly_totals.task_count + p_count;
    INSERT INTO daily_project_totals ("user", project, day, minutes, task_count, billable_minutes, rated)
      VALUES (p_user, v_project, v_day, p_minutes, p_count, v_billed, v_rated)
      ON CONFLICT ("user", day, project) DO UPDATE
      SET minutes = daily_project_totals.minutes + excluded.minutes, task_count = daily_project_totals.task_count + p_count,
        billable_minutes = daily_project_totals.billable_minutes + v_billed, rated = daily_project_totals.rated + v_rated;
    INSERT INTO monthly_project_totals ("user", project, month, minutes, task_count, billable_minutes, rated)
      VALUES (p_user, v_project, v_month, p_minutes, p_count, v_billed, v_rated)
      ON CONFLICT ("user", month, project) DO UPDATE
      SET minutes = monthly_project_totals.minutes + excluded.minutes,
        task_count = monthly_project_totals.task_count + p_count,
        billable_minutes = monthly_project_totals.billable_minutes + v_billed,
        rated = monthly_project_totals.rated + v_rated;
    IF v_company IS NOT NULL THEN
      INSERT INTO department_daily_totals (company, department, project, day, minutes, task_count, billable_minutes,
          rated, approved_minutes, approved_task_count, approved_billable_minutes, approved_rated)
        VALUES (v_company, v_department, v_project, v_day, p_minutes, p_count, v_billed, v_rated,
          v_approved * p_minutes, v_approved * p_count, v_approved * v_billed, v_approved * v_rated)
        ON CONFLICT (company, day, department, project) DO UPDATE
        SET minutes = department_daily_totals.minutes + excluded.minutes,
          task_count = department_daily_totals.task_count + p_count,
          billable_minutes = department_daily_totals.billable_minutes + v_billed,
          rated = department_daily_totals.rated + v_rated,
          approved_minutes = department_daily_totals.approved_minutes + excluded.approved_minutes,
          approved_task_count = department_daily_totals.approved_task_count + excluded.approved_task_count,
          approved_billable_minutes = department_daily_totals.approved_billable_minutes + excluded.approved_billable_minutes,
          approved_rated = department_daily_totals.approved_rated + excluded.approved_rated;
      INSERT INTO department_monthly_totals (company, department, project, month, minutes, task_count, billable_minutes,
          rated, approved_minutes, approved_task_count, approved_billable_minutes, approved_rated)
        VALUES (v_company, v_department, v_project, v_month, p_minutes, p_count, v_billed, v_rated,
          v_approved * p_minutes, v_approved * p_count, v_approved * v_billed, v_approved * v_rated)
        ON CONFLICT (company, month, department, project) DO UPDATE
        SET minutes = department_monthly_totals.minutes + excluded.minutes,
          task_count = department_monthly_totals.task_count + p_count,
          billable_minutes = department_monthly_totals.billable_minutes + v_billed,
          rated = department_monthly_totals.rated + v_rated,
          approved_minutes = department_monthly_totals.approved_minutes + excluded.approved_minutes,
          approved_task_count = department_monthly_totals.approved_task_count + excluded.approved_task_count,
          approved_billable_minutes = department_monthly_totals.approved_billable_minutes + excluded.approved_billable_minutes,
          approved_rated = department_monthly_totals.approved_rated + excluded.approved_rated;
    END IF;
    INSERT INTO current_totals AS t ("user", day, week, month, day_minutes, day_count, week_minutes, week_count,
        month_minutes, month_count)
      VALUES (p_user, v_day, v_week, v_month, p_minutes, p_count, p_minutes, p_count, p_minutes, p_count)
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
        day_count = CASE WHEN v_day > t.day THEN p_count WHEN v_day = t.day THEN t.day_count + p_count ELSE t.day_count END,
        week_count = CASE WHEN v_week = t.week THEN t.week_count + p_count WHEN v_day > t.day THEN p_count ELSE t.week_count END,
        month_count = CASE WHEN v_month = t.month THEN t.month_count + p_count WHEN v_day > t.day THEN p_count
          ELSE t.month_count END,
        previous_count = CASE WHEN v_month = t.month THEN t.previous_count
          WHEN v_day > t.day THEN CASE WHEN v_month_before = t.month THEN t.month_count ELSE 0 END
          WHEN v_month_after = t.month THEN t.previous_count + p_count ELSE t.previous_count END;
  ELSE
    UPDATE daily_totals SET minutes = minutes - p_minutes, task_count = task_count - p_count
      WHERE "user" = p_user AND day = v_day;
    UPDATE monthly_totals SET minutes = minutes - p_minutes, task_count = task_count - p_count
      WHERE "user" = p_user AND month = v_month;
    UPDATE weekly_totals SET minutes = minutes - p_minutes, task_count = task_count - p_count
      WHERE "user" = p_user AND week = v_week;
    UPDATE daily_project_totals SET minutes = minutes - p_minutes, task_count = task_count - p_count,
        billable_minutes = billable_minutes - v_billed, rated = rated - v_rated
      WHERE "user" = p_user AND day = v_day AND project = v_project;
    UPDATE monthly_project_totals SET minutes = minutes - p_minutes, task_count = task_count - p_count,
        billable_minutes = billable_minutes - v_billed, rated = rated - v_rated
      WHERE "user" = p_user AND month = v_month AND project = v_project;
    IF v_company IS NOT NULL THEN
      UPDATE department_daily_totals SET minutes = minutes - p_minutes, task_count = task_count - p_count,
          billable_minutes = billable_minutes - v_billed, rated = rated - v_rated,
          approved_minutes = approved_minutes - v_approved * p_minutes,
          approved_task_count = approved_task_count - v_approved * p_count,
          approved_billable_minutes = approved_billable_minutes - v_approved * v_billed,
          approved_rated = approved_rated - v_approved * v_rated
        WHERE company = v_company AND department = v_department AND project = v_project AND day = v_day;
      UPDATE department_monthly_totals SET minutes = minutes - p_minutes, task_count = task_count - p_count,
          billable_minutes = billable_minutes - v_billed, rated = rated - v_rated,
          approved_minutes = approved_minutes - v_approved * p_minutes,
          approved_task_count = approved_task_count - v_approved * p_count,
          approved_billable_minutes = approved_billable_minutes - v_approved * v_billed,
          approved_rated = approved_rated - v_approved * v_rated
        WHERE company = v_company AND department = v_department AND project = v_project AND month = v_month;
    END IF;
    -- a task taken away is never later than the row's day
    UPDATE current_totals t SET
        day_minutes = CASE WHEN v_day = t.day THEN t.day_minutes + v_minutes ELSE t.day_minutes END,
        week_minutes = CASE WHEN v_week = t.week THEN t.week_minutes + v_minutes ELSE t.week_minutes END,
        month_minutes = CASE WHEN v_month = t.month THEN t.month_minutes + v_minutes ELSE t.month_minutes END,
        previous_minutes = CASE WHEN v_month = t.month THEN t.previous_minutes
          WHEN v_month_after = t.month THEN t.previous_minutes + v_minutes ELSE t.previous_minutes END,
        day_count = CASE WHEN v_day = t.day THEN t.day_count - p_count ELSE t.day_count END,
        week_count = CASE WHEN v_week = t.week THEN t.week_count - p_count ELSE t.week_count END,
        month_count = CASE WHEN v_month = t.month THEN t.month_count - p_count ELSE t.month_count END,
        previous_count = CASE WHEN v_month = t.month THEN t.previous_count
          WHEN v_month_after = t.month THEN t.previous_count - p_count ELSE t.previous_count END
      WHERE t."user" = p_user;
  END IF;
END
$totals$;
--> statement-breakpoint
-- recompute_money sets the money of the company's consultants' per-project totals again, for the
-- days from `p_from` (a day key) on, narrowed to one consultant, project or client's projects where
-- given: their billable minutes from their tasks when `p_billable` (a project's billable flag
-- changed, or everything is recounted), then their rated minutes (billable minutes times the rate
-- of the row's day, by the levels of rate_of_task in the same order), then the department totals of
-- those days (the approved part too) from the consultants' rows. Only rows whose figures change are
-- written. After a rate of that place is set or deleted, or a project's client or billable flag
-- changes. It holds the company's row FOR UPDATE, so that no task write adds its totals at the rates
-- it read meanwhile.
CREATE FUNCTION recompute_money(p_company integer, p_from integer, p_user integer, p_project integer,
  p_client integer, p_billable boolean, p_default_zone text)
RETURNS void LANGUAGE plpgsql
-- each call planned for its own arguments: the generic plan PostgreSQL may choose from a session's
-- sixth call on keeps the conditions of the places not given, and reads rows a place rules out
SET plan_cache_mode = force_custom_plan
AS $money$
DECLARE
  v_month_from integer := p_from / 100 * 100;
  v_department integer;
  -- the projects concerned: the one given, or the client's (null: all)
  v_projects integer[];
BEGIN
  PERFORM 1 FROM companies WHERE id = p_company FOR UPDATE;
  IF p_project IS NOT NULL THEN
    v_projects := ARRAY[p_project];
  ELSIF p_client IS NOT NULL THEN
    v_projects := ARRAY(SELECT id FROM projects WHERE client = p_client);
  END IF;
  IF p_user IS NOT NULL THEN
    SELECT coalesce(department, 0) INTO v_department FROM users WHERE id = p_user;
  END IF;
  IF p_billable THEN
    UPDATE daily_project_totals t SET billable_minutes = x.minutes
      FROM (
        SELECT t."user", t.project, t.day, coalesce(k.minutes, 0) AS minutes
        FROM daily_project_totals t
        LEFT JOIN (
          SELECT k."user", k.project, to_char(d.date, 'YYYYMMDD')::int AS day, sum(k.duration) AS minutes
          FROM tasks k JOIN users u ON u.id = k."user" JOIN companies c ON c.id = u.company
            JOIN projects p ON p.id = k.project
            CROSS JOIN LATERAL (SELECT coalesce(k.worked_on,
              (k.created_at AT TIME ZONE coalesce(c.time_zone, p_default_zone))::date) AS date) d
          WHERE u.company = p_company AND coalesce(k.billable, p.billable)
            AND (p_user IS NULL OR k."user" = p_user) AND (v_projects IS NULL OR k.project = ANY (v_projects))
          GROUP BY 1, 2, 3
        ) k ON k."user" = t."user" AND k.project = t.project AND k.day = t.day
        WHERE t."user" IN (SELECT id FROM users WHERE company = p_company) AND t.day >= p_from
          AND (p_user IS NULL OR t."user" = p_user) AND (v_projects IS NULL OR t.project = ANY (v_projects))
      ) x
      WHERE t."user" = x."user" AND t.project = x.project AND t.day = x.day AND t.billable_minutes <> x.minutes;
  END IF;
  UPDATE daily_project_totals t SET rated = x.rated
    FROM (
      WITH r AS (
        SELECT level, client, project, "user", hourly_rate, to_char("from", 'YYYYMMDD')::int AS from_day,
          coalesce(to_char(lead("from") OVER (PARTITION BY level, client, project, "user" ORDER BY "from"),
            'YYYYMMDD')::int, 2147483647) AS until_day
        FROM rates WHERE company = p_company)
      SELECT t."user", t.project, t.day, t.billable_minutes * coalesce(rcp.hourly_rate, rp.hourly_rate,
          rcl.hourly_rate, rc.hourly_rate, rco.hourly_rate, 0) AS rated
      FROM daily_project_totals t JOIN projects p ON p.id = t.project
        LEFT JOIN r rcp ON rcp.level = 'consultant_project' AND rcp.project = t.project AND rcp."user" = t."user"
          AND t.day >= rcp.from_day AND t.day < rcp.until_day
        LEFT JOIN r rp ON rp.level = 'project' AND rp.project = t.project
          AND t.day >= rp.from_day AND t.day < rp.until_day
        LEFT JOIN r rcl ON rcl.level = 'client' AND rcl.client = p.client
          AND t.day >= rcl.from_day AND t.day < rcl.until_day
        LEFT JOIN r rc ON rc.level = 'consultant' AND rc."user" = t."user"
          AND t.day >= rc.from_day AND t.day < rc.until_day
        LEFT JOIN r rco ON rco.level = 'company' AND t.day >= rco.from_day AND t.day < rco.until_day
      WHERE t."user" IN (SELECT id FROM users WHERE company = p_company) AND t.day >= p_from
        AND (p_user IS NULL OR t."user" = p_user) AND (v_projects IS NULL OR t.project = ANY (v_projects))
    ) x
    WHERE t."user" = x."user" AND t.project = x.project AND t.day = x.day AND t.rated <> x.rated;
  UPDATE monthly_project_totals m SET billable_minutes = x.minutes, rated = x.rated
    FROM (
      SELECT t."user", t.project, t.day / 100 AS month, sum(t.billable_minutes) AS minutes, sum(t.rated) AS rated
      FROM daily_project_totals t
      WHERE t."user" IN (SELECT id FROM users WHERE company = p_company) AND t.day >= v_month_from
        AND (p_user IS NULL OR t."user" = p_user) AND (v_projects IS NULL OR t.project = ANY (v_projects))
      GROUP BY 1, 2, 3
    ) x
    WHERE m."user" = x."user" AND m.project = x.project AND m.month = x.month
      AND (m.billable_minutes, m.rated) IS DISTINCT FROM (x.minutes, x.rated);
  UPDATE department_daily_totals d SET billable_minutes = x.billable_minutes, rated = x.rated,
      approved_minutes = x.approved_minutes, approved_task_count = x.approved_task_count,
      approved_billable_minutes = x.approved_billable_minutes, approved_rated = x.approved_rated
    FROM (
      SELECT d.department, d.project, d.day, coalesce(s.billable_minutes, 0) AS billable_minutes,
        coalesce(s.rated, 0) AS rated, coalesce(s.approved_minutes, 0) AS approved_minutes,
        coalesce(s.approved_task_count, 0) AS approved_task_count,
        coalesce(s.approved_billable_minutes, 0) AS approved_billable_minutes,
        coalesce(s.approved_rated, 0) AS approved_rated
      FROM department_daily_totals d
      LEFT JOIN (
        SELECT coalesce(u.department, 0) AS department, t.project, t.day,
          sum(t.billable_minutes) AS billable_minutes, sum(t.rated) AS rated,
          sum(t.minutes) FILTER (WHERE w."user" IS NOT NULL) AS approved_minutes,
          sum(t.task_count) FILTER (WHERE w."user" IS NOT NULL) AS approved_task_count,
          sum(t.billable_minutes) FILTER (WHERE w."user" IS NOT NULL) AS approved_billable_minutes,
          sum(t.rated) FILTER (WHERE w."user" IS NOT NULL) AS approved_rated
        FROM daily_project_totals t JOIN users u ON u.id = t."user"
          LEFT JOIN week_states w ON w."user" = t."user" AND w.status = 'approved'
            AND w.week_start = date_trunc('week', to_date(t.day::text, 'YYYYMMDD'))::date
        WHERE u.company = p_company AND t.day >= p_from
          AND (v_department IS NULL OR coalesce(u.department, 0) = v_department)
          AND (v_projects IS NULL OR t.project = ANY (v_projects))
        GROUP BY 1, 2, 3
      ) s ON s.department = d.department AND s.project = d.project AND s.day = d.day
      WHERE d.company = p_company AND d.day >= p_from
        AND (v_department IS NULL OR d.department = v_department) AND (v_projects IS NULL OR d.project = ANY (v_projects))
    ) x
    WHERE d.company = p_company AND d.department = x.department AND d.project = x.project AND d.day = x.day
      AND (d.billable_minutes, d.rated, d.approved_minutes, d.approved_task_count, d.approved_billable_minutes,
        d.approved_rated) IS DISTINCT FROM (x.billable_minutes, x.rated, x.approved_minutes, x.approved_task_count,
        x.approved_billable_minutes, x.approved_rated);
  UPDATE department_monthly_totals d SET billable_minutes = x.billable_minutes, rated = x.rated,
      approved_minutes = x.approved_minutes, approved_task_count = x.approved_task_count,
      approved_billable_minutes = x.approved_billable_minutes, approved_rated = x.approved_rated
    FROM (
      SELECT t.department, t.project, t.day / 100 AS month, sum(t.billable_minutes) AS billable_minutes,
        sum(t.rated) AS rated, sum(t.approved_minutes) AS approved_minutes,
        sum(t.approved_task_count) AS approved_task_count,
        sum(t.approved_billable_minutes) AS approved_billable_minutes, sum(t.approved_rated) AS approved_rated
      FROM department_daily_totals t
      WHERE t.company = p_company AND t.day >= v_month_from
        AND (v_department IS NULL OR t.department = v_department) AND (v_projects IS NULL OR t.project = ANY (v_projects))
      GROUP BY 1, 2, 3
    ) x
    WHERE d.company = p_company AND d.department = x.department AND d.project = x.project AND d.month = x.month
      AND (d.billable_minutes, d.rated, d.approved_minutes, d.approved_task_count, d.approved_billable_minutes,
        d.approved_rated) IS DISTINCT FROM (x.billable_minutes, x.rated, x.approved_minutes, x.approved_task_count,
        x.approved_billable_minutes, x.approved_rated);
END
$money$;
--> statement-breakpoint
-- week_approval_totals moves a consultant's week (from its Monday) into the approved part of her
-- department's totals (`p_sign` 1, when it is approved) or out of it (-1, when it is reopened), with
-- its consultant's and company's rows held FOR SHARE as a task write holds them.
CREATE FUNCTION week_approval_totals(p_user integer, p_week_start date, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $approval$
DECLARE
  v_company integer;
  v_department integer;
  v_from integer := to_char(p_week_start, 'YYYYMMDD')::int;
  v_to integer := to_char(p_week_start + 6, 'YYYYMMDD')::int;
BEGIN
  SELECT c.id, coalesce(u.department, 0) INTO v_company, v_department
    FROM users u JOIN companies c ON c.id = u.company WHERE u.id = p_user FOR SHARE OF c, u;
  IF v_company IS NULL THEN
    RETURN;
  END IF;
  UPDATE department_daily_totals d SET approved_minutes = d.approved_minutes + p_sign * t.minutes,
      approved_task_count = d.approved_task_count + p_sign * t.task_count,
      approved_billable_minutes = d.approved_billable_minutes + p_sign * t.billable_minutes,
      approved_rated = d.approved_rated + p_sign * t.rated
    FROM daily_project_totals t
    WHERE t."user" = p_user AND t.day BETWEEN v_from AND v_to AND d.company = v_company
      AND d.department = v_department AND d.project = t.project AND d.day = t.day;
  UPDATE department_monthly_totals d SET approved_minutes = d.approved_minutes + p_sign * t.minutes,
      approved_task_count = d.approved_task_count + p_sign * t.task_count,
      approved_billable_minutes = d.approved_billable_minutes + p_sign * t.billable_minutes,
      approved_rated = d.approved_rated + p_sign * t.rated
    FROM (
      SELECT project, day / 100 AS month, sum(minutes) AS minutes, sum(task_count) AS task_count,
        sum(billable_minutes) AS billable_minutes, sum(rated) AS rated
      FROM daily_project_totals WHERE "user" = p_user AND day BETWEEN v_from AND v_to GROUP BY 1, 2
    ) t
    WHERE d.company = v_company AND d.department = v_department AND d.project = t.project AND d.month = t.month;
END
$approval$;
--> statement-breakpoint
SELECT recompute_money(id, 0, NULL, NULL, NULL, true, 'UTC') FROM companies;
