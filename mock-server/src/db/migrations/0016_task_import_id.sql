-- Hours imported from another tracker's CSV export: each imported task keeps its row's import id
-- (a SHA-256 of what the row says, see imports/rows.ts), so a file imported again finds its rows
-- imported before. Unique per consultant; tasks made any other way have none.
ALTER TABLE "tasks" ADD COLUMN "import_id" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_import_id" ON "tasks" ("user", "import_id") WHERE "import_id" IS NOT NULL;
