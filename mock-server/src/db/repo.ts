/**
 * Reads, as records. A Repo is bound to the database or to one transaction (then it sees that
 * transaction's own writes). It reads records by id, people by email or company, and sessions;
 * each resource's own queries (in its folder) read through its `q` with the row mappers and
 * `jsonArray` of this module.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
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
export type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

const toUser = (r: Row<typeof users>): UserRecord => ({
  ...r,
  role: r.role as UserRecord['role'],
  date_joined: iso(r.date_joined),
});
export const toDepartment = (r: Row<typeof departments>): DepartmentRecord => ({
  ...r,
  created_at: iso(r.created_at),
});
export const toProject = (r: Row<typeof projects>): ProjectRecord => ({
  ...r,
  created_at: iso(r.created_at),
  deleted_at: isoOrNull(r.deleted_at),
});
const toTask = (r: Row<typeof tasks>): TaskRecord => ({
  ...r,
  created_at: iso(r.created_at),
  updated_at: isoOrNull(r.updated_at),
});
export const toDraft = (r: Row<typeof drafts>): DraftRecord => ({
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

/** The fields of a company's or department's representative shown with it. */
/** A session with its account, as every authenticated request reads it (Repo.sessionWithUser). */
export interface SessionWithUser {
  session: SessionRecord;
  user: UserRecord;
  /** null without a company */
  companyActive: boolean | null;
  /** null without a company */
  companyTimeZone: string | null;
}

export interface AdminFields {
  admin_email: string;
  admin_first_name: string;
  admin_last_name: string;
  admin_contact: string;
}

/** The representative's fields of a company or department as read with it. */
export const adminFieldsOf = (rec: AdminFields): AdminFields => ({
  admin_email: rec.admin_email,
  admin_first_name: rec.admin_first_name,
  admin_last_name: rec.admin_last_name,
  admin_contact: rec.admin_contact,
});

export const adminColumns = {
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

  /** A company's row as its record. */
  readonly toCompany = (r: Row<typeof companies>): CompanyRecord => ({
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

  readonly companies = { get: this.byId(companies, this.toCompany) };
  readonly departments = { get: this.byId(departments, toDepartment) };
  readonly projects = { get: this.byId(projects, toProject) };
  readonly tasks = { get: this.byId(tasks, toTask) };
  readonly drafts = { get: this.byId(drafts, toDraft) };
  readonly sessions = { get: this.byId(sessions, toSession) };

  /**
   * The session `sid` with its account, whether the account's company is active and the company's
   * time zone (the server's when it has none): the database's session_with_user (migrations 0021,
   * 0023), on every authenticated request.
   */
  async sessionWithUser(sid: number): Promise<SessionWithUser | undefined> {
    const [row] = rowsOf<{ found: string | null }>(
      await this.q.execute(sql`select session_with_user(${sid}::int) as found`),
    );
    if (row.found === null) return undefined;
    const found = JSON.parse(row.found) as SessionWithUser;
    if (found.user.company !== null) found.companyTimeZone ??= this.defaultTimeZone;
    return found;
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

  /** People of a company, in creation order; `role` and `department` narrow it; `lock` as `byId`'s. */
  async usersOfCompany(
    companyId: number,
    filter: { role?: UserRecord['role']; department?: number } = {},
    { lock }: ReadOptions = {},
  ): Promise<UserRecord[]> {
    const query = this.q
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
    return ((await (lock ? query.for(lock) : query)) as Row<typeof users>[]).map(toUser);
  }
}

/** The rows of a raw statement's result. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A JSON array made by the database: the texts of `item` (one JSON object a row, written with
 * concat(): json_agg(json_build_object(...)) costs about twice as much in the embedded engine)
 * joined in `order`. The process sends the text as it is, without decoding or encoding a row.
 */
export async function jsonArray<T>(q: Db, item: SQL, order: SQL, from: SQL): Promise<JsonText<T[]>> {
  const result = await q.execute(
    sql`select '[' || coalesce(string_agg(${item}, ',' ${order}), '') || ']' as list ${from}`,
  );
  return rowsOf<{ list: JsonText<T[]> }>(result)[0].list;
}
