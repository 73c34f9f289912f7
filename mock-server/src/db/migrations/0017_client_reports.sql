-- Reports of remote releases an open page refused (built for other versions of what it shares):
-- one per person, module and release; read by the platform admin.
CREATE TABLE "client_reports" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "at" timestamptz NOT NULL,
  "user" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "user_email" text NOT NULL,
  "kind" text NOT NULL,
  "area" text NOT NULL,
  "release" text NOT NULL,
  "mismatches" jsonb NOT NULL,
  "offered" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "client_reports_once" ON "client_reports" ("user", "area", "release");
