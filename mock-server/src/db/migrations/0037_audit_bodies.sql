-- A task's or draft's body in an audit event is kept as text beside the event's other fields, not
-- inside its jsonb: taken from the row just written it is then the row's stored text copied as it
-- is, instead of a JSON value built from the whole body (and compressed again) inside the write's
-- transaction. Readers see one side as before: its fields with the body among them (audit_side).
-- Events written before keep their body inside the jsonb, and read the same.
ALTER TABLE "audit_events" ADD COLUMN "before_body" text, ADD COLUMN "after_body" text;
--> statement-breakpoint
-- One side of an event as the API shows it: its fields, with its body when it keeps one apart.
CREATE FUNCTION audit_side(fields jsonb, body text) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $side$
  SELECT CASE WHEN body IS NULL THEN fields
    ELSE coalesce(fields, '{}'::jsonb) || jsonb_build_object('body', body) END
$side$;
--> statement-breakpoint
-- audit_events_page (migrations 0019, 0033) with each side's body.
CREATE OR REPLACE FUNCTION audit_events_page(events audit_events[], page_limit integer) RETURNS text
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
          ',"before":', coalesce(audit_side(e.before, e.before_body)::text, 'null'),
          ',"after":', coalesce(audit_side(e.after, e.after_body)::text, 'null'),
          ',"names":', audit_event_names(e.company, e.id, e.entity, e.entity_id, e.before, e.after)::text,
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
