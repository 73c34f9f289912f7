-- Per consultant, the periods of their latest day with a task (yyyymmdd in the company's zone: no
-- task of theirs is on a later day) and that day's, its ISO week's, its month's and the previous
-- month's minutes and task counts. Kept in the same statement as the totals of every task write
-- (Tx.total, currentPeriods):
-- a performance row reads this one row and checks its keys against today's periods (an older
-- key counts 0; last month's row is this month's previous month), never the daily totals, so its
-- cost does not grow with the task history.
CREATE TABLE "current_totals" (
  "user" integer PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
  "day" integer NOT NULL,
  "week" integer NOT NULL DEFAULT 0,
  "month" integer NOT NULL DEFAULT 0,
  "day_minutes" bigint NOT NULL DEFAULT 0 CHECK ("day_minutes" >= 0),
  "day_count" integer NOT NULL DEFAULT 0 CHECK ("day_count" >= 0),
  "week_minutes" bigint NOT NULL DEFAULT 0 CHECK ("week_minutes" >= 0),
  "week_count" integer NOT NULL DEFAULT 0 CHECK ("week_count" >= 0),
  "month_minutes" bigint NOT NULL DEFAULT 0 CHECK ("month_minutes" >= 0),
  "month_count" integer NOT NULL DEFAULT 0 CHECK ("month_count" >= 0),
  "previous_minutes" bigint NOT NULL DEFAULT 0 CHECK ("previous_minutes" >= 0),
  "previous_count" integer NOT NULL DEFAULT 0 CHECK ("previous_count" >= 0),
  -- the same four figures as the API shows them ({"total_duration":..,"task_count":..}), kept by
  -- the database: a read copies these texts instead of formatting 4,000 numbers for 500 consultants
  "day_json" text NOT NULL GENERATED ALWAYS AS ('{"total_duration":' || "day_minutes"::text || ',"task_count":' || "day_count"::text || '}') STORED,
  "week_json" text NOT NULL GENERATED ALWAYS AS ('{"total_duration":' || "week_minutes"::text || ',"task_count":' || "week_count"::text || '}') STORED,
  "month_json" text NOT NULL GENERATED ALWAYS AS ('{"total_duration":' || "month_minutes"::text || ',"task_count":' || "month_count"::text || '}') STORED,
  "previous_json" text NOT NULL GENERATED ALWAYS AS ('{"total_duration":' || "previous_minutes"::text || ',"task_count":' || "previous_count"::text || '}') STORED
);
--> statement-breakpoint
INSERT INTO "current_totals" ("user", "day")
SELECT "user", max("day") FROM "daily_totals" WHERE "task_count" > 0 GROUP BY 1;
--> statement-breakpoint
UPDATE "current_totals" c SET "week" = x."week", "month" = x."month", "day_minutes" = x."day_minutes",
  "day_count" = x."day_count", "week_minutes" = x."week_minutes", "week_count" = x."week_count",
  "month_minutes" = x."month_minutes", "month_count" = x."month_count",
  "previous_minutes" = x."previous_minutes", "previous_count" = x."previous_count"
FROM (
  SELECT a."user", k."week", a."day" / 100 AS "month",
    coalesce(dd."minutes", 0) AS "day_minutes", coalesce(dd."task_count", 0) AS "day_count",
    coalesce(w."minutes", 0) AS "week_minutes", coalesce(w."task_count", 0) AS "week_count",
    coalesce(m."minutes", 0) AS "month_minutes", coalesce(m."task_count", 0) AS "month_count",
    coalesce(pm."minutes", 0) AS "previous_minutes", coalesce(pm."task_count", 0) AS "previous_count"
  FROM "current_totals" a
  CROSS JOIN LATERAL (SELECT to_date(a."day"::text, 'YYYYMMDD')::timestamp AS "d") d0
  CROSS JOIN LATERAL (
    SELECT to_char(date_trunc('week', d0."d"), 'YYYYMMDD')::int AS "week",
      to_char(date_trunc('week', d0."d") + interval '6 days', 'YYYYMMDD')::int AS "week_to",
      to_char(d0."d" - interval '1 month', 'YYYYMM')::int AS "previous"
  ) k
  LEFT JOIN "daily_totals" dd ON dd."user" = a."user" AND dd."day" = a."day"
  LEFT JOIN LATERAL (
    SELECT sum(t."minutes") AS "minutes", sum(t."task_count") AS "task_count" FROM "daily_totals" t
    WHERE t."user" = a."user" AND t."day" BETWEEN k."week" AND k."week_to"
  ) w ON true
  LEFT JOIN "monthly_totals" m ON m."user" = a."user" AND m."month" = a."day" / 100
  LEFT JOIN "monthly_totals" pm ON pm."user" = a."user" AND pm."month" = k."previous"
) x
WHERE c."user" = x."user";
