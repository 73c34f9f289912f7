-- Money, second part: invoices. A company numbers its issued invoices gaplessly from
-- `invoice_next_number` after `invoice_prefix` ('2026-' and 7 make '2026-0007'); its tax rate (in
-- hundredths of a percent) is the default of new invoices.
ALTER TABLE "companies" ADD COLUMN "invoice_prefix" text NOT NULL DEFAULT '' CHECK (char_length("invoice_prefix") <= 20);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invoice_next_number" integer NOT NULL DEFAULT 1
  CHECK ("invoice_next_number" BETWEEN 1 AND 100000000);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_rate" integer NOT NULL DEFAULT 0 CHECK ("tax_rate" BETWEEN 0 AND 10000);
--> statement-breakpoint
-- the company's postal address and the locale its invoices write numbers, money and days in
ALTER TABLE "companies" ADD COLUMN "address" text NOT NULL DEFAULT '' CHECK (char_length("address") <= 500);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "locale" text NOT NULL DEFAULT 'en' CHECK (char_length("locale") BETWEEN 2 AND 35);
--> statement-breakpoint
-- An invoice for a client over a period: a draft (lines editable), issued (numbered and frozen),
-- paid, or void (its number kept, its hours free again). Amounts in minor units of `currency`.
CREATE TABLE "invoices" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "company" integer NOT NULL REFERENCES "companies" ("id") ON DELETE CASCADE,
  "client" integer NOT NULL REFERENCES "clients" ("id"),
  "status" text NOT NULL CHECK ("status" IN ('draft', 'issued', 'paid', 'void')),
  "number" text,
  "period_from" date NOT NULL,
  "period_to" date NOT NULL CHECK ("period_to" >= "period_from"),
  "group_by" text NOT NULL CHECK ("group_by" IN ('project', 'consultant', 'task')),
  "currency" text NOT NULL,
  "tax_rate" integer NOT NULL CHECK ("tax_rate" BETWEEN 0 AND 10000),
  "notes" text NOT NULL DEFAULT '',
  "due_on" date,
  "issued_on" date,
  "paid_on" date,
  "void_reason" text,
  "subtotal" bigint NOT NULL DEFAULT 0,
  "tax" bigint NOT NULL DEFAULT 0,
  "total" bigint NOT NULL DEFAULT 0,
  "created_at" timestamptz NOT NULL,
  CHECK (("number" IS NULL) = ("status" = 'draft'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_number" ON "invoices" ("company", "number") WHERE "number" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "invoices_company" ON "invoices" ("company", "created_at");
--> statement-breakpoint
CREATE INDEX "invoices_client" ON "invoices" ("client");
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
  "id" integer PRIMARY KEY DEFAULT nextval('entity_id_seq'),
  "invoice" integer NOT NULL REFERENCES "invoices" ("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('hours', 'fixed')),
  "description" text NOT NULL,
  "project" integer,
  "user" integer,
  "minutes" bigint NOT NULL DEFAULT 0,
  "hourly_rate" bigint,
  "amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" ("invoice", "position");
--> statement-breakpoint
-- The tasks an invoice (not void) bills: a task is on at most one. Their consultant and work day are
-- kept here so a week's reopening finds at once whether an invoice holds its hours.
CREATE TABLE "invoice_tasks" (
  "task" integer PRIMARY KEY REFERENCES "tasks" ("id") ON DELETE CASCADE,
  "invoice" integer NOT NULL REFERENCES "invoices" ("id") ON DELETE CASCADE,
  -- null only while the draft that claimed it is being written
  "line" integer REFERENCES "invoice_lines" ("id") ON DELETE CASCADE,
  "user" integer NOT NULL,
  "day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_tasks_user_day" ON "invoice_tasks" ("user", "day");
--> statement-breakpoint
CREATE INDEX "invoice_tasks_invoice" ON "invoice_tasks" ("invoice");
