-- The task of the week before a draft was copied from ('Copy last week'), null for any other
-- draft: a second copy of the same week adds nothing already copied.
ALTER TABLE "drafts" ADD COLUMN "copied_from" integer;
--> statement-breakpoint
CREATE INDEX "drafts_copied_from" ON "drafts" ("user", "copied_from") WHERE "copied_from" IS NOT NULL;
