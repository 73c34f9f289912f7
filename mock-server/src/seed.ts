/**
 * Start-up data for a new database. SEED=demo: the five allow-listed accounts (one per role), the
 * demo company "Northwind Consulting" with departments, projects, consultants, tasks spread over
 * today / this week / this month / last month (relative to the seeding date) plus plain-text tasks
 * from before 2025-02-23, drafts and task-log entries; and a second company "Globex Advisory" to
 * show isolation. SEED=empty: only the platform admin, so someone can sign in and create the rest.
 * Ids come from the global sequence: find records by the names and emails exported here.
 */
import type { Role } from '@app/contract';
import { COMPANY_MONEY_DEFAULTS } from '@app/contract/money';
import { hashPassword } from './auth/passwords';
import type { SeedName } from './config';
import type { ProjectRecord, UserRecord } from './db/records';
import type { Tx } from './db/store';
import { insertDraft } from './drafts';
import { addDays, startOfDay, startOfIsoWeek } from './kernel/time';
import { insertPerson } from './people';
import { insertTask, type TaskFields } from './tasks';

export const SEED_PASSWORD = 'Demo#2025';

interface Person {
  email: string;
  first_name: string;
  last_name: string;
  contact: string;
}

/** The five allow-listed accounts. */
export const SEED_ACCOUNTS = {
  admin: {
    email: 'admin@example.com',
    first_name: 'Ada',
    last_name: 'Admin',
    contact: '+1 555 0100',
    role: 'admin',
  },
  representative: {
    email: 'representative@example.com',
    first_name: 'Rita',
    last_name: 'Representative',
    contact: '+1 555 0101',
    role: 'company_admin',
  },
  departmentLead: {
    email: 'department.lead@example.com',
    first_name: 'Dan',
    last_name: 'Lead',
    contact: '+1 555 0102',
    role: 'department_admin',
  },
  board: {
    email: 'board@example.com',
    first_name: 'Bob',
    last_name: 'Board',
    contact: '+1 555 0103',
    role: 'company_member',
  },
  consultant: {
    email: 'consultant@example.com',
    first_name: 'Cora',
    last_name: 'Consultant',
    contact: '+1 555 0104',
    role: 'employee',
  },
} as const satisfies Record<string, Person & { role: Role }>;

export const NORTHWIND = {
  name: 'Northwind Consulting',
  departments: { engineering: 'Engineering', design: 'Design', operations: 'Operations' },
  projects: ['Website Revamp', 'Mobile App', 'Data Platform', 'Internal Tools', 'Client Onboarding'],
  /** Leads of the non-Engineering departments (Engineering is led by SEED_ACCOUNTS.departmentLead). */
  leads: {
    design: {
      email: 'design.lead@northwind.example',
      first_name: 'Dora',
      last_name: 'Designlead',
      contact: '+1 555 0110',
    },
    operations: {
      email: 'operations.lead@northwind.example',
      first_name: 'Otto',
      last_name: 'Opslead',
      contact: '+1 555 0111',
    },
  },
  /** Consultants besides Cora (SEED_ACCOUNTS.consultant, in Engineering). */
  consultants: [
    {
      email: 'evan.engineer@northwind.example',
      first_name: 'Evan',
      last_name: 'Engineer',
      contact: '+1 555 0120',
      department: 'engineering',
    },
    {
      email: 'emma.coder@northwind.example',
      first_name: 'Emma',
      last_name: 'Coder',
      contact: '+1 555 0121',
      department: 'engineering',
    },
    {
      email: 'diego.designer@northwind.example',
      first_name: 'Diego',
      last_name: 'Designer',
      contact: '+1 555 0122',
      department: 'design',
    },
    {
      email: 'daisy.sketch@northwind.example',
      first_name: 'Daisy',
      last_name: 'Sketch',
      contact: '+1 555 0123',
      department: 'design',
    },
    {
      email: 'omar.operator@northwind.example',
      first_name: 'Omar',
      last_name: 'Operator',
      contact: '+1 555 0124',
      department: 'operations',
    },
    {
      email: 'olga.planner@northwind.example',
      first_name: 'Olga',
      last_name: 'Planner',
      contact: '+1 555 0125',
      department: 'operations',
    },
    {
      email: 'oscar.support@northwind.example',
      first_name: 'Oscar',
      last_name: 'Support',
      contact: '+1 555 0126',
      department: 'operations',
    },
  ],
  draftTitles: ['Sprint retro notes', 'Prepare client demo'],
} as const;

export const GLOBEX = {
  name: 'Globex Advisory',
  admin: {
    email: 'globex.admin@globex.example',
    first_name: 'Gary',
    last_name: 'Globex',
    contact: '+44 20 7946 0000',
  },
  departmentLead: {
    email: 'research.lead@globex.example',
    first_name: 'Rhea',
    last_name: 'Research',
    contact: '+44 20 7946 0001',
  },
  department: 'Research',
  project: 'Market Study',
  consultant: {
    email: 'gina.consultant@globex.example',
    first_name: 'Gina',
    last_name: 'Globex',
    contact: '+44 20 7946 0002',
  },
} as const;

/** Tasks created before this date have plain-text bodies. */
const RICH_TEXT_SINCE = new Date(2025, 1, 23);

const TITLES = [
  'API design review',
  'Sprint planning',
  'Client workshop',
  'Bug triage',
  'Wireframes for onboarding',
  'Database migration',
  'Code review',
  'Release preparation',
  'Stakeholder sync',
  'Accessibility audit',
  'Performance tuning',
  'Documentation update',
];

const richBody = (title: string, project: string | null, n: number): string =>
  [
    `<p>Reviewed the <strong>API</strong> design</p>`,
    `<p>${title} for <em>${project ?? 'internal work'}</em>.</p><ol><li data-list="bullet">prepared notes</li><li data-list="bullet">shared the outcome</li></ol>`,
    `<h2>${title}</h2><p>Details in <a href="https://example.com/wiki" rel="noopener noreferrer" target="_blank">the wiki</a>.</p>`,
    `<p><span style="color: rgb(230, 0, 0);">Blocked</span> on access, then finished <u>${title.toLowerCase()}</u>.</p>`,
  ][n % 4];

const plainBody = (title: string, n: number): string =>
  [
    `${title}.\n- collected the numbers\n- wrote the summary`,
    `Worked on ${title.toLowerCase()} with the team. Notes: https://example.com/notes`,
    `${title}: done.`,
  ][n % 3];

/** Small deterministic PRNG (mulberry32) so a seed is reproducible for a given date. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Dates of seeded tasks relative to `now`: today, earlier this week, earlier this month, last month, older. */
function taskDates(now: Date, rnd: () => number): Date[] {
  const today = startOfDay(now);
  const at = (day: Date, fromHour = 8, toHour = 18) =>
    new Date(day.getTime() + (fromHour + rnd() * (toHour - fromHour)) * 3600_000);
  const dates: Date[] = [];
  // today: strictly between midnight and now
  for (const f of [0.35, 0.7]) dates.push(new Date(today.getTime() + (now.getTime() - today.getTime()) * f));
  // this week before today
  for (let d = startOfIsoWeek(now); d < today; d = addDays(d, 1)) dates.push(at(d));
  // this month before this week
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const weekStart = startOfIsoWeek(now);
  const spanDays = Math.round((weekStart.getTime() - monthStart.getTime()) / 86_400_000);
  for (let i = 0; i < 3 && spanDays > 0; i += 1)
    dates.push(at(addDays(monthStart, Math.floor(rnd() * spanDays))));
  // previous month and the one before
  for (const [back, count] of [
    [1, 4],
    [2, 2],
  ] as const) {
    const first = new Date(now.getFullYear(), now.getMonth() - back, 1);
    const days = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
    for (let i = 0; i < count; i += 1) dates.push(at(addDays(first, Math.floor(rnd() * days))));
  }
  // plain-text era
  for (const [m, d] of [
    [0, 14],
    [1, 3],
    [1, 20],
  ] as const)
    dates.push(at(new Date(2025, m, d)));
  return dates.filter((d) => d <= now);
}

interface PlannedTask {
  owner: UserRecord;
  fields: TaskFields;
  at: Date;
}

function planTasks(
  owner: UserRecord,
  projects: { id: number; name: string }[],
  now: Date,
  rnd: () => number,
): PlannedTask[] {
  return taskDates(now, rnd).map((at, n) => {
    const title = TITLES[Math.floor(rnd() * TITLES.length)];
    const project = rnd() < 0.85 ? projects[Math.floor(rnd() * projects.length)] : null;
    return {
      owner,
      at,
      fields: {
        user: owner.id,
        title,
        body: at < RICH_TEXT_SINCE ? plainBody(title, n) : richBody(title, project?.name ?? null, n),
        duration: 15 + 5 * Math.floor(rnd() * 40),
        project: project?.id ?? null,
        // counted on the day it was written
        worked_on: null,
      },
    };
  });
}

/** Tasks in time order (so ids follow creation time), each with its task-log entry. */
async function putTasksWithLogs(tx: Tx, planned: PlannedTask[]): Promise<void> {
  for (const { owner, fields, at } of [...planned].sort((a, b) => a.at.getTime() - b.at.getTime()))
    await insertTask(tx, owner, owner.email, fields, at);
}

async function hashes(count: number, cost?: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, () => hashPassword(SEED_PASSWORD, cost)));
}

type Placement = Pick<UserRecord, 'role' | 'company' | 'department'>;

async function emptySeed(tx: Tx, hashCost?: number): Promise<void> {
  const [hash] = await hashes(1, hashCost);
  const { role, ...person } = SEED_ACCOUNTS.admin;
  await insertPerson(
    tx,
    { ...person, role, company: null, department: null, password_hash: hash },
    new Date(2025, 0, 2, 9),
  );
}

async function demoSeed(tx: Tx, now: Date = new Date(), hashCost?: number): Promise<void> {
  const rnd = random(20250223);
  const pool = await hashes(20, hashCost);
  const joined = new Date(2025, 0, 6, 9);
  const person = (p: Person, placement: Placement) =>
    insertPerson(tx, { ...p, ...placement, password_hash: pool.pop() as string }, joined);
  const strip = <T extends Person & { role: Role }>({ role: _role, ...p }: T): Person => p;

  // platform admin
  await person(strip(SEED_ACCOUNTS.admin), { role: 'admin', company: null, department: null });

  // Northwind Consulting (the foreign keys between people, companies and departments are checked at commit)
  const nw = await tx.nextId();
  const rita = await person(strip(SEED_ACCOUNTS.representative), {
    role: 'company_admin',
    company: nw,
    department: null,
  });
  await tx.insert('companies', {
    id: nw,
    name: NORTHWIND.name,
    admin: rita.id,
    is_active: true,
    created_at: joined.toISOString(),
    time_zone: tx.defaultTimeZone,
    ...COMPANY_MONEY_DEFAULTS,
  });
  const deptIds = {
    engineering: await tx.nextId(),
    design: await tx.nextId(),
    operations: await tx.nextId(),
  };
  const leads = {
    engineering: await person(strip(SEED_ACCOUNTS.departmentLead), {
      role: 'department_admin',
      company: nw,
      department: deptIds.engineering,
    }),
    design: await person(NORTHWIND.leads.design, {
      role: 'department_admin',
      company: nw,
      department: deptIds.design,
    }),
    operations: await person(NORTHWIND.leads.operations, {
      role: 'department_admin',
      company: nw,
      department: deptIds.operations,
    }),
  };
  for (const key of ['engineering', 'design', 'operations'] as const) {
    await tx.insert('departments', {
      id: deptIds[key],
      name: NORTHWIND.departments[key],
      admin: leads[key].id,
      company: nw,
      created_at: joined.toISOString(),
    });
  }
  const projects: ProjectRecord[] = [];
  for (const name of NORTHWIND.projects) {
    const project = {
      id: await tx.nextId(),
      name,
      company: nw,
      created_at: joined.toISOString(),
      deleted_at: null,
      client: null,
      billable: true,
      budget_minutes: null,
      budget_amount: null,
    };
    await tx.insert('projects', project);
    projects.push(project);
  }
  await person(strip(SEED_ACCOUNTS.board), { role: 'company_member', company: nw, department: null });
  const cora = await person(strip(SEED_ACCOUNTS.consultant), {
    role: 'employee',
    company: nw,
    department: deptIds.engineering,
  });
  const consultants = [cora];
  for (const { department, ...p } of NORTHWIND.consultants)
    consultants.push(await person(p, { role: 'employee', company: nw, department: deptIds[department] }));
  await putTasksWithLogs(
    tx,
    consultants.flatMap((c) => planTasks(c, projects, now, rnd)),
  );
  // the oldest first, so that ids and times go up together (the audit trail reads newest first by
  // id; drafts write no task-log entries)
  for (const [i, title] of [...NORTHWIND.draftTitles.entries()].reverse()) {
    const project = projects[i];
    await insertDraft(
      tx,
      cora,
      {
        user: cora.id,
        title,
        body: `<p>${title} — <em>to be finished</em></p>`,
        duration: 30 + 15 * i,
        project: project.id,
        worked_on: null,
      },
      new Date(now.getTime() - (i + 1) * 60_000),
    );
  }

  // Globex Advisory: a second tenant, to prove isolation
  const gx = await tx.nextId();
  const gary = await person(GLOBEX.admin, { role: 'company_admin', company: gx, department: null });
  await tx.insert('companies', {
    id: gx,
    name: GLOBEX.name,
    admin: gary.id,
    is_active: true,
    created_at: joined.toISOString(),
    time_zone: tx.defaultTimeZone,
    ...COMPANY_MONEY_DEFAULTS,
  });
  const research = await tx.nextId();
  const rhea = await person(GLOBEX.departmentLead, {
    role: 'department_admin',
    company: gx,
    department: research,
  });
  await tx.insert('departments', {
    id: research,
    name: GLOBEX.department,
    admin: rhea.id,
    company: gx,
    created_at: joined.toISOString(),
  });
  const study = {
    id: await tx.nextId(),
    name: GLOBEX.project,
    company: gx,
    created_at: joined.toISOString(),
    deleted_at: null,
    client: null,
    billable: true,
    budget_minutes: null,
    budget_amount: null,
  };
  await tx.insert('projects', study);
  const gina = await person(GLOBEX.consultant, { role: 'employee', company: gx, department: research });
  await putTasksWithLogs(tx, planTasks(gina, [study], now, rnd));
}

export function seedFor(
  name: SeedName,
  now: () => Date = () => new Date(),
  hashCost?: number,
): (tx: Tx) => Promise<void> {
  return name === 'demo' ? (tx) => demoSeed(tx, now(), hashCost) : (tx) => emptySeed(tx, hashCost);
}
