import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { encodeId, type HoursReport, type HoursReportQuery, type Role } from '@app/shared';
import { ReportsRoute } from '../../src/features/reports';
import {
  catchDownloads,
  engineering,
  location,
  networkError,
  northwind,
  project,
  refuse,
  renderRemoteApp,
  resetState,
  sent,
  serve,
} from '@app/shared/testing';

/** The routes the remotes mount (company, department, employee). */
function ReportsApp() {
  return (
    <Routes>
      <Route path="/admin/reports" element={<ReportsRoute scope="company" />} />
      <Route path="/admin/reports/:id" element={<ReportsRoute scope="company" />} />
      <Route path="/department/reports/:id" element={<ReportsRoute scope="department" />} />
      <Route path="/employee/reports/:id" element={<ReportsRoute scope="consultant" />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
  );
}

const NAMES: Record<string, string> = { 7: 'Atlas', 8: 'Beacon', 31: 'Ada Lovelace', 32: 'Alan Turing' };

/** A server that answers any report query with rows that say what was asked. */
function answerReports() {
  serve('GET /reports/{companyId}', (company, query): HoursReport => {
    const rows =
      query.group_by === 'project'
        ? [
            { key: 7, name: 'Atlas', total_duration: 150, task_count: 3 },
            { key: null, name: 'No project', total_duration: 45, task_count: 1 },
          ]
        : query.group_by === 'consultant'
          ? [{ key: 31, name: 'Ada Lovelace', total_duration: query.project ? 90 : 195, task_count: 2 }]
          : query.group_by === 'department'
            ? [{ key: 20, name: 'Engineering', total_duration: 195, task_count: 4 }]
            : [{ key: query.from, name: query.from, total_duration: 195, task_count: 4 }];
    const total = rows.reduce((sum, row) => sum + row.total_duration, 0);
    const count = rows.reduce((sum, row) => sum + row.task_count, 0);
    return {
      company,
      from: query.from,
      to: query.to,
      group_by: query.group_by,
      time_zone: 'Europe/Oslo',
      filters: { department: null, project: null, consultant: null, ...query },
      status: query.status ?? null,
      rows,
      totals: { total_duration: total, task_count: count },
    };
  });
}

const asked = () => sent('GET /reports/{companyId}').map(([, query]) => query as HoursReportQuery);
/** Whether the server was asked for a report matching `query`. */
const wasAsked = (query: Partial<HoursReportQuery>) =>
  expect(asked()).toContainEqual(expect.objectContaining(query));
const tableRows = () =>
  within(screen.getByRole('table', { name: /^Hours by/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

beforeEach(() => {
  resetState();
  serve('GET /projects/{companyId}', () => [7, 8].map((id) => project(id, NAMES[id])));
  serve('GET /departments/{companyId}', () => [engineering]);
  serve('GET /employees/{departmentOrCompanyId}', () =>
    [31, 32].map((id) => ({
      id,
      email: `${id}@example.com`,
      first_name: NAMES[id].split(' ')[0],
      last_name: NAMES[id].split(' ')[1],
      contact: '',
      is_active: true,
      date_joined: '',
      department: 20,
      company: 3,
      role: 'employee' as Role,
    })),
  );
  serve('GET /companies', () => [northwind]);
  answerReports();
});

describe('a company report', () => {
  it("asks for this month in the company's days, by project, and shows each group's hours, its project's budget to date and the total", async () => {
    serve('GET /project_budgets/{companyId}', () => [
      {
        project: 7,
        name: 'Atlas',
        kind: 'minutes',
        limit: 600,
        used: 540,
        left: 60,
        level: 'near',
        currency: null,
      },
    ]);
    renderRemoteApp(ReportsApp, `/admin/reports/${encodeId(3)}`, 'company_admin');
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    await screen.findByRole('meter', { name: 'Budget of Atlas' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Budget to date');
    expect(tableRows()).toEqual([
      'Atlas2 HRs 30 Mins3 Tasks9 h of 10 h (90 %) · 1 h left · Nearly spent',
      'No project0 HRs 45 Mins1 Task',
      'Total3 HRs 15 Mins4 Tasks',
    ]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
    expect(asked()).toContainEqual({
      from: `${today.slice(0, 7)}-01`,
      to: expect.any(String),
      group_by: 'project',
    });
    expect(screen.getByText(/Northwind Consulting · days in Europe\/Oslo/)).toBeInTheDocument();
    // the chart is loaded on demand, after the table
    expect(await screen.findByRole('img', { name: /Bar chart: hours per project/ })).toBeInTheDocument();
  });

  it('switches grouping with the tabs (arrow keys too) and keeps it in the URL', async () => {
    renderRemoteApp(ReportsApp, `/admin/reports/${encodeId(3)}`, 'company_member');
    await screen.findByRole('tab', { name: 'Projects', selected: true });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Projects',
      'Consultants',
      'Departments',
      'Days',
      'Clients',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Departments' }));
    await waitFor(() => wasAsked({ group_by: 'department' }));
    expect(await screen.findByRole('rowheader', { name: 'Engineering' })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Departments' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => wasAsked({ group_by: 'day' }));
    expect(screen.getByRole('tab', { name: 'Days' })).toHaveFocus();
    expect(location().search).toContain('group=day');
  });

  it("narrows to approved weeks' hours (billable) and keeps it in the URL", async () => {
    renderRemoteApp(ReportsApp, `/admin/reports/${encodeId(3)}`, 'company_admin');
    await screen.findByRole('tab', { name: 'Projects', selected: true });
    expect(asked().every((query) => query.status === undefined)).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Hours'), 'Approved weeks only');
    await waitFor(() => wasAsked({ group_by: 'project', status: 'approved' }));
    expect(location().search).toContain('hours=approved');
    await userEvent.selectOptions(screen.getByLabelText('Hours'), 'All hours');
    await waitFor(() => expect(location().search).not.toContain('hours='));
  });

  it('drills down from a project to its consultants for the same range', async () => {
    renderRemoteApp(ReportsApp, `/admin/reports/${encodeId(3)}?range=last_month`, 'company_admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Atlas: show by consultant' }));
    await waitFor(() => wasAsked({ group_by: 'consultant', project: 7 }));
    expect(new Set(asked().map((query) => query.from)).size).toBe(1);
    expect(await screen.findByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByLabelText('Project')).toHaveValue('7');
    expect(tableRows()).toEqual(['Ada Lovelace1 HR 30 Mins2 Tasks', 'Total1 HR 30 Mins2 Tasks']);
  });

  it('says what is wrong with a custom range and asks nothing until it is right', async () => {
    renderRemoteApp(
      ReportsApp,
      `/admin/reports/${encodeId(3)}?range=custom&from=2026-05-01&to=2026-04-01`,
      'company_admin',
    );
    expect((await screen.findAllByText('The end date is before the start date.')).length).toBeGreaterThan(0);
    expect(asked()).toEqual([]);
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-05-31');
    await waitFor(() => wasAsked({ from: '2026-05-01', to: '2026-05-31' }));
  });

  it('shows an empty range plainly', async () => {
    serve('GET /reports/{companyId}', (company, query) => ({
      company,
      from: query.from,
      to: query.to,
      group_by: query.group_by,
      time_zone: 'Europe/Oslo',
      filters: { department: null, project: null, consultant: null },
      status: null,
      rows: [],
      totals: { total_duration: 0, task_count: 0 },
    }));
    renderRemoteApp(ReportsApp, `/admin/reports/${encodeId(3)}`, 'company_admin');
    expect(await screen.findByText('No hours logged in this range.')).toBeInTheDocument();
  });

  it("another company's report is not the user's page; the admin picks any company", async () => {
    renderRemoteApp(ReportsApp, `/admin/reports/${encodeId(4)}`, 'company_admin');
    expect(await screen.findByRole('alert')).toHaveTextContent(/not/i);
    expect(asked()).toEqual([]);
  });

  it('the platform admin chooses the company first', async () => {
    renderRemoteApp(ReportsApp, '/admin/reports', 'admin');
    await userEvent.selectOptions(await screen.findByLabelText('Company'), 'Northwind Consulting');
    await waitFor(() =>
      expect(location()).toMatchObject({ path: expect.stringMatching(/^\/admin\/reports\/./), id: '3' }),
    );
  });

  it("the admin's visit logs nothing: the picker's URL has no id, which is not a missing one", async () => {
    const logged = (['log', 'warn', 'error'] as const).map((level) => jest.spyOn(console, level));
    renderRemoteApp(ReportsApp, '/admin/reports', 'admin');
    await userEvent.selectOptions(await screen.findByLabelText('Company'), 'Northwind Consulting');
    expect(await screen.findByRole('table', { name: /^Hours by/ })).toBeInTheDocument();
    for (const log of logged) {
      expect(log).not.toHaveBeenCalled();
      log.mockRestore();
    }
  });

  it('a refusal of the server is shown as not the user’s page', async () => {
    serve('GET /reports/{companyId}', () => refuse(403, { error: 'forbidden', detail: 'no' }));
    renderRemoteApp(ReportsApp, `/admin/reports/${encodeId(3)}`, 'company_admin');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('with the server down', () => {
  it("the admin's report says the server cannot be reached (never 'Page not found') and heals by itself", async () => {
    let down = true;
    serve('GET /companies', () => (down ? networkError() : [northwind]));
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderRemoteApp(ReportsApp, `/admin/reports/${encodeId(3)}`, 'admin');
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the report reads again
    expect(
      await screen.findByText(/Northwind Consulting · days in/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);

  it('a report that gets no answer says so in place of the table, never an empty range', async () => {
    serve('GET /reports/{companyId}', () => networkError());
    serve('GET /health', () => networkError());
    renderRemoteApp(ReportsApp, `/admin/reports/${encodeId(3)}`, 'company_admin');
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByText('No hours logged in this range.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Hours by/ })).not.toBeInTheDocument();
  }, 40_000);
});

describe("the company's time zone", () => {
  it('the platform admin changes it on the report; the report is asked again in the new days', async () => {
    let zone = 'Europe/Oslo';
    serve('GET /companies', () => [{ ...northwind, time_zone: zone }]);
    serve('PATCH /company/{id}', (_id, body) => {
      zone = (body as { time_zone: string }).time_zone;
      return { ...northwind, time_zone: zone };
    });
    renderRemoteApp(ReportsApp, `/admin/reports/${encodeId(3)}`, 'admin');
    // by role: a label query also finds the control while a part of the page still loading hides it
    const select = await screen.findByRole('combobox', { name: 'Company time zone' });
    expect(select).toHaveValue('Europe/Oslo');
    expect(screen.getByRole('button', { name: 'Save time zone' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Pacific/Kiritimati');
    await userEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() =>
      expect(sent('PATCH /company/{id}')).toEqual([[3, { time_zone: 'Pacific/Kiritimati' }]]),
    );
    expect(await screen.findByText(/days in Pacific\/Kiritimati/)).toBeInTheDocument();
  }, 30_000);

  it('nobody else is offered the change', async () => {
    renderRemoteApp(ReportsApp, `/admin/reports/${encodeId(3)}`, 'company_admin');
    await screen.findByRole('tab', { name: 'Projects', selected: true });
    expect(screen.queryByLabelText('Company time zone')).not.toBeInTheDocument();
  });
});

describe('narrower reports', () => {
  it("a department lead's report: their department, no department grouping or filter", async () => {
    renderRemoteApp(ReportsApp, `/department/reports/${encodeId(20)}`, 'department_admin');
    await screen.findByRole('tab', { name: 'Projects', selected: true });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Projects',
      'Consultants',
      'Days',
      'Clients',
    ]);
    await waitFor(() => wasAsked({ department: 20 }));
    expect(screen.queryByLabelText('Department')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Consultant')).toBeInTheDocument();
  });

  it("a consultant's own report: by project or day, for themselves only", async () => {
    renderRemoteApp(ReportsApp, `/employee/reports/${encodeId(99)}`, 'employee');
    await screen.findByRole('tab', { name: 'Projects', selected: true });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Projects', 'Days']);
    await waitFor(() => wasAsked({ consultant: 99 }));
    expect(screen.queryByLabelText('Consultant')).not.toBeInTheDocument();
    expect(sent('GET /employees/{departmentOrCompanyId}')).toEqual([]);
    // her own hours: no company budget beside them
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    expect(screen.queryByRole('columnheader', { name: 'Budget to date' })).not.toBeInTheDocument();
    expect(sent('GET /project_budgets/{companyId}')).toEqual([]);
  });
});

/** A Blob's text (jsdom's Blob has no text()). */
describe('money, for those who see it', () => {
  /** The report as the server answers those who see money: billable minutes, amounts, currency. */
  const withMoney = () =>
    serve('GET /reports/{companyId}', (company, query): HoursReport => ({
      company,
      from: query.from,
      to: query.to,
      group_by: query.group_by,
      time_zone: 'Europe/Oslo',
      filters: { department: null, project: null, consultant: null },
      status: null,
      rows: [
        {
          key: 5,
          name: 'Contoso',
          total_duration: 150,
          task_count: 3,
          billable_duration: 120,
          amount: 123450,
        },
        { key: null, name: 'No client', total_duration: 45, task_count: 1, billable_duration: 0, amount: 0 },
      ],
      totals: { total_duration: 195, task_count: 4, billable_duration: 120, amount: 123450 },
      currency: 'EUR',
    }));

  it('groups by client and shows billable hours and amounts in the currency, the CSV carrying them', async () => {
    withMoney();
    const { downloads, restore } = catchDownloads();
    renderRemoteApp(
      ReportsApp,
      `/admin/reports/${encodeId(3)}?range=custom&from=2026-10-01&to=2026-10-31&group=client`,
      'company_admin',
    );
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    wasAsked({ group_by: 'client' });
    expect(screen.getByRole('columnheader', { name: 'Amount (EUR)' })).toBeInTheDocument();
    expect(tableRows()).toEqual([
      'Contoso2 HRs 30 Mins3 Tasks2 HRs 0 Mins€1,234.50',
      'No client0 HRs 45 Mins1 Task0 HRs 0 Mins€0.00',
      'Total3 HRs 15 Mins4 Tasks2 HRs 0 Mins€1,234.50',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await downloads[0].text()).toBe(
      'NAME,MINUTES,HOURS,TASKS,BILLABLE MINUTES,AMOUNT,CURRENCY\r\n' +
        'Contoso,150,2.5,3,120,1234.5,EUR\r\nNo client,45,0.75,1,0,0,EUR\r\nTotal,195,3.25,4,120,1234.5,EUR\r\n',
    );
    restore();
  });

  it('a report without money (a department lead, a consultant) has no money column', async () => {
    renderRemoteApp(ReportsApp, `/admin/reports/${encodeId(3)}`, 'company_admin');
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    expect(screen.queryByRole('columnheader', { name: /Amount/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Billable' })).not.toBeInTheDocument();
  });
});

describe('exports', () => {
  it('CSV: the table as a file named by company, range and grouping', async () => {
    const { downloads, restore } = catchDownloads();
    renderRemoteApp(
      ReportsApp,
      `/admin/reports/${encodeId(3)}?range=custom&from=2026-10-01&to=2026-10-31`,
      'company_admin',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(downloads[0].name).toBe('northwind-consulting_report_2026-10-01_2026-10-31_by-project.csv');
    expect(await downloads[0].text()).toBe(
      'NAME,MINUTES,HOURS,TASKS\r\nAtlas,150,2.5,3\r\nNo project,45,0.75,1\r\nTotal,195,3.25,4\r\n',
    );
    restore();
  });
});
