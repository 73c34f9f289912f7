-- A task's own billable mark: null, billable as its project is; true or false, marked otherwise (by
-- its consultant before the week is approved, by the representative until it is invoiced). Few
-- tasks are marked: the reports read the marked ones by this index and the rest from the totals.
ALTER TABLE "tasks" ADD COLUMN "billable" boolean;
--> statement-breakpoint
CREATE INDEX "tasks_billable_marked" ON "tasks" ("user") WHERE "billable" IS NOT NULL;
