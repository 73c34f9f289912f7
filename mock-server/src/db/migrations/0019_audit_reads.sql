-- The audit trail's indexes, for the reads the API makes (each one a company's events, newest
-- first, a page at a time): every index holds the id in ascending order, read backwards. Events are
-- appended in id order: in an ascending index of numbers they come at the end of their group, where
-- a page that fills up is split leaving it full (the engine recognises such appends); at the start
-- of a descending index's group, each split left a half-empty page behind that no event filled again.
-- The primary key goes: the identity column gives every event its own id already (GENERATED
-- ALWAYS: no insert sets one, and the table refuses updates), and no read looks an event up by its
-- id alone. Its index cost every event one more write, and offered the planner the events of every
-- company in id order, which it took for a filtered page and then read the events the filter left
-- out one by one.
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_pkey";
--> statement-breakpoint
DROP INDEX "audit_events_company";
--> statement-breakpoint
CREATE INDEX "audit_events_company" ON "audit_events" ("company", "id");
--> statement-breakpoint
-- one record's history
DROP INDEX "audit_events_entity";
--> statement-breakpoint
CREATE INDEX "audit_events_entity" ON "audit_events" ("company", "entity", "entity_id", "id");
--> statement-breakpoint
-- by record type, the action after the id: a filter by type and action reads the type's events in
-- id order and checks the action in the index, without reading the events it leaves out
DROP INDEX "audit_events_kind";
--> statement-breakpoint
CREATE INDEX "audit_events_kind" ON "audit_events" ("company", "entity", "id", "action");
--> statement-breakpoint
DROP INDEX "audit_events_subject";
--> statement-breakpoint
CREATE INDEX "audit_events_subject" ON "audit_events" ("company", "subject", "id");
--> statement-breakpoint
DROP INDEX "audit_events_department";
--> statement-breakpoint
CREATE INDEX "audit_events_department" ON "audit_events" ("company", "department", "id");
--> statement-breakpoint
DROP INDEX "audit_events_actor";
--> statement-breakpoint
CREATE INDEX "audit_events_actor" ON "audit_events" ("company", "actor_id", "id");
--> statement-breakpoint
-- A page of events as the API's JSON text (AuditPage): `events` are the page's events newest first
-- and, when there are more, the first event of the next page after them (page_limit + 1 in all);
-- the next cursor is the id of the page's last event. Each event is written out as the values'
-- texts joined (strings escaped by to_json, nulls as null): cheaper than building it as a JSON
-- value first. A function, so that this statement is planned once per connection, not with every
-- page read.
CREATE FUNCTION audit_events_page(events audit_events[], page_limit integer) RETURNS text
LANGUAGE plpgsql STABLE AS $page$
BEGIN
  RETURN (
    SELECT concat('{"events":[',
      string_agg(concat('{"id":', e.id,
          ',"at":"', to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          '","actor":{"id":', coalesce(e.actor_id::text, 'null'),
          ',"email":', to_json(e.actor_email),
          ',"role":', coalesce(to_json(e.actor_role)::text, 'null'),
          '},"company":', coalesce(e.company::text, 'null'),
          ',"department":', coalesce(e.department::text, 'null'),
          ',"entity":{"type":', to_json(e.entity),
          ',"id":', coalesce(e.entity_id::text, 'null'),
          '},"action":', to_json(e.action),
          ',"before":', coalesce(e.before::text, 'null'),
          ',"after":', coalesce(e.after::text, 'null'),
          ',"reason":', coalesce(to_json(e.reason)::text, 'null'),
          ',"client_address":', coalesce(to_json(e.client_address)::text, 'null'),
          ',"request_id":', coalesce(to_json(e.request_id)::text, 'null'), '}'),
        ',' ORDER BY e.ordinality) FILTER (WHERE e.ordinality <= page_limit),
      '],"next_cursor":',
      CASE WHEN count(*) > page_limit
        THEN '"' || (max(e.id) FILTER (WHERE e.ordinality = page_limit))::text || '"' ELSE 'null' END,
      '}')
    FROM unnest(events) WITH ORDINALITY AS e
  );
END
$page$;
