/**
 * The payload corpus (contract/test/fieldRulesCorpus.json) through the client's form checks and
 * the server's request schemas: both are built from the contract's FIELD_RULES and accept and
 * refuse the same values. Each case says which it is, so the corpus also shows what the rules are.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  FIELD_RULES,
  checkLogin,
  checkPasswordChange,
  checkProjectName,
  checkTaskForm,
  normaliseDuration,
  renameIfChanged,
  validateNewPerson,
  type NewPerson,
  type TaskForm,
  type TokenRequest,
} from '@app/contract';
import { workDayProblem } from '@app/contract/days';
import type { z } from 'zod';
import { tokenRequestSchema } from '../src/auth/schemas';
import { newCompanySchema } from '../src/companies/schemas';
import { newDepartmentSchema } from '../src/departments/schemas';
import { parseInput } from '../src/kernel/input';
import { newPersonSchema, userPatchSchema } from '../src/people/schemas';
import { projectInputSchema } from '../src/projects/schemas';
import { taskInputSchema } from '../src/tasks/schemas';

interface Case {
  payload: string;
  name: string;
  value: Record<string, unknown>;
  ok: boolean;
}

const corpus: Case[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../contract/test/fieldRulesCorpus.json'), 'utf8'),
);

/** What the route runs before its handler: true when the body is taken. */
const serverTakes = (schema: z.ZodTypeAny, body: unknown) => {
  try {
    parseInput(schema, body);
    return true;
  } catch {
    return false;
  }
};

/** A valid representative, for the forms that create a company or a department with one. */
const REPRESENTATIVE = {
  email: 'rep@example.com',
  first_name: 'Rep',
  last_name: 'Resentative',
  contact: '0712',
  password: 'Abc1!',
};

/** The create form of a company or department: its person check, then the name's own minimum. */
const unitFormTakes = (name: string) =>
  validateNewPerson({ ...REPRESENTATIVE, name }) === null && renameIfChanged(name, '') !== null;

/** A case's value as the form holds it (the corpus is plain JSON). */
const as = <T>(value: Record<string, unknown>) => value as unknown as T;

/** Each payload: [the form's check takes it, the server takes what the form sends]. */
const SIDES: Record<string, (value: Record<string, unknown>) => [boolean, boolean]> = {
  login: (v) => [checkLogin(as<TokenRequest>(v)) === null, serverTakes(tokenRequestSchema, v)],
  person: (v) => [validateNewPerson(as<NewPerson>(v)) === null, serverTakes(newPersonSchema, v)],
  passwordChange: (v) => {
    const { password } = as<{ password: string }>(v);
    return [checkPasswordChange(password, password) === null, serverTakes(userPatchSchema, v)];
  },
  company: (v) => [unitFormTakes(String(v.name)), serverTakes(newCompanySchema, { ...v, admin: 1 })],
  department: (v) => [unitFormTakes(String(v.name)), serverTakes(newDepartmentSchema, { ...v, admin: 1 })],
  project: (v) => [checkProjectName(String(v.name)) === null, serverTakes(projectInputSchema, v)],
  task: (v) => {
    const form = as<TaskForm>(v);
    // the form sends whole minutes
    const sent = { ...form, duration: normaliseDuration(form.duration) };
    // the task form's checks, then its day by the day rule (as the form runs them)
    const formTakes =
      checkTaskForm(form) === null &&
      (form.worked_on === undefined ||
        (typeof form.worked_on === 'string' &&
          workDayProblem(FIELD_RULES.task.worked_on, form.worked_on) === null));
    return [formTakes, serverTakes(taskInputSchema, sent)];
  },
};

test('the corpus covers every payload a form sends, accepted and refused', () => {
  for (const payload of Object.keys(SIDES)) {
    const cases = corpus.filter((c) => c.payload === payload);
    expect({ payload, kept: cases.some((c) => c.ok), refused: cases.some((c) => !c.ok) }).toEqual({
      payload,
      kept: true,
      refused: true,
    });
  }
});

test.each(corpus.map((c) => [`${c.payload}: ${c.name}`, c] as const))(
  '%s',
  (_name, { payload, value, ok }) => {
    const [form, server] = SIDES[payload](value);
    expect({ form, server }).toEqual({ form: ok, server: ok });
  },
);
