-- The live projects of a company have names unique whatever their case (an import picks a project
-- by its name). Older duplicates keep their tasks and get their id appended, cut to fit the
-- name's 100 characters; the first of each name keeps it.
UPDATE projects AS p SET name = left(p.name, 100 - char_length(' (' || p.id || ')')) || ' (' || p.id || ')'
WHERE p.deleted_at IS NULL AND EXISTS (
  SELECT 1 FROM projects AS q
  WHERE q.company = p.company AND q.deleted_at IS NULL AND lower(q.name) = lower(p.name) AND q.id < p.id
);
--> statement-breakpoint
CREATE UNIQUE INDEX projects_company_name_unique ON projects (company, lower(name)) WHERE deleted_at IS NULL;
