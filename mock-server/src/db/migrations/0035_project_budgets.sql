-- A project's budget: of logged hours in minutes, or of billable amount in minor units of the
-- company's currency; one or the other, or none.
ALTER TABLE "projects" ADD COLUMN "budget_minutes" integer;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget_amount" bigint;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_one_budget" CHECK ("budget_minutes" IS NULL OR "budget_amount" IS NULL);
