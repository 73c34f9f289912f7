-- Timesheet weeks. A consultant's week (Monday to Sunday in her company's calendar, named by its
-- Monday) is open until she submits it; her manager approves or rejects it; the company's
-- representative reopens an approved one. A week without a row is open. Its row is locked by every
-- transition (FOR UPDATE) and by every task or draft write on one of its days (FOR SHARE), so a
-- write racing an approval lands before it or is refused.
CREATE TABLE "week_states" (
  "user" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "week_start" date NOT NULL CHECK (extract(isodow from "week_start") = 1),
  "status" text NOT NULL CHECK ("status" IN ('open', 'submitted', 'approved', 'rejected')),
  "updated_at" timestamptz NOT NULL,
  PRIMARY KEY ("user", "week_start")
);
--> statement-breakpoint
-- the weeks of a company waiting for a decision, by week
CREATE INDEX "week_states_week_status" ON "week_states" ("week_start", "status");
--> statement-breakpoint
-- Every transition of a week, in order: the state it led to, when, who (kept by name when the
-- person is deleted later) and the comment or reason given.
CREATE TABLE "week_events" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "user" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "week_start" date NOT NULL,
  "status" text NOT NULL CHECK ("status" IN ('open', 'submitted', 'approved', 'rejected')),
  "at" timestamptz NOT NULL,
  "by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "by_name" text NOT NULL,
  "comment" text CHECK (char_length("comment") <= 1000)
);
--> statement-breakpoint
CREATE INDEX "week_events_week" ON "week_events" ("user", "week_start", "id");
