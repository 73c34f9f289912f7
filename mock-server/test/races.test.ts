/**
 * Writes racing each other, on both engines: an edit racing a delete never brings the record back,
 * two edits of different fields of one record both land, changes that depend on what was read
 * (a department's lead, a company's representative, a consultant's department) are checked under
 * lock, and publishing turns exactly the listed drafts into tasks, once. Each race runs ROUNDS
 * times; every outcome allowed is asserted, whichever request the server takes first.
 */
import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '@app/contract/days';
import {
  newPerson,
  serverPerFile,
  task,
  tasksOf,
  type Actors,
  statusOf,
  type Json,
  type Res,
  type SeedIds,
  type TestServer,
} from './helpers';

const ROUNDS = 20;

let server: TestServer;
let who: Actors;
let ids: SeedIds;

serverPerFile((seeded) => ({ server, who, ids } = seeded));

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await server.store.engineDb.execute(query)) as unknown as { rows: T[] }).rows;

async function created(res: Promise<Res>): Promise<Json> {
  const answer = await res;
  expect(statusOf(answer, [201])).toBe(201);
  return answer.body;
}

const addConsultant = () =>
  created(
    server.api('POST', `/employees/${ids.engineering}`, { token: who.rep.access, body: newPerson('race') }),
  );

const addDepartmentLead = () =>
  created(
    server.api('POST', `/department_admins/${ids.northwind}`, {
      token: who.rep.access,
      body: newPerson('race-lead'),
    }),
  );

/** Days whose totals differ from what the tasks on them (their work day, or created_at's in the zone) add up to. */
async function totalsMismatches(): Promise<number> {
  const [{ count }] = await rows<{ count: number }>(
    sql`select count(*)::int as count from (
      (select "user", day, sum(task_count) as c, sum(minutes) as m from daily_project_totals group by 1, 2
       except
       select t."user", to_char(coalesce(t.worked_on, (t.created_at at time zone c.time_zone)::date), 'YYYYMMDD')::int,
         count(*), sum(t.duration)
       from tasks t join users u on u.id = t."user" join companies c on c.id = u.company group by 1, 2)
    ) x where x.c <> 0`,
  );
  return count;
}

describe('an edit racing a delete never brings the record back', () => {
  test('consultant: PATCH /update_user vs DELETE /employee', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const person = await addConsultant();
      const [edit, removal] = await Promise.all([
        server.api('PATCH', `/update_user/${person.id}`, {
          token: who.rep.access,
          body: { first_name: `Edited${round}` },
        }),
        server.api('DELETE', `/employee/${person.id}`, { token: who.rep.access }),
      ]);
      expect(statusOf(edit, [200, 404])).toEqual(expect.any(Number));
      expect(statusOf(removal, [202])).toBe(202);
      expect(await server.store.db.users.get(person.id)).toBeUndefined();
    }
  });

  test('task: PATCH /task vs DELETE /task (never 500)', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const added = await created(
        server.api('POST', `/tasks/${ids.cora}`, {
          token: who.rep.access,
          body: task({ title: `Race ${round}` }),
        }),
      );
      const [edit, removal] = await Promise.all([
        server.api('PATCH', `/task/${added.id}`, { token: who.rep.access, body: { duration: 99 } }),
        server.api('DELETE', `/task/${added.id}`, { token: who.rep.access }),
      ]);
      expect(statusOf(edit, [202, 404])).toEqual(expect.any(Number));
      expect(statusOf(removal, [202])).toBe(202);
      expect(await server.store.db.tasks.get(added.id)).toBeUndefined();
    }
    // the totals count no task that is gone
    expect(await totalsMismatches()).toBe(0);
  });

  test('project: PATCH /project vs DELETE /project', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const project = await created(
        server.api('POST', `/projects/${ids.northwind}`, {
          token: who.rep.access,
          body: { name: `Race project ${round}` },
        }),
      );
      const [edit, removal] = await Promise.all([
        server.api('PATCH', `/project/${project.id}`, {
          token: who.rep.access,
          body: { name: `Renamed ${round}` },
        }),
        server.api('DELETE', `/project/${project.id}`, { token: who.rep.access }),
      ]);
      expect(statusOf(edit, [202, 404])).toEqual(expect.any(Number));
      expect(statusOf(removal, [202])).toBe(202);
      expect((await server.store.db.projects.get(project.id))?.deleted_at).toEqual(expect.any(String));
    }
  });
});

test("two PATCH /task at once, one moving the task's day, one its duration: both kept, the task counted once on its day", async () => {
  const today = todayIn('UTC');
  for (let round = 0; round < ROUNDS; round += 1) {
    const added = await created(
      server.api('POST', `/tasks/${ids.cora}`, {
        token: who.rep.access,
        body: task({ title: `Day race ${round}`, duration: 10 }),
      }),
    );
    // days back, whatever the company's zone: never after its today
    const day = addDays(today, -(round + 2));
    const [move, resize] = await Promise.all([
      server.api('PATCH', `/task/${added.id}`, { token: who.rep.access, body: { worked_on: day } }),
      server.api('PATCH', `/task/${added.id}`, { token: who.rep.access, body: { duration: 20 + round } }),
    ]);
    expect([statusOf(move, [202]), statusOf(resize, [202])]).toEqual([202, 202]);
    const stored = await server.store.db.tasks.get(added.id);
    expect({ worked_on: stored?.worked_on, duration: stored?.duration }).toEqual({
      worked_on: day,
      duration: 20 + round,
    });
  }
  expect(await totalsMismatches()).toBe(0);
});

test('two PATCH /update_user of different fields of one consultant: both fields kept', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const person = await addConsultant();
    const [first, last] = await Promise.all([
      server.api('PATCH', `/update_user/${person.id}`, {
        token: who.rep.access,
        body: { first_name: `First${round}` },
      }),
      server.api('PATCH', `/update_user/${person.id}`, {
        token: who.admin.access,
        body: { last_name: `Last${round}` },
      }),
    ]);
    expect([statusOf(first, [200]), statusOf(last, [200])]).toEqual([200, 200]);
    expect(await server.store.db.users.get(person.id)).toMatchObject({
      first_name: `First${round}`,
      last_name: `Last${round}`,
    });
  }
});

test('two concurrent lead swaps of one department: one lead attached, the other free', async () => {
  const department = await created(
    server.api('POST', `/departments/${ids.northwind}`, {
      token: who.rep.access,
      body: { name: 'Race department', admin: (await addDepartmentLead()).id },
    }),
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    const before = (await server.store.db.departments.get(department.id))!.admin;
    const [a, b] = await Promise.all([addDepartmentLead(), addDepartmentLead()]);
    const answers = await Promise.all(
      [a, b].map((lead) =>
        server.api('PATCH', `/department/${department.id}`, {
          token: who.rep.access,
          body: { admin: lead.id },
        }),
      ),
    );
    const statuses = answers.map((res) => statusOf(res, [202, 409]));
    expect(statuses).toContain(202);
    const lead = (await server.store.db.departments.get(department.id))!.admin;
    expect([a.id, b.id]).toContain(lead);
    // exactly the lead is attached; the one swapped out and the one that lost are free
    const attached = await rows<{ id: number }>(
      sql`select id from users where department = ${department.id} and role = 'department_admin'`,
    );
    expect(attached).toEqual([{ id: lead }]);
    for (const other of [before, a.id, b.id].filter((id) => id !== lead))
      expect((await server.store.db.users.get(other))?.department).toBeNull();
    // a 202 is the change that holds: the last to answer 202 named the lead
    const won = answers.flatMap((res, i) => (res.status === 202 ? [[a, b][i].id] : []));
    if (won.length === 1) expect(won).toEqual([lead]);
  }
});

test('two concurrent representative changes of one company: one representative attached', async () => {
  const addRepresentative = () =>
    created(server.api('POST', '/company_admins', { token: who.admin.access, body: newPerson('race-rep') }));
  const company = await created(
    server.api('POST', '/companies', {
      token: who.admin.access,
      body: { name: 'Race company', admin: (await addRepresentative()).id },
    }),
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    const before = (await server.store.db.companies.get(company.id))!.admin;
    const [a, b] = await Promise.all([addRepresentative(), addRepresentative()]);
    const answers = await Promise.all(
      [a, b].map((rep) =>
        server.api('PATCH', `/company/${company.id}`, { token: who.admin.access, body: { admin: rep.id } }),
      ),
    );
    expect(answers.map((res) => statusOf(res, [202, 409]))).toContain(202);
    const representative = (await server.store.db.companies.get(company.id))!.admin;
    expect([a.id, b.id]).toContain(representative);
    const attached = await rows<{ id: number }>(
      sql`select id from users where company = ${company.id} and role = 'company_admin'`,
    );
    expect(attached).toEqual([{ id: representative }]);
    for (const other of [before, a.id, b.id].filter((id) => id !== representative))
      expect((await server.store.db.users.get(other))?.company).toBeNull();
  }
});

test('a consultant moved into a department being deleted: the move is refused or the delete is', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const department = await created(
      server.api('POST', `/departments/${ids.northwind}`, {
        token: who.rep.access,
        body: { name: `Race target ${round}`, admin: (await addDepartmentLead()).id },
      }),
    );
    const person = await addConsultant();
    const [move, removal] = await Promise.all([
      server.api('PATCH', `/update_user/${person.id}`, {
        token: who.rep.access,
        body: { department: department.id },
      }),
      server.api('DELETE', `/department/${department.id}`, { token: who.rep.access }),
    ]);
    const moved = statusOf(move, [200, 400]);
    const deleted = statusOf(removal, [202, 409]);
    // one of the two wins, never both: a consultant is never left without a department
    expect([moved, deleted].sort()).toEqual(moved === 200 ? [200, 409] : [202, 400]);
    expect((await server.store.db.users.get(person.id))!.department).toBe(
      moved === 200 ? department.id : ids.engineering,
    );
  }
});

describe('publishing: PATCH /drafts/{user} with the drafts listed', () => {
  const addDraft = (title: string) =>
    created(server.api('POST', `/drafts/${ids.cora}`, { token: who.cora.access, body: task({ title }) }));
  const publish = (drafts?: number[]) =>
    server.api('PATCH', `/drafts/${ids.cora}`, {
      token: who.cora.access,
      ...(drafts && { body: { drafts } }),
    });
  const titled = async (title: string) =>
    (await tasksOf(server.store.db, ids.cora)).filter((t) => t.title === title).length;

  test('two tabs publishing the same drafts at once make each draft one task', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const title = `Twice ${round}`;
      const drafts = await Promise.all([1, 2, 3].map(() => addDraft(title)));
      const listed = drafts.map((d) => d.id);
      const answers = await Promise.all([publish(listed), publish(listed)]);
      expect(answers.map((res) => statusOf(res, [202]))).toEqual([202, 202]);
      expect(answers.map((res) => res.body.published).sort()).toEqual([0, 3]);
      expect(await titled(title)).toBe(3);
      for (const id of listed) expect((await server.store.db.drafts.get(id))?.published).toBe(true);
    }
  });

  test('a draft saved in another tab after the list was read stays a draft', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const listed = [(await addDraft(`Listed ${round}`)).id];
      const [late, answer] = await Promise.all([addDraft(`Late ${round}`), publish(listed)]);
      expect(statusOf(answer, [202])).toBe(202);
      expect(answer.body.published).toBe(1);
      expect(await titled(`Listed ${round}`)).toBe(1);
      expect(await titled(`Late ${round}`)).toBe(0);
      expect(await server.store.db.drafts.get(late.id)).toMatchObject({ published: false });
      // tidy up: the next round lists only its own
      expect(statusOf(await publish([late.id]), [202])).toBe(202);
    }
  });
});
