-- The names of the records an event names by id (a department, a project, a company, a client, a
-- representative or a consultant), as they were when the event was written: a trail that shows
-- a person moved 'from Engineering to Design' says so after either is renamed or deleted. Keyed
-- 'field:id' ('department:12'); null when the event names none.
ALTER TABLE "audit_events" ADD COLUMN "names" jsonb;
--> statement-breakpoint
-- `p_ids`: the ids an event's fields name, by field ({"department": [3, 5], "project": [7]}).
CREATE FUNCTION audit_names(p_ids jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $names$
  SELECT jsonb_object_agg(f.key || ':' || v.id, n.name)
  FROM jsonb_each(p_ids) f
  CROSS JOIN LATERAL jsonb_array_elements_text(f.value) v(id)
  CROSS JOIN LATERAL (SELECT CASE f.key
      WHEN 'department' THEN (SELECT d.name FROM departments d WHERE d.id = v.id::int)
      WHEN 'project' THEN (SELECT p.name FROM projects p WHERE p.id = v.id::int)
      WHEN 'company' THEN (SELECT c.name FROM companies c WHERE c.id = v.id::int)
      WHEN 'client' THEN (SELECT c.name FROM clients c WHERE c.id = v.id::int)
      ELSE (SELECT nullif(trim(u.first_name || ' ' || u.last_name), '') FROM users u WHERE u.id = v.id::int)
    END AS name) n
  WHERE n.name IS NOT NULL
$names$;
--> statement-breakpoint
-- audit_events_page (migration 0019) with each event's names.
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
          ',"before":', coalesce(e.before::text, 'null'),
          ',"after":', coalesce(e.after::text, 'null'),
          ',"names":', coalesce(e.names::text, 'null'),
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
