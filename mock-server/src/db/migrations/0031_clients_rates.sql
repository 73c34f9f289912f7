-- Money, first part: a company's currency, its clients, each project's client and whether its
-- hours are billed, and hourly rates at five levels with their history.
ALTER TABLE "companies" ADD COLUMN "currency" text NOT NULL DEFAULT 'EUR' CHECK ("currency" ~ '^[A-Z]{3}$');
--> statement-breakpoint
-- A company's clients: names unique in the company whatever their case; archived ones are kept
-- (projects and invoices name them) but offered no more.
CREATE TABLE "clients" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "company" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "name" text NOT NULL CHECK (char_length("name") BETWEEN 1 AND 100),
  "address" text NOT NULL DEFAULT '' CHECK (char_length("address") <= 500),
  "vat_id" text NOT NULL DEFAULT '' CHECK (char_length("vat_id") <= 32),
  "payment_terms_days" integer NOT NULL CHECK ("payment_terms_days" BETWEEN 0 AND 365),
  "notes" text NOT NULL DEFAULT '' CHECK (char_length("notes") <= 2000),
  "archived" boolean NOT NULL DEFAULT false,
  "created_at" timestamptz NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_name" ON "clients" ("company", lower("name"));
--> statement-breakpoint
-- a client named by a project cannot be deleted (the route says so first, with a 409; checked at
-- the end of the statement, so deleting the company deletes both)
ALTER TABLE "projects" ADD COLUMN "client" integer REFERENCES "clients" ("id");
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "billable" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
CREATE INDEX "projects_client" ON "projects" ("client") WHERE "client" IS NOT NULL;
--> statement-breakpoint
-- Hourly rates in minor units of the company's currency, valid from a day until the next rate of
-- the same place (level and the client, project or consultant it names). A place's rates form its
-- history; one rate per place and day.
CREATE TABLE "rates" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "company" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "level" text NOT NULL CHECK ("level" IN ('consultant_project', 'project', 'client', 'consultant', 'company')),
  "client" integer REFERENCES "clients" ("id") ON DELETE CASCADE,
  "project" integer REFERENCES "projects" ("id") ON DELETE CASCADE,
  "user" integer REFERENCES "users" ("id") ON DELETE CASCADE,
  "hourly_rate" bigint NOT NULL CHECK ("hourly_rate" BETWEEN 0 AND 100000000),
  "from" date NOT NULL,
  "set_at" timestamptz NOT NULL,
  "set_by" integer REFERENCES "users" ("id") ON DELETE SET NULL,
  "set_by_name" text NOT NULL,
  CHECK (("client" IS NOT NULL) = ("level" = 'client')),
  CHECK (("project" IS NOT NULL) = ("level" IN ('consultant_project', 'project'))),
  CHECK (("user" IS NOT NULL) = ("level" IN ('consultant_project', 'consultant')))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rates_place_day" ON "rates" (
  "company", "level", coalesce("client", 0), coalesce("project", 0), coalesce("user", 0), "from"
);
