/**
 * Reads, as records. A Repo is bound to the database or to one transaction (then it sees that
 * transaction's own writes). No read scans the task history: tasks are read per consultant
 * through an index, and performance rows come from the per-consultant current-period totals.
 */
import { and, asc, desc, eq, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { PerformanceRow, ReportGroupBy, Task, TaskLog } from '@app/contract';
import { splitRange } from '../time';
import type { Db } from './engine';
import type {
  JsonText,
  CompanyRecord,
  DepartmentRecord,
  DraftRecord,
  ProjectRecord,
  SessionRecord,
  TaskRecord,
  UserRecord,
} from './records';
import { companies, departments, drafts, projects, sessions, tasks, users } from './schema';

const iso = (d: Date): string => d.toISOString();
const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);
type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export const toUser = (r: Row<typeof users>): UserRecord => ({
  ...r,
  role: r.role as UserRecord['role'],
  date_joined: iso(r.date_joined),
});
const toDepartment = (r: Row<typeof departments>): DepartmentRecord => ({
  ...r,
  created_at: iso(r.created_at),
});
const toProject = (r: Row<typeof projects>): ProjectRecord => ({
  ...r,
  created_at: iso(r.created_at),
  deleted_at: isoOrNull(r.deleted_at),
});
const toTask = (r: Row<typeof tasks>): TaskRecord => ({
  ...r,
  created_at: iso(r.created_at),
  updated_at: isoOrNull(r.updated_at),
});
const toDraft = (r: Row<typeof drafts>): DraftRecord => ({
  ...r,
  created_at: iso(r.created_at),
  updated_at: isoOrNull(r.updated_at),
});
const toSession = (r: Row<typeof sessions>): SessionRecord => ({
  ...r,
  created_at: iso(r.created_at),
  expires_at: iso(r.expires_at),
  revoked_at: isoOrNull(r.revoked_at),
});

/** A task as listed: its project's name joined in (deleted projects keep their name on tasks). */
export type TaskRow = TaskRecord & { project_name: string | null };
export type DraftRow = DraftRecord & { project_name: string | null };

/** The fields of a company's or department's representative shown with it. */
export interface AdminFields {
  admin_email: string;
  admin_first_name: string;
  admin_last_name: string;
  admin_contact: string;
}

const adminColumns = {
  admin_email: sql<string>`coalesce(${users.email}, '')`,
  admin_first_name: sql<string>`coalesce(${users.first_name}, '')`,
  admin_last_name: sql<string>`coalesce(${users.last_name}, '')`,
  admin_contact: sql<string>`coalesce(${users.contact}, '')`,
};

const first = <T>(rows: T[]): T | undefined => rows[0];

/** How a write reads a record it depends on: locked until it commits (see `Repo.byId`). */
export interface ReadOptions {
  lock?: 'update' | 'share';
}

export class Repo {
  constructor(
    readonly q: Db,
    /** the zone of a company not yet given one (only between migration 0002 and the start-up that fills it) */
    readonly defaultTimeZone: string,
  ) {}

  private readonly toCompany = (r: Row<typeof companies>): CompanyRecord => ({
    ...r,
    created_at: iso(r.created_at),
    time_zone: r.time_zone ?? this.defaultTimeZone,
  });

  /**
   * A look-up by id in `table`, mapped to its record. Inside a write, `lock` reads the row FOR
   * UPDATE (or FOR SHARE: others may read-lock it too, nobody changes or deletes it): what the write
   * then checks of it stays true until it commits.
   */
  private byId<
    T extends
      | typeof users
      | typeof companies
      | typeof departments
      | typeof projects
      | typeof tasks
      | typeof drafts
      | typeof sessions,
    R,
  >(table: T, toRecord: (row: Row<T>) => R) {
    return async (id: number, { lock }: ReadOptions = {}): Promise<R | undefined> => {
      const query = this.q
        .select()
        .from(table as typeof users)
        .where(eq(table.id, id));
      const row = first((await (lock ? query.for(lock) : query)) as Row<T>[]);
      return row && toRecord(row);
    };
  }

  readonly users = { get: this.byId(users, toUser) };

  readonly companies = {
    get: this.byId(companies, this.toCompany),
    /** Every company with its representative's fields, in creation order. */
    allWithAdmins: async () =>
      (
        await this.q
          .select({ c: companies, a: adminColumns })
          .from(companies)
          .leftJoin(users, eq(users.id, companies.admin))
          .orderBy(asc(companies.id))
      ).map(({ c, a }) => ({ ...this.toCompany(c), ...a })),
  };

  readonly departments = { get: this.byId(departments, toDepartment) };
  readonly projects = { get: this.byId(projects, toProject) };
  readonly tasks = { get: this.byId(tasks, toTask) };
  readonly drafts = { get: this.byId(drafts, toDraft) };
  readonly sessions = { get: this.byId(sessions, toSession) };

  /** A session with its user and whether the user's company is active: what every request checks, in one query. */
  async sessionWithUser(
    sid: number,
  ): Promise<{ session: SessionRecord; user: UserRecord; companyActive: boolean | null } | undefined> {
    const row = first(
      await this.q
        .select({ s: sessions, u: users, companyActive: companies.is_active })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.user))
        .leftJoin(companies, eq(companies.id, users.company))
        .where(eq(sessions.id, sid)),
    );
    return row && { session: toSession(row.s), user: toUser(row.u), companyActive: row.companyActive };
  }

  async adminFields(adminId: number): Promise<AdminFields> {
    const row = first(await this.q.select(adminColumns).from(users).where(eq(users.id, adminId)));
    return row ?? { admin_email: '', admin_first_name: '', admin_last_name: '', admin_contact: '' };
  }

  async userByEmail(email: string): Promise<UserRecord | undefined> {
    const row = first(
      await this.q
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`),
    );
    return row && toUser(row);
  }

  /** People of a company, in creation order; `role` and `department` narrow it. */
  async usersOfCompany(
    companyId: number,
    filter: { role?: UserRecord['role']; department?: number } = {},
  ): Promise<UserRecord[]> {
    const rows = await this.q
      .select()
      .from(users)
      .where(
        and(
          eq(users.company, companyId),
          filter.role ? eq(users.role, filter.role) : undefined,
          filter.department !== undefined ? eq(users.department, filter.department) : undefined,
        ),
      )
      .orderBy(asc(users.id));
    return rows.map(toUser);
  }

  async departmentsOfCompany(companyId: number) {
    const rows = await this.q
      .select({ d: departments, a: adminColumns })
      .from(departments)
      .leftJoin(users, eq(users.id, departments.admin))
      .where(eq(departments.company, companyId))
      .orderBy(asc(departments.id));
    return rows.map(({ d, a }) => ({ ...toDepartment(d), ...a }));
  }

  /** Live projects (not deleted), in creation order. */
  async liveProjectsOfCompany(companyId: number): Promise<ProjectRecord[]> {
    const rows = await this.q
      .select()
      .from(projects)
      .where(and(eq(projects.company, companyId), isNull(projects.deleted_at)))
      .orderBy(asc(projects.id));
    return rows.map(toProject);
  }

  /**
   * A consultant's tasks, newest first, as the API's JSON text: built by the database in one row,
   * so a long list costs one value to decode instead of a row per task. Written out here rather
   * than with the functions json_text and iso_json of migration 0005 (the same JSON): calling a
   * SQL function that the planner does not inline costs more than the list itself.
   */
  async tasksOfUserJson(userId: number): Promise<JsonText<Task[]>> {
    return this.jsonArray(
      sql`concat('{"id":', t.id, ',"title":', to_json(t.title), ',"body":', to_json(t.body),
        ',"duration":', t.duration, ',"project":', coalesce(t.project::text, 'null'),
        ',"project_name":', coalesce(to_json(p.name)::text, 'null'),
        ',"created_at":"', to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        '","user":', t."user", '}')`,
      sql`order by t.created_at desc, t.id desc`,
      sql`from tasks t left join projects p on p.id = t.project where t."user" = ${userId}`,
    );
  }

  /** A company's task log, newest first, as the API's JSON text (each entry's kept with it, migration 0005). */
  async logsOfCompanyJson(companyId: number): Promise<JsonText<TaskLog[]>> {
    return this.jsonArray(
      sql`l.entry_json`,
      sql`order by l.id desc`,
      sql`from logs l where l.company = ${companyId}`,
    );
  }

  /**
   * A JSON array made by the database: the texts of `item` (one JSON object a row, written with
   * concat(): json_agg(json_build_object(...)) costs about twice as much in the embedded engine)
   * joined in `order`. The process sends the text as it is, without decoding or encoding a row.
   */
  private async jsonArray<T>(item: SQL, order: SQL, from: SQL): Promise<JsonText<T[]>> {
    const result = await this.q.execute(
      sql`select '[' || coalesce(string_agg(${item}, ',' ${order}), '') || ']' as list ${from}`,
    );
    return (result as unknown as { rows: { list: JsonText<T[]> }[] }).rows[0].list;
  }

  async taskWithProject(id: number): Promise<TaskRow | undefined> {
    const row = first(
      await this.q
        .select({ t: tasks, project_name: projects.name })
        .from(tasks)
        .leftJoin(projects, eq(projects.id, tasks.project))
        .where(eq(tasks.id, id)),
    );
    return row && { ...toTask(row.t), project_name: row.project_name };
  }

  /** Unpublished drafts, newest first. */
  async unpublishedDraftsOf(userId: number): Promise<DraftRow[]> {
    const rows = await this.q
      .select({ d: drafts, project_name: projects.name })
      .from(drafts)
      .leftJoin(projects, eq(projects.id, drafts.project))
      .where(and(eq(drafts.user, userId), not(drafts.published)))
      .orderBy(desc(drafts.created_at), desc(drafts.id));
    return rows.map(({ d, project_name }) => ({ ...toDraft(d), project_name }));
  }

  /**
   * For publishing, inside a write: the drafts `ids` (whoever's, published or not), or without ids
   * every unpublished draft of `userId`, in id order, each row locked FOR UPDATE until the write
   * ends. A draft another write is publishing is waited for, then read as that write left it.
   */
  async lockDraftsForPublishing(userId: number, ids?: readonly number[]): Promise<DraftRecord[]> {
    const rows = await this.q
      .select()
      .from(drafts)
      .where(ids ? inArray(drafts.id, [...ids]) : and(eq(drafts.user, userId), not(drafts.published)))
      .orderBy(asc(drafts.id))
      .for('update');
    return rows.map(toDraft);
  }

  async draftWithProject(id: number): Promise<DraftRow | undefined> {
    const row = first(
      await this.q
        .select({ d: drafts, project_name: projects.name })
        .from(drafts)
        .leftJoin(projects, eq(projects.id, drafts.project))
        .where(eq(drafts.id, id)),
    );
    return row && { ...toDraft(row.d), project_name: row.project_name };
  }

  /**
   * Performance rows of a company's consultants (or one department's) as the API's JSON text, in
   * the database's order (by name, ASCII case ignored, then id: migration 0006). The periods
   * (today, the ISO week from Monday, the calendar months) are those of `now` in the company's time
   * zone, the zone its totals are counted in. Each consultant's figures come from one row of
   * `current_totals` (the periods of their latest day with a task): a period key older than now's
   * counts 0, and last month's figures are this month's previous month. So the cost follows the
   * number of consultants, not the task history. Only a consultant with work after today (a clock
   * behind the data) is summed from the daily and monthly totals instead, at most 7 and 2 rows.
   */
  async performance(
    companyId: number,
    departmentId: number | null,
    now: Date,
  ): Promise<JsonText<PerformanceRow[]>> {
    // one text from the database (performance_rows, migrations 0004 and 0006: a concat() a row of
    // the JSON texts kept in users, departments and current_totals), passed on as it is
    const result = await this.q.execute(
      sql`select performance_rows(${companyId}::int, ${departmentId}::int, ${now}::timestamptz, ${this.defaultTimeZone}::text) as list`,
    );
    return (result as unknown as { rows: { list: JsonText<PerformanceRow[]> }[] }).rows[0].list;
  }

  /**
   * Sums of a report: minutes and tasks per group over the days `from`..`to` (day keys in the
   * company's zone, both counted) of the company's consultants, narrowed by the filters. Read from
   * the totals, never the tasks: whole months from the monthly roll-ups and only the days before
   * and after them from the daily ones (a grouping by day reads the daily ones). The per-project
   * tables are read only when the project matters (grouped or filtered by project).
   */
  async hoursReport(q: {
    company: number;
    from: number;
    to: number;
    groupBy: ReportGroupBy;
    department: number | null;
    project: number | null;
    consultant: number | null;
  }): Promise<{ key: number | null; name: string | null; minutes: number; task_count: number }[]> {
    if (q.consultant === null && q.groupBy !== 'consultant') return this.companyHours(q);
    const byProject = q.groupBy === 'project' || q.project !== null;
    const split = q.groupBy === 'day' ? { months: null, days: [[q.from, q.to]] } : splitRange(q.from, q.to);
    const daily = sql.identifier(byProject ? 'daily_project_totals' : 'daily_totals');
    const monthly = sql.identifier(byProject ? 'monthly_project_totals' : 'monthly_totals');
    const projectColumn = byProject ? sql`t.project` : sql`0`;
    const onlyProject = q.project === null ? sql`` : sql` and t.project = ${q.project}::int`;
    const parts = [];
    if (split.days.length)
      parts.push(sql`select ${projectColumn} as project, t.day, t.minutes, t.task_count from ${daily} t
        where t."user" = u.id and (${sql.join(
          split.days.map(([a, b]) => sql`t.day between ${a}::int and ${b}::int`),
          sql` or `,
        )})${onlyProject}`);
    if (split.months)
      parts.push(sql`select ${projectColumn} as project, 0 as day, t.minutes, t.task_count from ${monthly} t
        where t."user" = u.id and t.month between ${split.months[0]}::int and ${split.months[1]}::int${onlyProject}`);
    const key = {
      project: sql`nullif(x.project, 0)`,
      consultant: sql`u.id`,
      department: sql`u.department`,
      day: sql`x.day`,
    }[q.groupBy];
    const named = {
      project: sql`left join projects n on n.id = g.key`,
      consultant: sql`left join users n on n.id = g.key`,
      department: sql`left join departments n on n.id = g.key`,
      day: sql``,
    }[q.groupBy];
    const name = {
      project: sql`n.name`,
      consultant: sql`trim(n.first_name || ' ' || n.last_name)`,
      department: sql`n.name`,
      day: sql`null::text`,
    }[q.groupBy];
    const result = await this.q.execute(sql`
      select g.key, ${name} as name, g.minutes, g.task_count from (
        select ${key} as key, sum(x.minutes)::bigint as minutes, sum(x.task_count)::bigint as task_count
        from users u cross join lateral (${sql.join(parts, sql` union all `)}) x
        where u.company = ${q.company}::int and u.role = 'employee'
          ${q.department === null ? sql`` : sql`and u.department = ${q.department}::int`}
          ${q.consultant === null ? sql`` : sql`and u.id = ${q.consultant}::int`}
        group by 1 having sum(x.task_count) > 0
      ) g ${named}`);
    return (
      result as unknown as {
        rows: { key: number | string | null; name: string | null; minutes: string; task_count: string }[];
      }
    ).rows.map((r) => ({
      key: r.key === null ? null : Number(r.key),
      name: r.name,
      minutes: Number(r.minutes),
      task_count: Number(r.task_count),
    }));
  }

  /**
   * `hoursReport` of a whole company or department (no consultant involved): from the company's
   * per-department and per-project totals, a few rows per day or month whatever the number of
   * consultants.
   */
  private async companyHours(q: {
    company: number;
    from: number;
    to: number;
    groupBy: ReportGroupBy;
    department: number | null;
    project: number | null;
  }): Promise<{ key: number | null; name: string | null; minutes: number; task_count: number }[]> {
    const split = q.groupBy === 'day' ? { months: null, days: [[q.from, q.to]] } : splitRange(q.from, q.to);
    const only = sql`${q.department === null ? sql`` : sql` and t.department = ${q.department}::int`}${
      q.project === null ? sql`` : sql` and t.project = ${q.project}::int`
    }`;
    const parts = [];
    for (const [a, b] of split.days)
      parts.push(sql`select t.department, t.project, t.day, t.minutes, t.task_count from department_daily_totals t
        where t.company = ${q.company}::int and t.day between ${a}::int and ${b}::int${only}`);
    if (split.months)
      parts.push(sql`select t.department, t.project, 0 as day, t.minutes, t.task_count from department_monthly_totals t
        where t.company = ${q.company}::int and t.month between ${split.months[0]}::int and ${split.months[1]}::int${only}`);
    const key = {
      project: sql`nullif(x.project, 0)`,
      department: sql`nullif(x.department, 0)`,
      day: sql`x.day`,
      consultant: sql`null::int`,
    }[q.groupBy];
    const named = {
      project: sql`left join projects n on n.id = g.key`,
      department: sql`left join departments n on n.id = g.key`,
      day: sql``,
      consultant: sql``,
    }[q.groupBy];
    const result = await this.q.execute(sql`
      select g.key, ${q.groupBy === 'project' || q.groupBy === 'department' ? sql`n.name` : sql`null::text`} as name,
        g.minutes, g.task_count from (
        select ${key} as key, sum(x.minutes)::bigint as minutes, sum(x.task_count)::bigint as task_count
        from (${sql.join(parts, sql` union all `)}) x
        group by 1 having sum(x.task_count) > 0
      ) g ${named}`);
    return (
      result as unknown as {
        rows: { key: number | string | null; name: string | null; minutes: string; task_count: string }[];
      }
    ).rows.map((r) => ({
      key: r.key === null ? null : Number(r.key),
      name: r.name,
      minutes: Number(r.minutes),
      task_count: Number(r.task_count),
    }));
  }
}
