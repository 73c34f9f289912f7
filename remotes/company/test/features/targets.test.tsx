import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  departmentAtom,
  type Department,
  type Role,
  type TargetInput,
  type TargetSchedule,
} from '@app/shared';
import { addDays, todayIn, weekOf } from '@app/shared/days';
import { UserDetailsDialog } from '../../src/features';
import type { Person } from '@app/shared/policy';
import { dayInWords } from '@app/shared/weeks';
import {
  currentNotice,
  engineering,
  northwind,
  refuse,
  renderRemoteApp,
  resetState,
  sent,
  serve,
  store,
} from '@app/shared/testing';

const ADA: Person = { id: 21, role: 'employee', company: 3, department: engineering.id };
const today = todayIn(northwind.time_zone);
const monday = weekOf(today).from;

const schedule = (effective_from: string, days: number[], set_by_name = 'Rita Rep'): TargetSchedule => ({
  effective_from,
  days,
  set_at: '2026-01-05T09:00:00Z',
  set_by_name,
});

/** The server's schedules of Ada: a save adds one (or replaces the one from the same day). */
let stored: TargetSchedule[] = [];

beforeEach(() => {
  resetState();
  stored = [schedule(addDays(monday, -28), [420, 420, 420, 420, 420, 0, 0])];
  serve('GET /targets/{userId}', () => [...stored]);
  serve('POST /targets/{userId}', (_user, input: TargetInput) => {
    const saved = schedule(input.effective_from, input.days, 'Signed In');
    stored = [...stored.filter((s) => s.effective_from !== input.effective_from), saved].sort((a, b) =>
      a.effective_from.localeCompare(b.effective_from),
    );
    return saved;
  });
});

/** The details of Ada as `role` sees them (the company's and the department's pages open the same dialog). */
function renderDetails(role: Role, person: Person = ADA) {
  const Details = () => (
    <UserDetailsDialog
      person={{ name: 'Ada Lovelace', email: 'ada@example.com', contact: '0700000021' }}
      consultant={person}
      onClose={() => undefined}
    />
  );
  renderRemoteApp(Details, '/', role);
  return screen.getByRole('dialog', { name: 'User details' });
}

/** The same, once the section's code is loaded (on demand, as in the product). */
async function openDetails(role: Role, person: Person = ADA) {
  renderDetails(role, person);
  return screen.findByRole('region', { name: 'Weekly target' });
}

const section = () => screen.getByRole('region', { name: 'Weekly target' });

describe("a consultant's weekly target in 'User details'", () => {
  it('shows the schedule in effect, each weekday, and the history with who set each', async () => {
    stored = [...stored, schedule(addDays(monday, 14), [240, 240, 240, 240, 240, 0, 0], 'Dee Lead')];
    const target = await openDetails('company_admin');
    expect(
      await within(target).findByText(`In effect since ${dayInWords(addDays(monday, -28))}`),
    ).toBeVisible();
    const days = within(target)
      .getAllByRole('definition')
      .map((cell) => cell.textContent);
    expect(days).toEqual([
      '7 HRs 0 Mins',
      '7 HRs 0 Mins',
      '7 HRs 0 Mins',
      '7 HRs 0 Mins',
      '7 HRs 0 Mins',
      '0 HRs 0 Mins',
      '0 HRs 0 Mins',
    ]);
    // newest first
    expect(
      within(target)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `From ${dayInWords(addDays(monday, 14))}: 20 HRs 0 Mins a week, set by Dee Lead on Jan 5, 2026`,
      `From ${dayInWords(addDays(monday, -28))}: 35 HRs 0 Mins a week, set by Rita Rep on Jan 5, 2026`,
    ]);
    expect(sent('GET /targets/{userId}')).toContainEqual([21]);
  });

  it('says the default schedule applies when none was set', async () => {
    stored = [];
    await openDetails('company_member');
    expect(await within(section()).findByText('The default schedule: no target has been set')).toBeVisible();
    expect(
      within(section())
        .getAllByRole('definition')
        .map((cell) => cell.textContent),
    ).toEqual([
      '8 HRs 0 Mins',
      '8 HRs 0 Mins',
      '8 HRs 0 Mins',
      '8 HRs 0 Mins',
      '8 HRs 0 Mins',
      '0 HRs 0 Mins',
      '0 HRs 0 Mins',
    ]);
  });

  it('says the default schedule applies until the first schedule to come', async () => {
    stored = [schedule(addDays(monday, 7), [240, 240, 240, 240, 240, 0, 0])];
    await openDetails('company_member');
    expect(
      await within(section()).findByText(`The default schedule, until ${dayInWords(addDays(monday, 7))}`),
    ).toBeVisible();
    expect(within(section()).getAllByRole('definition')[0]).toHaveTextContent('8 HRs 0 Mins');
  });

  it('saves a new schedule from a day on: the form starts from today and the schedule in effect', async () => {
    await openDetails('company_admin');
    const from = await within(section()).findByLabelText('Effective from');
    expect(from).toHaveValue(today);
    expect(within(section()).getByLabelText('Monday')).toHaveValue(420);
    expect(within(section()).getByLabelText('Sunday')).toHaveValue(0);
    const nextMonday = addDays(monday, 7);
    await userEvent.clear(from);
    await userEvent.type(from, nextMonday);
    await userEvent.clear(within(section()).getByLabelText('Friday'));
    await userEvent.type(within(section()).getByLabelText('Friday'), '240');
    await userEvent.click(within(section()).getByRole('button', { name: 'Save target' }));
    await waitFor(() =>
      expect(sent('POST /targets/{userId}')).toEqual([
        [21, { effective_from: nextMonday, days: [420, 420, 420, 420, 240, 0, 0] }],
      ]),
    );
    await waitFor(() =>
      expect(currentNotice()).toBe(
        `Target saved: The new target applies from ${dayInWords(nextMonday)} on, except in weeks already approved`,
      ),
    );
    // read again: the history holds the new schedule
    expect(
      await within(section()).findByText(
        `From ${dayInWords(nextMonday)}: 32 HRs 0 Mins a week, set by Signed In on Jan 5, 2026`,
      ),
    ).toBeVisible();
  });

  it('refuses a day before this week and a day target out of range before sending anything', async () => {
    await openDetails('company_admin');
    const from = await within(section()).findByLabelText('Effective from');
    await userEvent.clear(from);
    await userEvent.type(from, addDays(monday, -1));
    await userEvent.click(within(section()).getByRole('button', { name: 'Save target' }));
    const past = 'A change cannot start before this week: past weeks keep their targets';
    expect(currentNotice()).toBe(`Invalid day: ${past}`);
    expect(within(section()).getByText(past)).toBeVisible();
    expect(from).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(from);
    await userEvent.type(from, today);
    const saturday = within(section()).getByLabelText('Saturday');
    await userEvent.clear(saturday);
    await userEvent.type(saturday, '1500');
    await userEvent.click(within(section()).getByRole('button', { name: 'Save target' }));
    expect(currentNotice()).toBe(
      "Invalid target: Each day's target is a whole number of minutes from 0 to 1440",
    );
    expect(saturday).toHaveAttribute('aria-invalid', 'true');
    expect(sent('POST /targets/{userId}')).toHaveLength(0);
  });

  it('says what the server refused, and keeps what was typed', async () => {
    serve('POST /targets/{userId}', () =>
      refuse(400, { error: 'invalid', detail: 'must be 7 whole numbers', field: 'days' }),
    );
    await openDetails('company_admin');
    const mondayInput = await within(section()).findByLabelText('Monday');
    await userEvent.clear(mondayInput);
    await userEvent.type(mondayInput, '300');
    await userEvent.click(within(section()).getByRole('button', { name: 'Save target' }));
    expect(
      await within(section()).findByText('Not saved: The days was refused: must be 7 whole numbers'),
    ).toBeVisible();
    expect(within(section()).getByLabelText('Monday')).toHaveValue(300);
  });

  it('shows that the targets could not be read, never the default schedule, and reads them again on retry', async () => {
    let failing = true;
    serve('GET /targets/{userId}', () => (failing ? refuse(500) : [...stored]));
    await openDetails('company_admin');
    const failure = await within(section()).findByRole(
      'alert',
      { name: 'Could not load this' },
      { timeout: 10_000 },
    );
    expect(within(section()).queryByText(/default schedule/)).not.toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Save target' })).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(
      await within(section()).findByText(`In effect since ${dayInWords(addDays(monday, -28))}`),
    ).toBeVisible();
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('is read-only for a board member (company_member)', async () => {
    await openDetails('company_member');
    expect(
      await within(section()).findByText(`In effect since ${dayInWords(addDays(monday, -28))}`),
    ).toBeVisible();
    expect(within(section()).queryByRole('button', { name: 'Save target' })).not.toBeInTheDocument();
    expect(within(section()).queryByLabelText('Monday')).not.toBeInTheDocument();
  });

  it("gives the form to the consultant's department lead", async () => {
    store.set(departmentAtom, engineering);
    await openDetails('department_admin');
    expect(await within(section()).findByRole('button', { name: 'Save target' })).toBeVisible();
  });

  it("shows nothing of another department's consultant to a department lead", async () => {
    const sales: Department = { ...engineering, id: 21, name: 'Sales' };
    store.set(departmentAtom, sales);
    const dialog = renderDetails('department_admin');
    // the section's code is loaded, then it decides there is nothing to show
    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('region', { name: 'Weekly target' })).not.toBeInTheDocument();
    expect(sent('GET /targets/{userId}')).toHaveLength(0);
  });
});
