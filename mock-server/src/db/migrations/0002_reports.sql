-- Each company's calendar: the IANA time zone its days (totals, periods, reports) are counted in.
-- Left empty here; the server fills it with its own zone at start-up and recomputes those
-- companies' totals in that zone (see Store.open), since SQL cannot know the server's zone.
ALTER TABLE "companies" ADD COLUMN "time_zone" text CHECK (char_length("time_zone") BETWEEN 1 AND 64);
--> statement-breakpoint
-- Minutes and task counts per consultant, project (0: no project) and day (yyyymmdd in the
-- company's zone), kept in the same transaction as every task write: reports read these and the
-- monthly roll-up below, never the tasks.
CREATE TABLE "daily_project_totals" (
  "user" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "project" integer NOT NULL,
  "day" integer NOT NULL,
  "minutes" bigint NOT NULL CHECK ("minutes" >= 0),
  "task_count" integer NOT NULL CHECK ("task_count" >= 0),
  PRIMARY KEY ("user", "day", "project")
);
--> statement-breakpoint
CREATE TABLE "monthly_project_totals" (
  "user" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "project" integer NOT NULL,
  "month" integer NOT NULL,
  "minutes" bigint NOT NULL CHECK ("minutes" >= 0),
  "task_count" integer NOT NULL CHECK ("task_count" >= 0),
  PRIMARY KEY ("user", "month", "project")
);
--> statement-breakpoint
-- The same per company, the consultant's current department (0: none) and project: a report of a
-- whole company or department reads a few hundred of these rows whatever the number of consultants.
-- A consultant who changes department (or is deleted) takes their totals along (Tx.put / remove).
CREATE TABLE "department_daily_totals" (
  "company" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "department" integer NOT NULL,
  "project" integer NOT NULL,
  "day" integer NOT NULL,
  "minutes" bigint NOT NULL CHECK ("minutes" >= 0),
  "task_count" integer NOT NULL CHECK ("task_count" >= 0),
  PRIMARY KEY ("company", "day", "department", "project")
);
--> statement-breakpoint
CREATE TABLE "department_monthly_totals" (
  "company" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "department" integer NOT NULL,
  "project" integer NOT NULL,
  "month" integer NOT NULL,
  "minutes" bigint NOT NULL CHECK ("minutes" >= 0),
  "task_count" integer NOT NULL CHECK ("task_count" >= 0),
  PRIMARY KEY ("company", "month", "department", "project")
);
