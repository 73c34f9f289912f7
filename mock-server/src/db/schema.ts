/**
 * The tables as the query layer (Drizzle ORM) sees them. The schema itself is made by the SQL
 * migrations beside this file (constraints, indexes, the shared id sequence); this mirrors it, but
 * for the JSON texts that only the database's own statements read (users.person_json,
 * departments.name_json: migration 0006, for performance_rows; users.week_json and name_key,
 * departments.week_json: migration 0018, for the company's weeks), so that no record read here
 * carries them.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: integer('id').primaryKey(),
  email: text('email').notNull(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  contact: text('contact').notNull(),
  password_hash: text('password_hash').notNull(),
  is_active: boolean('is_active').notNull(),
  date_joined: at('date_joined').notNull(),
  role: text('role').notNull(),
  company: integer('company'),
  department: integer('department'),
});

export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  admin: integer('admin').notNull(),
  is_active: boolean('is_active').notNull(),
  created_at: at('created_at').notNull(),
  /** IANA zone of the company's days; null only until the server's start-up fills it */
  time_zone: text('time_zone'),
  /** ISO 4217 code of its rates and amounts (migration 0031) */
  currency: text('currency').notNull(),
  /** invoicing (migration 0032) */
  invoice_prefix: text('invoice_prefix').notNull(),
  invoice_next_number: integer('invoice_next_number').notNull(),
  tax_rate: integer('tax_rate').notNull(),
  address: text('address').notNull(),
  locale: text('locale').notNull(),
});

export const departments = pgTable('departments', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  admin: integer('admin').notNull(),
  company: integer('company').notNull(),
  created_at: at('created_at').notNull(),
});

export const projects = pgTable('projects', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  company: integer('company').notNull(),
  created_at: at('created_at').notNull(),
  deleted_at: at('deleted_at'),
  /** the client it is billed to (migration 0031) */
  client: integer('client'),
  billable: boolean('billable').notNull(),
  /** a budget in minutes or one in minor units of money, or none (migration 0035) */
  budget_minutes: integer('budget_minutes'),
  budget_amount: bigint('budget_amount', { mode: 'number' }),
});

const taskColumns = () => ({
  id: integer('id').primaryKey(),
  user: integer('user').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  duration: integer('duration').notNull(),
  project: integer('project'),
  created_at: at('created_at').notNull(),
  updated_at: at('updated_at'),
  /** the work day given ('yyyy-MM-dd'); null: `created_at`'s day in the company's time zone */
  worked_on: date('worked_on', { mode: 'string' }),
});

export const tasks = pgTable('tasks', {
  ...taskColumns(),
  /** the import id of a task made from a row of an imported file (migration 0016); null otherwise */
  import_id: text('import_id'),
  /** marked billable or not, whatever its project is (migration 0034); null: as its project */
  billable: boolean('billable'),
});

export const drafts = pgTable('drafts', {
  ...taskColumns(),
  published: boolean('published').notNull(),
  /** the task it was copied from ('Copy last week'; migration 0029) */
  copied_from: integer('copied_from'),
});

export const logs = pgTable('logs', {
  id: integer('id').primaryKey(),
  company: integer('company').notNull(),
  created_at: at('created_at').notNull(),
  email: text('email').notNull(),
  action: text('action').notNull(),
  /** the entry as GET /tasks_logs answers it, kept by the database (migration 0005) */
  entry_json: text('entry_json')
    .notNull()
    .generatedAlwaysAs(
      sql`'{"id":' || "id"::text || ',"created_at":' || iso_json("created_at") || ',"email":' || json_text("email") || ',"action":' || json_text("action") || '}'`,
    ),
});

export const sessions = pgTable('sessions', {
  id: integer('id').primaryKey(),
  user: integer('user').notNull(),
  refresh_jti: text('refresh_jti').notNull(),
  created_at: at('created_at').notNull(),
  expires_at: at('expires_at').notNull(),
  revoked_at: at('revoked_at'),
  /** the refresh token the last rotation replaced, and when (migration 0010) */
  previous_jti: text('previous_jti'),
  rotated_at: at('rotated_at'),
});

export const dailyTotals = pgTable(
  'daily_totals',
  {
    user: integer('user').notNull(),
    day: integer('day').notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
    task_count: integer('task_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user, t.day] })],
);

/** Per consultant and week (its Monday, yyyymmdd) in the company's zone: what the company's weeks read. */
export const weeklyTotals = pgTable(
  'weekly_totals',
  {
    user: integer('user').notNull(),
    week: integer('week').notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
    task_count: integer('task_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user, t.week] })],
);

export const monthlyTotals = pgTable(
  'monthly_totals',
  {
    user: integer('user').notNull(),
    month: integer('month').notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
    task_count: integer('task_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user, t.month] })],
);

/**
 * The money of a row of per-project totals: its billable minutes and its rated minutes (each
 * billable minute times the hourly rate of its day and level, summed; the amount is this over 60).
 */
const moneyTotals = {
  billable_minutes: bigint('billable_minutes', { mode: 'number' }).notNull().default(0),
  rated: bigint('rated', { mode: 'bigint' }).notNull().default(0n),
};

/** Per consultant, project (0: none) and day in the company's zone: what reports read. */
export const dailyProjectTotals = pgTable(
  'daily_project_totals',
  {
    user: integer('user').notNull(),
    project: integer('project').notNull(),
    day: integer('day').notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
    task_count: integer('task_count').notNull(),
    ...moneyTotals,
  },
  (t) => [primaryKey({ columns: [t.user, t.day, t.project] })],
);

/** The monthly roll-up of `daily_project_totals`: a year's report reads whole months from here. */
export const monthlyProjectTotals = pgTable(
  'monthly_project_totals',
  {
    user: integer('user').notNull(),
    project: integer('project').notNull(),
    month: integer('month').notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
    task_count: integer('task_count').notNull(),
    ...moneyTotals,
  },
  (t) => [primaryKey({ columns: [t.user, t.month, t.project] })],
);

/**
 * Per consultant: the periods (day, ISO week from Monday, month, all keys in the company's zone) of
 * their latest day with a task, and the totals of those periods and of the month before. What a
 * performance row reads (see Repo.performance).
 */
export const currentTotals = pgTable('current_totals', {
  user: integer('user').primaryKey(),
  day: integer('day').notNull(),
  week: integer('week').notNull(),
  month: integer('month').notNull(),
  day_minutes: bigint('day_minutes', { mode: 'number' }).notNull(),
  day_count: integer('day_count').notNull(),
  week_minutes: bigint('week_minutes', { mode: 'number' }).notNull(),
  week_count: integer('week_count').notNull(),
  month_minutes: bigint('month_minutes', { mode: 'number' }).notNull(),
  month_count: integer('month_count').notNull(),
  previous_minutes: bigint('previous_minutes', { mode: 'number' }).notNull(),
  previous_count: integer('previous_count').notNull(),
  /** the four figures as the API shows them, {"total_duration":..,"task_count":..}: generated by the database */
  day_json: text('day_json').notNull(),
  week_json: text('week_json').notNull(),
  month_json: text('month_json').notNull(),
  previous_json: text('previous_json').notNull(),
});

const departmentTotals = (name: string, period: 'day' | 'month') =>
  pgTable(name, {
    company: integer('company').notNull(),
    department: integer('department').notNull(),
    project: integer('project').notNull(),
    [period]: integer(period).notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
    task_count: integer('task_count').notNull(),
    ...moneyTotals,
    /** the part of the row's figures in approved weeks */
    approved_minutes: bigint('approved_minutes', { mode: 'number' }).notNull().default(0),
    approved_task_count: integer('approved_task_count').notNull().default(0),
    approved_billable_minutes: bigint('approved_billable_minutes', { mode: 'number' }).notNull().default(0),
    approved_rated: bigint('approved_rated', { mode: 'bigint' }).notNull().default(0n),
  } as const);

/** Per company, current department (0: none), project (0: none) and day: whole-company and department reports. */
export const departmentDailyTotals = departmentTotals('department_daily_totals', 'day');
/** Their monthly roll-up. */
export const departmentMonthlyTotals = departmentTotals('department_monthly_totals', 'month');

export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  window_ends: at('window_ends').notNull(),
});

export const schema = {
  users,
  companies,
  departments,
  projects,
  tasks,
  drafts,
  logs,
  sessions,
  dailyTotals,
  weeklyTotals,
  monthlyTotals,
  dailyProjectTotals,
  monthlyProjectTotals,
  currentTotals,
  departmentDailyTotals,
  departmentMonthlyTotals,
  loginFailures,
};
