import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { encodeId, type Holiday, type HolidayInput } from '@app/shared';
import { addDays, todayIn, weekOf } from '@app/shared/days';
import { dayInWords } from '@app/shared/weeks';
import { ApprovalsRoute } from '../../src/features/approvals';
import {
  currentNotice,
  engineering,
  northwind,
  refuse,
  renderRemoteApp,
  resetState,
  sent,
  serve,
} from '@app/shared/testing';

/** The routes the remotes mount: the company's representative's and the department lead's. */
function ApprovalsApp() {
  return (
    <Routes>
      <Route path="/admin/approvals/:id" element={<ApprovalsRoute scope="company" />} />
      <Route path="/department/approvals/:id" element={<ApprovalsRoute scope="department" />} />
    </Routes>
  );
}

const today = todayIn(northwind.time_zone);
const monday = weekOf(today).from;
const holiday = (id: number, day: string, name: string): Holiday => ({ id, day, name });
const PAST = holiday(1, addDays(monday, -3), 'Last week’s holiday');
const SOON = holiday(2, addDays(monday, 10), 'Founders’ day');
const LATER = holiday(3, addDays(monday, 40), 'Winter break');

/** The server's holidays of Northwind: the writes change them. */
let stored: Holiday[] = [];

beforeEach(() => {
  resetState();
  stored = [PAST, SOON, LATER];
  serve('GET /timesheets/{companyId}', () => []);
  serve('GET /holidays/{companyId}', () => [...stored]);
  serve('POST /holidays/{companyId}', (_company, input: HolidayInput) => {
    const added = holiday(9, input.day, input.name);
    stored = [...stored, added].sort((a, b) => a.day.localeCompare(b.day));
    return added;
  });
  serve('DELETE /holiday/{holidayId}', (id) => {
    stored = stored.filter((h) => h.id !== id);
    return { deleted: id };
  });
});

const openAsRepresentative = () =>
  renderRemoteApp(ApprovalsApp, `/admin/approvals/${encodeId(3)}`, 'company_admin');
const holidays = () => screen.getByRole('region', { name: 'Holidays' });
const listed = () =>
  within(holidays())
    .queryAllByRole('listitem')
    .map((item) => [
      item.querySelector('.tt-holiday-day')?.textContent,
      item.querySelector('.tt-holiday-name')?.textContent,
    ]);

describe("the company's holidays on the approvals page", () => {
  it('lists the holidays from this week on, by day', async () => {
    openAsRepresentative();
    await waitFor(() =>
      expect(listed()).toEqual([
        [dayInWords(SOON.day), SOON.name],
        [dayInWords(LATER.day), LATER.name],
      ]),
    );
    expect(sent('GET /holidays/{companyId}')).toContainEqual([3]);
  });

  it('adds a holiday: checked, sent, then listed in its place', async () => {
    openAsRepresentative();
    await within(await screen.findByRole('region', { name: 'Holidays' })).findByText(SOON.name);
    const day = addDays(monday, 20);
    await userEvent.type(within(holidays()).getByLabelText('Day'), day);
    await userEvent.type(within(holidays()).getByLabelText('Name'), '  Company picnic ');
    await userEvent.click(within(holidays()).getByRole('button', { name: 'Add holiday' }));
    await waitFor(() =>
      expect(sent('POST /holidays/{companyId}')).toEqual([[3, { day, name: 'Company picnic' }]]),
    );
    await waitFor(() =>
      expect(currentNotice()).toBe(
        'Holiday added: Its day counts no target, except in weeks already approved',
      ),
    );
    await waitFor(() =>
      expect(listed()).toEqual([
        [dayInWords(SOON.day), SOON.name],
        [dayInWords(day), 'Company picnic'],
        [dayInWords(LATER.day), LATER.name],
      ]),
    );
    // the form is empty again
    expect(within(holidays()).getByLabelText('Name')).toHaveValue('');
  });

  it('refuses a day before this week and a missing name before sending anything', async () => {
    openAsRepresentative();
    await within(await screen.findByRole('region', { name: 'Holidays' })).findByText(SOON.name);
    const day = within(holidays()).getByLabelText('Day');
    await userEvent.type(day, addDays(monday, -1));
    await userEvent.type(within(holidays()).getByLabelText('Name'), 'Too late');
    await userEvent.click(within(holidays()).getByRole('button', { name: 'Add holiday' }));
    expect(currentNotice()).toBe(
      'Invalid day: A change cannot start before this week: past weeks keep their targets',
    );
    expect(day).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(day);
    await userEvent.type(day, addDays(monday, 8));
    await userEvent.clear(within(holidays()).getByLabelText('Name'));
    await userEvent.click(within(holidays()).getByRole('button', { name: 'Add holiday' }));
    expect(currentNotice()).toBe('Empty form fields: Ensure you fillout all form fields befor submitting');
    expect(sent('POST /holidays/{companyId}')).toHaveLength(0);
  });

  it('says what the server refused', async () => {
    serve('POST /holidays/{companyId}', () =>
      refuse(400, { error: 'invalid', detail: 'a holiday already falls on this day', field: 'day' }),
    );
    openAsRepresentative();
    await within(await screen.findByRole('region', { name: 'Holidays' })).findByText(SOON.name);
    await userEvent.type(within(holidays()).getByLabelText('Day'), SOON.day);
    await userEvent.type(within(holidays()).getByLabelText('Name'), 'Twice');
    await userEvent.click(within(holidays()).getByRole('button', { name: 'Add holiday' }));
    expect(
      await within(holidays()).findByText(
        'Not saved: The day was refused: a holiday already falls on this day',
      ),
    ).toBeVisible();
  });

  it('removes a holiday by its named button', async () => {
    openAsRepresentative();
    await within(await screen.findByRole('region', { name: 'Holidays' })).findByText(SOON.name);
    await userEvent.click(
      within(holidays()).getByRole('button', {
        name: `Remove the holiday ${SOON.name} on ${dayInWords(SOON.day)}`,
      }),
    );
    await waitFor(() => expect(sent('DELETE /holiday/{holidayId}')).toEqual([[SOON.id]]));
    await waitFor(() =>
      expect(currentNotice()).toBe('Holiday removed: Its day counts the usual target again'),
    );
    await waitFor(() => expect(listed()).toEqual([[dayInWords(LATER.day), LATER.name]]));
  });

  it('says when there are none from this week on, and when they cannot be read', async () => {
    stored = [PAST];
    const { unmount } = openAsRepresentative();
    expect(
      await within(await screen.findByRole('region', { name: 'Holidays' })).findByText(
        'No holidays from this week on',
      ),
    ).toBeVisible();
    unmount();

    serve('GET /holidays/{companyId}', () => refuse(500));
    openAsRepresentative();
    const failure = await within(await screen.findByRole('region', { name: 'Holidays' })).findByRole(
      'alert',
      { name: 'Could not load this' },
      { timeout: 10_000 },
    );
    expect(within(holidays()).queryByText('No holidays from this week on')).not.toBeInTheDocument();
    serve('GET /holidays/{companyId}', () => [...stored]);
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(holidays()).findByText('No holidays from this week on')).toBeVisible();
  }, 30_000);

  it('is read-only for a department lead', async () => {
    renderRemoteApp(ApprovalsApp, `/department/approvals/${encodeId(engineering.id)}`, 'department_admin');
    await within(await screen.findByRole('region', { name: 'Holidays' })).findByText(SOON.name);
    expect(listed()).toHaveLength(2);
    expect(within(holidays()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(holidays()).queryByLabelText('Name')).not.toBeInTheDocument();
  });
});
