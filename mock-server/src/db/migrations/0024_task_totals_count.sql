-- task_totals (migrations 0007, 0011, 0018) adds or takes away `p_count` tasks of one consultant,
-- day and project at once, `p_minutes` being their sum: a write of many tasks (an import) sums its
-- additions per consultant, day and project first and calls it once for each, not once a task.
DROP FUNCTION task_totals(integer, timestamptz, date, integer, integer, integer, text);
--> statement-breakpoint
CREATE FUNCTION task_totals(p_user integer, p_created_at timestamptz, p_worked_on date, p_minutes integer,
  p_project integer, p_sign integer, p_default_zone text, p_count integer)
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
    INSERT INTO daily_totals ("user", day, minutes, task_count) VALUES (p_user, v_day, p_minutes, p_count)
      ON CONFLICT ("user", day) DO UPDATE
      SET minutes = daily_totals.minutes + excluded.minutes, task_count = daily_totals.task_count + p_count;
    INSERT INTO monthly_totals ("user", month, minutes, task_count) VALUES (p_user, v_month, p_minutes, p_count)
      ON CONFLICT ("user", month) DO UPDATE
      SET minutes = monthly_totals.minutes + excluded.minutes, task_count = monthly_totals.task_count + p_count;
    INSERT INTO weekly_totals ("user", week, minutes, task_count) VALUES (p_user, v_week, p_minutes, p_count)
      ON CONFLICT ("user", week) DO UPDATE
      SET minutes = weekly_totals.minutes + excluded.minutes, task_count = weekly_totals.task_count + p_count;
    INSERT INTO daily_project_totals ("user", project, day, minutes, task_count)
      VALUES (p_user, v_project, v_day, p_minutes, p_count)
      ON CONFLICT ("user", day, project) DO UPDATE
      SET minutes = daily_project_totals.minutes + excluded.minutes, task_count = daily_project_totals.task_count + p_count;
    INSERT INTO monthly_project_totals ("user", project, month, minutes, task_count)
      VALUES (p_user, v_project, v_month, p_minutes, p_count)
      ON CONFLICT ("user", month, project) DO UPDATE
      SET minutes = monthly_project_totals.minutes + excluded.minutes, task_count = monthly_project_totals.task_count + p_count;
    IF v_company IS NOT NULL THEN
      INSERT INTO department_daily_totals (company, department, project, day, minutes, task_count)
        VALUES (v_company, v_department, v_project, v_day, p_minutes, p_count)
        ON CONFLICT (company, day, department, project) DO UPDATE
        SET minutes = department_daily_totals.minutes + excluded.minutes,
          task_count = department_daily_totals.task_count + p_count;
      INSERT INTO department_monthly_totals (company, department, project, month, minutes, task_count)
        VALUES (v_company, v_department, v_project, v_month, p_minutes, p_count)
        ON CONFLICT (company, month, department, project) DO UPDATE
        SET minutes = department_monthly_totals.minutes + excluded.minutes,
          task_count = department_monthly_totals.task_count + p_count;
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
    UPDATE daily_project_totals SET minutes = minutes - p_minutes, task_count = task_count - p_count
      WHERE "user" = p_user AND day = v_day AND project = v_project;
    UPDATE monthly_project_totals SET minutes = minutes - p_minutes, task_count = task_count - p_count
      WHERE "user" = p_user AND month = v_month AND project = v_project;
    IF v_company IS NOT NULL THEN
      UPDATE department_daily_totals SET minutes = minutes - p_minutes, task_count = task_count - p_count
        WHERE company = v_company AND department = v_department AND project = v_project AND day = v_day;
      UPDATE department_monthly_totals SET minutes = minutes - p_minutes, task_count = task_count - p_count
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
