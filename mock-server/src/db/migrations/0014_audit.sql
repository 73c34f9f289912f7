-- The audit trail: one row per change a write made, appended in the write's own transaction.
-- Append-only: UPDATE, DELETE and TRUNCATE are refused by the database, except the DELETE of the
-- retention's pruning, which sets app.audit_pruning for its own transaction only.
CREATE TABLE "audit_events" (
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "at" timestamptz NOT NULL,
  "actor_id" integer,
  "actor_email" text NOT NULL,
  "actor_role" text,
  "company" integer,
  "department" integer,
  -- the person the event is about (a task's or a week's consultant, the person changed, the account signing in)
  "subject" integer,
  "entity" text NOT NULL,
  "entity_id" integer,
  "action" text NOT NULL,
  "before" jsonb,
  "after" jsonb,
  "reason" text,
  "client_address" text,
  "request_id" text
);
--> statement-breakpoint
CREATE INDEX "audit_events_company" ON "audit_events" ("company", "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_events_entity" ON "audit_events" ("company", "entity", "entity_id", "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_events_kind" ON "audit_events" ("company", "entity", "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_events_subject" ON "audit_events" ("company", "subject", "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_events_department" ON "audit_events" ("company", "department", "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_events_actor" ON "audit_events" ("company", "actor_id", "id" DESC);
--> statement-breakpoint
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $append$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('app.audit_pruning', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit events are append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$append$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
-- days a company keeps its events; null: forever
ALTER TABLE "companies" ADD COLUMN "audit_retention_days" integer;
