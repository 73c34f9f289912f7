/**
 * The embedded engine's disk guard admits every statement that only reads, whatever is left of the
 * disk: only statements that may write are weighed against the room for the write-ahead log.
 */
import { onlyReads } from '../src/db/diskGuard';

test.each([
  'select "id", "title", "updated_at", "deleted_at" from "tasks" where "tasks"."user" = $1',
  '  SELECT count(*) FROM users',
  'with t as (select * from tasks) select * from t',
  'select performance_rows($1::int, $2::int, $3::timestamptz, $4::text, $5::int[], $6::int[], $7::int) as list',
])('only reads: %s', (text) => expect(onlyReads(text)).toBe(true));

test.each([
  'insert into "tasks" ("title") values ($1) returning "id"',
  'update "users" set "contact" = $1 where "users"."id" = $2',
  'delete from "drafts" where "drafts"."id" = $1 returning *',
  'with m as (select 1) update daily_totals set minutes = 0 from m',
  'select "id" from "users" where "users"."id" in ($1, $2) for update',
  'select * from departments where id = $1 for share',
  "select nextval('entity_id_seq')::integer as id",
  'select task_totals($1::int, $2::timestamptz, $3::date, $4::int, $5::int, $6::int, $7::text, $8::int)',
  'select login_attempt(array[$1]::text[], array[$2]::int[], $3::int)',
  'select pg_advisory_xact_lock($1)',
  'begin',
  'commit',
])('may write: %s', (text) => expect(onlyReads(text)).toBe(false));
