-- The names an event shows, as they were when it was written: the records its fields name by id
-- (department, project, client, company; user and admin are people) and the record it is about,
-- read from the trail itself when the page is read (nothing more is written per event). A record's
-- name then is the one the latest event about it up to this one gave it (its creation or a rename),
-- else the one the first rename after it took away (a record created before the trail began), else
-- its name now (a record the trail never named); a record deleted since keeps the name it had.
--
-- Field `p_field` of record `p_id` (events of `p_entity` filed under company `p_company`) as event
-- `p_event` saw it, by the trail alone: the value the latest event up to it set, else the value
-- the first event after it replaced; null when no event sets or replaces it.
CREATE FUNCTION audit_field_then(p_company integer, p_entity text, p_id integer, p_event bigint, p_field text)
RETURNS text LANGUAGE sql STABLE AS $field$
  SELECT coalesce(
    (SELECT h.after->>p_field FROM audit_events h
      WHERE h.company = p_company AND h.entity = p_entity AND h.entity_id = p_id AND h.id <= p_event
        AND h.after ? p_field ORDER BY h.id DESC LIMIT 1),
    (SELECT h.before->>p_field FROM audit_events h
      WHERE h.company = p_company AND h.entity = p_entity AND h.entity_id = p_id AND h.id > p_event
        AND h.before ? p_field ORDER BY h.id LIMIT 1))
$field$;
--> statement-breakpoint
-- The name of record `p_id` of kind `p_kind` (person, department, project, client, company) as
-- event `p_event` of company `p_company` saw it; null when neither the trail nor the tables know it.
CREATE FUNCTION audit_name_then(p_company integer, p_kind text, p_id integer, p_event bigint) RETURNS text
LANGUAGE sql STABLE AS $then$
  SELECT CASE p_kind
    WHEN 'person' THEN nullif(trim(concat(
      coalesce(audit_field_then(p_company, 'person', p_id, p_event, 'first_name'),
        (SELECT u.first_name FROM users u WHERE u.id = p_id)),
      ' ',
      coalesce(audit_field_then(p_company, 'person', p_id, p_event, 'last_name'),
        (SELECT u.last_name FROM users u WHERE u.id = p_id)))), '')
    ELSE coalesce(
      -- a company's own events are filed under it
      audit_field_then(CASE p_kind WHEN 'company' THEN p_id ELSE p_company END, p_kind, p_id, p_event, 'name'),
      CASE p_kind
        WHEN 'department' THEN (SELECT d.name FROM departments d WHERE d.id = p_id)
        WHEN 'project' THEN (SELECT p.name FROM projects p WHERE p.id = p_id)
        WHEN 'client' THEN (SELECT c.name FROM clients c WHERE c.id = p_id)
        WHEN 'company' THEN (SELECT c.name FROM companies c WHERE c.id = p_id)
      END)
  END
$then$;
--> statement-breakpoint
-- An event's names, keyed 'kind:id' ('department:12', 'person:7'): those of the records its
-- before and after name by id and of the record it is about; {} when it names none.
CREATE FUNCTION audit_event_names(p_company integer, p_event bigint, p_entity text, p_entity_id integer,
  p_before jsonb, p_after jsonb) RETURNS jsonb
LANGUAGE sql STABLE AS $names$
  SELECT coalesce(jsonb_object_agg(r.kind || ':' || r.id, r.name) FILTER (WHERE r.name IS NOT NULL), '{}')
  FROM (
    SELECT k.kind, k.id, audit_name_then(p_company, k.kind, k.id, p_event) AS name
    FROM (
      SELECT DISTINCT CASE WHEN f.key IN ('user', 'admin') THEN 'person' ELSE f.key END AS kind,
        (f.value #>> '{}')::integer AS id
      FROM (SELECT * FROM jsonb_each(coalesce(p_before, '{}')) UNION ALL SELECT * FROM jsonb_each(coalesce(p_after, '{}'))) f
      WHERE f.key IN ('department', 'project', 'client', 'company', 'user', 'admin')
        AND jsonb_typeof(f.value) = 'number' AND f.value::text ~ '^[1-9][0-9]{0,8}$'
      UNION
      SELECT p_entity, p_entity_id
      WHERE p_entity IN ('person', 'department', 'project', 'client', 'company') AND p_entity_id IS NOT NULL
    ) k
  ) r
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
