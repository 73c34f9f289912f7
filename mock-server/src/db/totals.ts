/**
 * The totals kept with every task: per consultant and day (with and without project), per week
 * and month, the current periods of each consultant, and per company, department and project. A
 * task's totals are queued by the write that inserts, changes or removes it (`countTask`,
 * `uncountTask`) and written last, right before the commit (`Tx.flushTotals`); a consultant's
 * totals move with them between departments (`moveConsultantTotals`); a company's are recounted
 * after a change of zone (`recomputeTotals`), their money after a change of a rate or project
 * (`recomputeMoney`), and a week's approved part moves with its approval (`countApproval`). Whatever reads or rebuilds totals inside a write
 * flushes the queue first.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from './engine';
import type { TaskRecord, UserRecord } from './records';
import { tasks, users } from './schema';

/** What of a task its totals depend on. */
export type TaskTotal = Pick<
  TaskRecord,
  'user' | 'created_at' | 'worked_on' | 'duration' | 'project' | 'billable'
>;

/** Totals to add (`sign` 1) or take away (-1): of `count` tasks, `task.duration` their minutes. */
export interface QueuedTotal {
  task: TaskTotal;
  sign: 1 | -1;
  count: number;
}

/** The write that the totals are kept in (a `Tx`). */
export interface TotalsTx {
  readonly q: Db;
  /** the zone of companies created without one, and of consultants without a company */
  readonly defaultTimeZone: string;
  queueTotals(task: TaskTotal, sign: 1 | -1): void;
  flushTotals(): Promise<void>;
}

/** Queues a new or changed task's totals, added when the write ends. */
export const countTask = (tx: TotalsTx, task: TaskTotal): void => tx.queueTotals(task, 1);

/**
 * Takes the stored version of task `id` out of its day's totals (when the write ends), its row
 * locked until the write ends; false when there is no such task.
 */
export async function uncountTask(tx: TotalsTx, id: number): Promise<boolean> {
  const [old] = await tx.q
    .select({
      user: tasks.user,
      created_at: tasks.created_at,
      worked_on: tasks.worked_on,
      duration: tasks.duration,
      project: tasks.project,
      billable: tasks.billable,
    })
    .from(tasks)
    .where(eq(tasks.id, id))
    .for('update');
  if (old) tx.queueTotals({ ...old, created_at: old.created_at.toISOString() }, -1);
  return old !== undefined;
}

/**
 * Adds (or takes away) `count` tasks of one consultant, day, project and billable mark,
 * `task.duration` being their minutes, in every total they count in (with their billable and rated
 * minutes), on their work day (or created_at's day in the company's zone): the statement calling
 * the function task_totals (migrations 0007, 0011, 0018, 0024, 0036).
 */
export const taskTotalStatement = (defaultTimeZone: string, { task, sign, count }: QueuedTotal): SQL =>
  sql`select task_totals(${task.user}::int, ${new Date(task.created_at)}::timestamptz, ${task.worked_on}::date,
    ${task.duration}::int, ${task.project}::int, ${task.billable ?? null}::boolean, ${sign}::int, ${defaultTimeZone}::text,
    ${count}::int)`;

/**
 * Queued totals as few: when every one is an addition (an import, or drafts published together),
 * those of one consultant, moment, work day, project and mark are summed into one (additions commute: the
 * totals after them are the same in any order), in the order their first was queued; a queue that
 * takes any away is kept as it is, in its order.
 */
export function summedTotals(queued: readonly QueuedTotal[]): QueuedTotal[] {
  if (queued.some((t) => t.sign < 0)) return [...queued];
  const sums = new Map<string, QueuedTotal>();
  for (const { task, count } of queued) {
    const key = `${task.user} ${task.created_at} ${task.worked_on} ${task.project} ${task.billable}`;
    const sum = sums.get(key);
    if (sum) {
      sum.task.duration += task.duration;
      sum.count += count;
    } else sums.set(key, { task: { ...task }, sign: 1, count });
  }
  return [...sums.values()];
}

/** Task totals one statement writes at most (see `writeTaskTotals`). */
const TOTALS_PER_STATEMENT = 1000;

/**
 * Many totals (an import's), as `taskTotalStatement` writes each, in the order given: one statement
 * (one round trip) per TOTALS_PER_STATEMENT of them.
 */
export async function writeTaskTotals(
  q: Db,
  defaultTimeZone: string,
  items: readonly QueuedTotal[],
): Promise<void> {
  for (let start = 0; start < items.length; start += TOTALS_PER_STATEMENT) {
    const chunk = items.slice(start, start + TOTALS_PER_STATEMENT).map(({ task, sign, count }) => ({
      u: task.user,
      c: task.created_at,
      w: task.worked_on,
      d: task.duration,
      p: task.project,
      b: task.billable,
      s: sign,
      n: count,
    }));
    await q.execute(sql`select task_totals((e.v->>'u')::int, (e.v->>'c')::timestamptz, (e.v->>'w')::date,
        (e.v->>'d')::int, (e.v->>'p')::int, (e.v->>'b')::boolean, (e.v->>'s')::int, ${defaultTimeZone}::text,
        (e.v->>'n')::int)
      from jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) with ordinality as e(v, n) order by e.n`);
  }
}

/** What the department totals keep of each department, project and day or month. */
const DEPARTMENT_COLUMNS = [
  'minutes',
  'task_count',
  'billable_minutes',
  'rated',
  'approved_minutes',
  'approved_task_count',
  'approved_billable_minutes',
  'approved_rated',
] as const;

/**
 * A person's totals follow them in the company and department totals when their company or
 * department changes (`changes`: the fields left out stay) or they are removed (`changes` null):
 * taken from where they were, added where they are now. Only consultants have any.
 */
export async function moveConsultantTotals(
  tx: TotalsTx,
  userId: number,
  changes: Partial<Pick<UserRecord, 'company' | 'department'>> | null,
): Promise<void> {
  await tx.flushTotals();
  // the person's row first, as a task write does (it reads it FOR SHARE): no deadlock between them
  const [old] = await tx.q
    .select({ company: users.company, department: users.department })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!old) return;
  const to = changes && { ...old, ...changes };
  const same = to && to.company === old.company && to.department === old.department;
  if (same || (old.company === null && to?.company == null)) return;
  // then the companies' rows, as a task write holds them: a recount of their money waits for this
  const companies = [old.company, to?.company].filter((id): id is number => id != null);
  await tx.q.execute(
    sql`select 1 from companies where id in (${sql.join(
      companies.map((id) => sql`${id}::int`),
      sql`, `,
    )}) order by id for share`,
  );
  // her rows per project and day or month, with the part of each in approved weeks
  const columns = sql.raw(DEPARTMENT_COLUMNS.join(', '));
  for (const [table, key, period] of [
    ['department_daily_totals', 'day', sql`t.day`],
    ['department_monthly_totals', 'month', sql`t.day / 100`],
  ] as const) {
    const t = sql.identifier(table);
    const k = sql.identifier(key);
    const mine = sql`select t.project, ${period} as period, sum(t.minutes) as minutes,
        sum(t.task_count) as task_count, sum(t.billable_minutes) as billable_minutes, sum(t.rated) as rated,
        sum(a.approved * t.minutes) as approved_minutes, sum(a.approved * t.task_count) as approved_task_count,
        sum(a.approved * t.billable_minutes) as approved_billable_minutes, sum(a.approved * t.rated) as approved_rated
      from daily_project_totals t
      cross join lateral (select case when exists (select 1 from week_states w where w."user" = t."user"
        and w.status = 'approved' and w.week_start = date_trunc('week', to_date(t.day::text, 'YYYYMMDD'))::date)
        then 1 else 0 end as approved) a
      where t."user" = ${userId}::int group by 1, 2`;
    if (old.company !== null)
      await tx.q.execute(sql`with m as (${mine})
        update ${t} set ${sql.join(
          DEPARTMENT_COLUMNS.map(
            (c) => sql`${sql.identifier(c)} = ${t}.${sql.identifier(c)} - m.${sql.identifier(c)}`,
          ),
          sql`, `,
        )}
        from m where ${t}.company = ${old.company}::int and ${t}.department = ${old.department ?? 0}::int
          and ${t}.project = m.project and ${t}.${k} = m.period`);
    if (to?.company != null)
      await tx.q.execute(sql`insert into ${t} (company, department, project, ${k}, ${columns})
        select ${to.company}::int, ${to.department ?? 0}::int, project, period, ${columns} from (${mine}) m
        on conflict (company, ${k}, department, project) do update
        set ${sql.join(
          DEPARTMENT_COLUMNS.map(
            (c) => sql`${sql.identifier(c)} = ${t}.${sql.identifier(c)} + excluded.${sql.identifier(c)}`,
          ),
          sql`, `,
        )}`);
  }
}

/**
 * Recomputes every total of the consultants of `companyIds` from their tasks, on their work days
 * or else in each company's zone: after a change of zone, and once for companies that had none (see `Store.open`). Reads
 * those companies' tasks once; the totals of everybody else are left alone. The current-periods
 * rows are rebuilt from the new daily totals (their latest day with a task).
 */
export async function recomputeTotals(tx: TotalsTx, companyIds: number[]): Promise<void> {
  if (companyIds.length === 0) return;
  await tx.flushTotals();
  const ids = sql.raw(companyIds.map((id) => Math.trunc(id)).join(','));
  const people = sql`(select id from users where company in (${ids}))`;
  for (const table of [
    'daily_totals',
    'weekly_totals',
    'monthly_totals',
    'daily_project_totals',
    'monthly_project_totals',
  ])
    await tx.q.execute(sql`delete from ${sql.identifier(table)} where "user" in ${people}`);
  for (const table of ['department_daily_totals', 'department_monthly_totals'])
    await tx.q.execute(sql`delete from ${sql.identifier(table)} where company in (${ids})`);
  await tx.q.execute(sql`
    insert into daily_project_totals ("user", project, day, minutes, task_count)
    select t."user", coalesce(t.project, 0),
      to_char(coalesce(t.worked_on, (t.created_at at time zone coalesce(c.time_zone, ${tx.defaultTimeZone}))::date),
        'YYYYMMDD')::int,
      sum(t.duration), count(*)
    from tasks t join users u on u.id = t."user" join companies c on c.id = u.company
    where u.company in (${ids}) group by 1, 2, 3`);
  await tx.q.execute(sql`
    insert into daily_totals ("user", day, minutes, task_count)
    select "user", day, sum(minutes), sum(task_count) from daily_project_totals where "user" in ${people} group by 1, 2`);
  await tx.q.execute(sql`
    insert into weekly_totals ("user", week, minutes, task_count)
    select "user", to_char(date_trunc('week', to_date(day::text, 'YYYYMMDD')), 'YYYYMMDD')::int, sum(minutes), sum(task_count)
    from daily_totals where "user" in ${people} group by 1, 2`);
  await tx.q.execute(sql`
    insert into monthly_project_totals ("user", project, month, minutes, task_count)
    select "user", project, day / 100, sum(minutes), sum(task_count) from daily_project_totals where "user" in ${people} group by 1, 2, 3`);
  await tx.q.execute(sql`
    insert into monthly_totals ("user", month, minutes, task_count)
    select "user", day / 100, sum(minutes), sum(task_count) from daily_totals where "user" in ${people} group by 1, 2`);
  await tx.q.execute(sql`delete from current_totals where "user" in ${people}`);
  await tx.q.execute(sql`
    insert into current_totals ("user", day)
    select "user", max(day) from daily_totals
    where "user" in ${people} and task_count > 0 group by 1`);
  await recountCurrent(tx, sql`in ${people}`);
  await tx.q.execute(sql`
    insert into department_daily_totals (company, department, project, day, minutes, task_count)
    select u.company, coalesce(u.department, 0), t.project, t.day, sum(t.minutes), sum(t.task_count)
    from daily_project_totals t join users u on u.id = t."user" where u.company in (${ids}) group by 1, 2, 3, 4`);
  await tx.q.execute(sql`
    insert into department_monthly_totals (company, department, project, month, minutes, task_count)
    select company, department, project, day / 100, sum(minutes), sum(task_count)
    from department_daily_totals where company in (${ids}) group by 1, 2, 3, 4`);
  for (const id of companyIds) await recomputeMoney(tx, id, 0, {}, true);
}

/** What a recount of money is narrowed to: one consultant, one project or a client's projects (none: all). */
export interface MoneyPlace {
  user?: number | null;
  project?: number | null;
  client?: number | null;
}

/**
 * Sets the money of `companyId`'s totals (and their approved part) again, for the days from day key
 * `from` on and `place`: their rated minutes from the rates, and first their billable minutes from
 * the tasks when `billable` (a project's billable flag changed, or all is recounted). After a rate
 * of that place from that day is set or deleted, or a project's client or billable flag changes
 * (the function recompute_money, migration 0036, which holds the company's row FOR UPDATE until the
 * write ends).
 */
export async function recomputeMoney(
  tx: TotalsTx,
  companyId: number,
  from: number,
  place: MoneyPlace = {},
  billable = false,
): Promise<void> {
  await tx.flushTotals();
  await tx.q.execute(sql`select recompute_money(${companyId}::int, ${from}::int, ${place.user ?? null}::int,
    ${place.project ?? null}::int, ${place.client ?? null}::int, ${billable}::boolean, ${tx.defaultTimeZone}::text)`);
}

/**
 * Moves `userId`'s week from Monday `weekStart` into the approved part of her department's totals
 * (`sign` 1, as it is approved) or out of it (-1, as it is reopened): the function
 * week_approval_totals (migration 0036).
 */
export async function countApproval(
  tx: TotalsTx,
  userId: number,
  weekStart: string,
  sign: 1 | -1,
): Promise<void> {
  await tx.flushTotals();
  await tx.q.execute(sql`select week_approval_totals(${userId}::int, ${weekStart}::date, ${sign}::int)`);
}

/** Recounts the periods of the current-periods rows of the consultants `who` (an SQL condition on the id) from their totals. */
async function recountCurrent(tx: TotalsTx, who: SQL): Promise<void> {
  await tx.q.execute(sql`update current_totals c set week = x.week, month = x.month,
      day_minutes = x.day_minutes, day_count = x.day_count, week_minutes = x.week_minutes, week_count = x.week_count,
      month_minutes = x.month_minutes, month_count = x.month_count,
      previous_minutes = x.previous_minutes, previous_count = x.previous_count
    from (
      select a."user", k.week, a.day / 100 as month,
        coalesce(dd.minutes, 0) as day_minutes, coalesce(dd.task_count, 0) as day_count,
        coalesce(w.minutes, 0) as week_minutes, coalesce(w.task_count, 0) as week_count,
        coalesce(m.minutes, 0) as month_minutes, coalesce(m.task_count, 0) as month_count,
        coalesce(pm.minutes, 0) as previous_minutes, coalesce(pm.task_count, 0) as previous_count
      from current_totals a
      cross join lateral (select to_date(a.day::text, 'YYYYMMDD')::timestamp as d) d0
      cross join lateral (
        select to_char(date_trunc('week', d0.d), 'YYYYMMDD')::int as week,
          to_char(date_trunc('week', d0.d) + interval '6 days', 'YYYYMMDD')::int as week_to,
          to_char(d0.d - interval '1 month', 'YYYYMM')::int as previous
      ) k
      left join daily_totals dd on dd."user" = a."user" and dd.day = a.day
      left join lateral (
        select sum(t.minutes) as minutes, sum(t.task_count) as task_count from daily_totals t
        where t."user" = a."user" and t.day between k.week and k.week_to
      ) w on true
      left join monthly_totals m on m."user" = a."user" and m.month = a.day / 100
      left join monthly_totals pm on pm."user" = a."user" and pm.month = k.previous
      where a."user" ${who}
    ) x
    where c."user" = x."user"`);
}
