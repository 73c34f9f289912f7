-- One sequence for every entity: /employees/{id} tells a company from a department by its id alone.
CREATE SEQUENCE "entity_id_seq";
--> statement-breakpoint
CREATE TABLE "users" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "email" text NOT NULL CHECK (char_length("email") BETWEEN 3 AND 254 AND "email" = lower("email")),
  "first_name" text NOT NULL CHECK (char_length("first_name") BETWEEN 1 AND 100),
  "last_name" text NOT NULL CHECK (char_length("last_name") BETWEEN 1 AND 100),
  "contact" text NOT NULL CHECK (char_length("contact") BETWEEN 1 AND 32),
  "password_hash" text NOT NULL,
  "is_active" boolean NOT NULL DEFAULT true,
  "date_joined" timestamptz NOT NULL,
  "role" text NOT NULL CHECK ("role" IN ('admin', 'company_admin', 'department_admin', 'company_member', 'employee')),
  "company" integer,
  "department" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" (lower("email"));
--> statement-breakpoint
CREATE INDEX "users_company" ON "users" ("company");
--> statement-breakpoint
CREATE TABLE "companies" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "name" text NOT NULL CHECK (char_length("name") BETWEEN 4 AND 100),
  "admin" integer NOT NULL REFERENCES "users" ("id") DEFERRABLE INITIALLY DEFERRED,
  "is_active" boolean NOT NULL DEFAULT true,
  "created_at" timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "name" text NOT NULL CHECK (char_length("name") BETWEEN 4 AND 100),
  "admin" integer NOT NULL REFERENCES "users" ("id") DEFERRABLE INITIALLY DEFERRED,
  "company" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "created_at" timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX "departments_company" ON "departments" ("company");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_fk" FOREIGN KEY ("company") REFERENCES "companies" ("id") ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_fk" FOREIGN KEY ("department") REFERENCES "departments" ("id") ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
CREATE TABLE "projects" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "name" text NOT NULL CHECK (char_length("name") BETWEEN 4 AND 100),
  "company" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "created_at" timestamptz NOT NULL,
  "deleted_at" timestamptz
);
--> statement-breakpoint
CREATE INDEX "projects_company" ON "projects" ("company");
--> statement-breakpoint
CREATE TABLE "tasks" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "user" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "title" text NOT NULL CHECK (char_length("title") BETWEEN 1 AND 50),
  "body" text NOT NULL,
  "duration" integer NOT NULL CHECK ("duration" BETWEEN 1 AND 1000000),
  "project" integer REFERENCES "projects" ("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL,
  "updated_at" timestamptz
);
--> statement-breakpoint
CREATE INDEX "tasks_user_created" ON "tasks" ("user", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE TABLE "drafts" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "user" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "title" text NOT NULL CHECK (char_length("title") BETWEEN 1 AND 50),
  "body" text NOT NULL,
  "duration" integer NOT NULL CHECK ("duration" BETWEEN 1 AND 1000000),
  "project" integer REFERENCES "projects" ("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL,
  "updated_at" timestamptz,
  "published" boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE INDEX "drafts_user" ON "drafts" ("user") WHERE NOT "published";
--> statement-breakpoint
CREATE TABLE "logs" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "company" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "created_at" timestamptz NOT NULL,
  "email" text NOT NULL,
  "action" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "logs_company" ON "logs" ("company", "id");
--> statement-breakpoint
CREATE TABLE "sessions" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "user" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "refresh_jti" text NOT NULL,
  "created_at" timestamptz NOT NULL,
  "expires_at" timestamptz NOT NULL,
  "revoked_at" timestamptz
);
--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" ("user");
--> statement-breakpoint
-- Minutes and task counts per consultant per calendar day (yyyymmdd in the server's zone), kept in
-- the same transaction as every task write: performance rows read these, never the tasks.
CREATE TABLE "daily_totals" (
  "user" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "day" integer NOT NULL,
  "minutes" bigint NOT NULL CHECK ("minutes" >= 0),
  "task_count" integer NOT NULL CHECK ("task_count" >= 0),
  PRIMARY KEY ("user", "day")
);
--> statement-breakpoint
-- Failed sign-ins per key (account or address) in a window, shared by every server process.
CREATE TABLE "login_failures" (
  "key" text PRIMARY KEY,
  "failures" integer NOT NULL,
  "window_ends" timestamptz NOT NULL
);
