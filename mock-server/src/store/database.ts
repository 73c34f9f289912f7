/**
 * The in-memory state: one Map per table plus the indexes every read path needs, kept up to date
 * by `apply`, the only way anything changes. Reads never scan the task table.
 */
import {
  SNAPSHOT_FORMAT,
  LATER_TABLES,
  TABLE_NAMES,
  type CompanyRecord,
  type DepartmentRecord,
  type DraftRecord,
  type LogRecord,
  type Op,
  type ProjectRecord,
  type SessionRecord,
  type SnapshotData,
  type TableName,
  type Tables,
  type TaskRecord,
  type UserRecord,
} from './records';
import { dayKeyOf } from '../time';

export interface Totals {
  /** minutes */
  minutes: number;
  count: number;
}

/** Records grouped by a numeric key (company, user...), each group in insertion order. */
class GroupIndex<R extends { id: number }> {
  private readonly groups = new Map<number, Map<number, R>>();

  add(key: number | null, rec: R): void {
    if (key === null) return;
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = new Map()));
    group.set(rec.id, rec);
  }

  remove(key: number | null, id: number): void {
    if (key === null) return;
    const group = this.groups.get(key);
    if (!group) return;
    group.delete(id);
    if (group.size === 0) this.groups.delete(key);
  }

  list(key: number): R[] {
    const group = this.groups.get(key);
    return group ? [...group.values()] : [];
  }

  count(key: number): number {
    return this.groups.get(key)?.size ?? 0;
  }
}

export class Database {
  /** Last id handed out; one sequence for every entity. */
  seq = 0;

  readonly users = new Map<number, UserRecord>();
  readonly companies = new Map<number, CompanyRecord>();
  readonly departments = new Map<number, DepartmentRecord>();
  readonly projects = new Map<number, ProjectRecord>();
  readonly tasks = new Map<number, TaskRecord>();
  readonly drafts = new Map<number, DraftRecord>();
  readonly logs = new Map<number, LogRecord>();
  readonly sessions = new Map<number, SessionRecord>();

  private readonly usersByEmail = new Map<string, UserRecord>();
  private readonly usersByCompany = new GroupIndex<UserRecord>();
  private readonly departmentsByCompany = new GroupIndex<DepartmentRecord>();
  private readonly projectsByCompany = new GroupIndex<ProjectRecord>();
  private readonly tasksByUser = new GroupIndex<TaskRecord>();
  private readonly draftsByUser = new GroupIndex<DraftRecord>();
  private readonly logsByCompany = new GroupIndex<LogRecord>();
  private readonly sessionsByUser = new GroupIndex<SessionRecord>();
  /** user id -> local day key (yyyymmdd) -> minutes and count of that day's tasks */
  private readonly dayTotals = new Map<number, Map<number, Totals>>();

  nextId(): number {
    this.seq += 1;
    return this.seq;
  }

  // ---- changes ------------------------------------------------------------------------------

  apply(op: Op): void {
    const table = this.table(op.table) as Map<number, Tables[TableName]>;
    const id = op.t === 'put' ? op.rec.id : op.id;
    const old = table.get(id);
    if (old) this.unindex(op.table, old);
    if (op.t === 'put') {
      table.set(id, op.rec);
      this.index(op.table, op.rec);
      if (id > this.seq) this.seq = id;
    } else {
      table.delete(id);
    }
  }

  private table<K extends TableName>(name: K): Map<number, Tables[K]> {
    return this[name] as unknown as Map<number, Tables[K]>;
  }

  private index(table: TableName, rec: Tables[TableName]): void {
    switch (table) {
      case 'users': {
        const user = rec as UserRecord;
        this.usersByEmail.set(user.email, user);
        this.usersByCompany.add(user.company, user);
        break;
      }
      case 'departments':
        this.departmentsByCompany.add((rec as DepartmentRecord).company, rec as DepartmentRecord);
        break;
      case 'projects':
        this.projectsByCompany.add((rec as ProjectRecord).company, rec as ProjectRecord);
        break;
      case 'tasks': {
        const task = rec as TaskRecord;
        this.tasksByUser.add(task.user, task);
        this.addToDay(task, 1);
        break;
      }
      case 'drafts':
        this.draftsByUser.add((rec as DraftRecord).user, rec as DraftRecord);
        break;
      case 'logs':
        this.logsByCompany.add((rec as LogRecord).company, rec as LogRecord);
        break;
      case 'sessions':
        this.sessionsByUser.add((rec as SessionRecord).user, rec as SessionRecord);
        break;
      case 'companies':
        break;
    }
  }

  private unindex(table: TableName, rec: Tables[TableName]): void {
    switch (table) {
      case 'users': {
        const user = rec as UserRecord;
        if (this.usersByEmail.get(user.email) === user) this.usersByEmail.delete(user.email);
        this.usersByCompany.remove(user.company, user.id);
        break;
      }
      case 'departments':
        this.departmentsByCompany.remove((rec as DepartmentRecord).company, rec.id);
        break;
      case 'projects':
        this.projectsByCompany.remove((rec as ProjectRecord).company, rec.id);
        break;
      case 'tasks': {
        const task = rec as TaskRecord;
        this.tasksByUser.remove(task.user, task.id);
        this.addToDay(task, -1);
        break;
      }
      case 'drafts':
        this.draftsByUser.remove((rec as DraftRecord).user, rec.id);
        break;
      case 'logs':
        this.logsByCompany.remove((rec as LogRecord).company, rec.id);
        break;
      case 'sessions':
        this.sessionsByUser.remove((rec as SessionRecord).user, rec.id);
        break;
      case 'companies':
        break;
    }
  }

  private addToDay(task: TaskRecord, sign: 1 | -1): void {
    const key = dayKeyOf(new Date(task.created_at));
    let days = this.dayTotals.get(task.user);
    if (!days) this.dayTotals.set(task.user, (days = new Map()));
    const totals = days.get(key) ?? { minutes: 0, count: 0 };
    const next = { minutes: totals.minutes + sign * task.duration, count: totals.count + sign };
    if (next.count <= 0) days.delete(key);
    else days.set(key, next);
    if (days.size === 0) this.dayTotals.delete(task.user);
  }

  // ---- reads --------------------------------------------------------------------------------

  userByEmail(email: string): UserRecord | undefined {
    return this.usersByEmail.get(email.trim().toLowerCase());
  }

  usersOfCompany(companyId: number): UserRecord[] {
    return this.usersByCompany.list(companyId);
  }

  departmentsOfCompany(companyId: number): DepartmentRecord[] {
    return this.departmentsByCompany.list(companyId);
  }

  /** Includes soft-deleted projects. */
  projectsOfCompany(companyId: number): ProjectRecord[] {
    return this.projectsByCompany.list(companyId);
  }

  tasksOfUser(userId: number): TaskRecord[] {
    return this.tasksByUser.list(userId);
  }

  taskCountOfUser(userId: number): number {
    return this.tasksByUser.count(userId);
  }

  draftsOfUser(userId: number): DraftRecord[] {
    return this.draftsByUser.list(userId);
  }

  /** In creation order (oldest first). */
  logsOfCompany(companyId: number): LogRecord[] {
    return this.logsByCompany.list(companyId);
  }

  sessionsOfUser(userId: number): SessionRecord[] {
    return this.sessionsByUser.list(userId);
  }

  dayTotalsOf(userId: number): ReadonlyMap<number, Totals> | undefined {
    return this.dayTotals.get(userId);
  }

  // ---- snapshot -----------------------------------------------------------------------------

  /** The whole state as snapshot text, one record a line, in pieces ready to be written. */
  serialize(journal: number, writtenAt: string): string[] {
    const chunks: string[] = [
      `{"format":${JSON.stringify(SNAPSHOT_FORMAT)},"version":1,"seq":${this.seq},"journal":${journal},"written_at":${JSON.stringify(writtenAt)}`,
    ];
    for (const name of TABLE_NAMES) {
      const lines: string[] = [];
      for (const rec of this.table(name).values()) lines.push(JSON.stringify(rec));
      chunks.push(`,\n${JSON.stringify(name)}:[${lines.length ? '\n' : ''}`);
      for (let i = 0; i < lines.length; i += 5000) chunks.push((i ? ',\n' : '') + lines.slice(i, i + 5000).join(',\n'));
      chunks.push(']');
    }
    chunks.push('\n}\n');
    return chunks;
  }

  /** Builds the state from parsed snapshot content; throws with a reason when it is not one. */
  static fromSnapshot(data: unknown): Database {
    if (!data || typeof data !== 'object') throw new Error('not a JSON object');
    const snap = data as Partial<SnapshotData>;
    if (snap.format !== SNAPSHOT_FORMAT) throw new Error(`"format" is not "${SNAPSHOT_FORMAT}"`);
    if (snap.version !== 1) throw new Error(`unsupported version ${String(snap.version)}`);
    if (!Number.isInteger(snap.seq) || !Number.isInteger(snap.journal)) throw new Error('"seq" or "journal" is missing');
    const db = new Database();
    for (const name of TABLE_NAMES) {
      const rows = snap[name] ?? (LATER_TABLES.includes(name) ? [] : undefined);
      if (!Array.isArray(rows)) throw new Error(`table "${name}" is missing`);
      for (const rec of rows) {
        if (!rec || typeof rec !== 'object' || !Number.isInteger((rec as { id?: unknown }).id)) {
          throw new Error(`a record of "${name}" has no numeric id`);
        }
        db.apply({ t: 'put', table: name, rec } as Op);
      }
    }
    db.seq = Math.max(db.seq, snap.seq as number);
    return db;
  }
}
