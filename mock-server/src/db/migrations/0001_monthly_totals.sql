-- Minutes and task counts per consultant per calendar month (yyyymm), kept beside the daily totals
-- in every task write: a performance row reads 2 month rows and at most 7 day rows per consultant.
CREATE TABLE "monthly_totals" (
  "user" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "month" integer NOT NULL,
  "minutes" bigint NOT NULL CHECK ("minutes" >= 0),
  "task_count" integer NOT NULL CHECK ("task_count" >= 0),
  PRIMARY KEY ("user", "month")
);
--> statement-breakpoint
INSERT INTO "monthly_totals" ("user", "month", "minutes", "task_count")
SELECT "user", "day" / 100, sum("minutes"), sum("task_count") FROM "daily_totals" GROUP BY 1, 2;
