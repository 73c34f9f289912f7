import {
  decodeNumericId,
  encodeId,
  formatDuration,
  formatTaskCount,
  Button,
  EmptyState,
  PageHeading,
  Spinner,
  Select,
  TextInput,
  downloadFile,
  useSessionUser,
  type HoursReportQuery,
  type ReportRow,
} from '@app/shared';
import { MONEY_TEXTS, formatMoney } from '@app/shared/money';
import { may, useActor } from '@app/shared/policy';
import { BudgetBar } from '../../projects/BudgetBar';
import { TimeZoneSetting } from './TimeZoneSetting';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REPORT_MESSAGES } from './reportMessages';
import { BarChart } from '../chart';
import { downloadCsv } from '@app/shared/csv';
import { reportCsv, reportFileName, reportXlsx } from './reportExport';
import {
  GROUP_LABELS,
  isAskable,
  readReportQuery,
  withPreset,
  writeReportQuery,
  type IdCodec,
  type ReportGroup,
  type ReportQuery,
} from './reportQuery';
import { RANGE_LABELS, RANGE_PRESETS, rangeProblem, todayIn, type RangePreset } from './reportRange';
import { REPORT_CSS } from './reportStyles';
import { useCompanies, useCompany, useProjectBudgets, useReport, ReadFailed } from '@app/shared/query';
import { useFilterChoices } from './useReportData';

/** Whose hours a report may show: the whole company, one department, or one consultant. */
export type ReportScope =
  | { kind: 'company' }
  | { kind: 'department'; departmentId: number }
  | { kind: 'consultant'; consultantId: number };

export interface ReportsPageProps {
  companyId: number;
  scope: ReportScope;
}

const GROUPS_OF: Record<ReportScope['kind'], readonly ReportGroup[]> = {
  company: ['project', 'consultant', 'department', 'day', 'client'],
  department: ['project', 'consultant', 'day', 'client'],
  consultant: ['project', 'day'],
};

const NOUNS: Record<ReportGroup, string> = {
  project: 'project',
  consultant: 'consultant',
  department: 'department',
  day: 'day',
  client: 'client',
};

/** Where clicking a row leads: the same range, one level down. */
function drillDown(query: ReportQuery, row: ReportRow, groups: readonly ReportGroup[]): ReportQuery | null {
  if (typeof row.key !== 'number') return null;
  const next = (group: ReportGroup, patch: Partial<ReportQuery>) =>
    groups.includes(group) ? { ...query, ...patch, group } : null;
  switch (query.group) {
    case 'project':
      return next('consultant', { project: row.key }) ?? next('day', { project: row.key });
    case 'department':
      return next('consultant', { department: row.key });
    case 'consultant':
      return next('project', { consultant: row.key });
    default:
      return null;
  }
}

const CODEC: IdCodec = { encode: (id) => decodeURIComponent(encodeId(id)), decode: decodeNumericId };

/**
 * Hours for a range of days, grouped by project, consultant, department, day or client, with a
 * chart, the table (billable hours and amounts for those who see money), drill-down and export. Everything that decides the report is in the URL.
 */
export default function ReportsPage({ companyId, scope }: ReportsPageProps) {
  const company = useCompany(companyId);
  // a company refused or unknown says so; one not answered for offers a retry (never 'Page not found')
  if (company.failedStatus !== null && !company.data)
    return <ReadFailed status={company.failedStatus} onRetry={company.reload} />;
  if (!company.data) return <Spinner label="Loading the report" />;
  return (
    <Report
      companyId={companyId}
      companyName={company.data.name}
      timeZone={company.data.time_zone}
      scope={scope}
    />
  );
}

function Report({
  companyId,
  companyName,
  timeZone,
  scope,
}: ReportsPageProps & { companyName: string; timeZone: string | undefined }) {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const groups = GROUPS_OF[scope.kind];
  const today = todayIn(timeZone);
  const query = useMemo(
    () => readReportQuery(new URLSearchParams(location.search), { today, groups, codec: CODEC }),
    [location.search, today, groups],
  );
  const go = (next: ReportQuery, { push = false } = {}) =>
    navigate({ search: `?${writeReportQuery(next, CODEC)}` }, { replace: !push });

  const asked: HoursReportQuery | null = isAskable(query)
    ? {
        from: query.from,
        to: query.to,
        group_by: query.group,
        department: scope.kind === 'department' ? scope.departmentId : (query.department ?? undefined),
        consultant: scope.kind === 'consultant' ? scope.consultantId : (query.consultant ?? undefined),
        project: query.project ?? undefined,
        ...(query.approvedOnly && { status: 'approved' as const }),
      }
    : null;
  const report = useReport(companyId, asked);
  const choices = useFilterChoices(companyId, asked, groups);
  const [exportError, setExportError] = useState('');
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);

  const problem = query.preset === 'custom' ? rangeProblem(query) : null;
  const rows = report.data?.rows ?? [];
  // money comes only to those who see it (the server leaves it out for everyone else)
  const currency = report.data?.currency;
  const money = (row: { billable_duration?: number; amount?: number }) =>
    currency ? (
      <>
        <td>{formatDuration(row.billable_duration ?? 0)}</td>
        <td>{formatMoney(row.amount ?? 0, currency)}</td>
      </>
    ) : null;
  // a company's report by project: each project's budget as used to date, for those who read the
  // projects (a consultant's own report is about her hours alone)
  const actor = useActor();
  const showBudgets =
    scope.kind === 'company' && query.group === 'project' && !!actor && may.readProjects(actor, companyId);
  const budgets = useProjectBudgets(companyId, showBudgets);
  const budgetCell = (key: number | string | null) => {
    if (!showBudgets) return null;
    // hours without a project have no budget to say
    if (key === null) return <td />;
    const budget = budgets.data?.find((b) => b.project === key);
    return <td>{budget ? <BudgetBar budget={budget} /> : budgets.data ? MONEY_TEXTS.noBudget : ''}</td>;
  };
  const rangeText = `${query.from} to ${query.to}`;
  const groupLabel = GROUP_LABELS[query.group];

  const exportAs = async (kind: 'csv' | 'xlsx') => {
    if (!report.data) return;
    setExportError('');
    setExporting(kind);
    try {
      const fileName = reportFileName(companyName, query, kind);
      if (kind === 'csv') downloadCsv(reportCsv(report.data), fileName);
      else downloadFile(await reportXlsx(report.data, query), fileName);
    } catch {
      setExportError(REPORT_MESSAGES.exportFailed);
    } finally {
      setExporting(null);
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = groups[(groups.indexOf(query.group) + step + groups.length) % groups.length];
    go({ ...query, group: next });
    document.getElementById(`report-tab-${next}`)?.focus();
  };

  const filterSelect = (
    name: 'department' | 'project' | 'consultant',
    label: string,
    allLabel: string,
    list: readonly { id: number; name: string }[] | null,
  ) => {
    if (!list) return null;
    const chosen = query[name];
    // a bookmarked choice without hours in this range stays chosen, and says so
    const options =
      chosen != null && !list.some((item) => item.id === chosen)
        ? [...list, { id: chosen, name: REPORT_MESSAGES.noHoursChoice }]
        : list;
    return (
      <Select
        label={label}
        value={chosen == null ? '' : String(chosen)}
        options={[
          { value: '', label: allLabel },
          ...options.map((item) => ({ value: String(item.id), label: item.name })),
        ]}
        onChange={(value) => {
          const patch = { [name]: value ? Number(value) : null };
          // a consultant chosen in another department would hide every row
          go({ ...query, ...patch, ...(name === 'department' ? { consultant: null } : {}) });
        }}
      />
    );
  };

  return (
    <section className="rp-page" aria-labelledby="report-heading">
      <style>{REPORT_CSS}</style>
      <PageHeading
        title="Reports"
        subtitle={`${companyName} · days in ${timeZone ?? 'the server’s time zone'}`}
      />
      {user?.role === 'admin' && timeZone && <TimeZoneSetting companyId={companyId} zone={timeZone} />}
      <div className="tt-toolbar rp-controls">
        <Select
          label="Range"
          value={query.preset}
          options={RANGE_PRESETS.map((preset) => ({ value: preset, label: RANGE_LABELS[preset] }))}
          onChange={(value) => go(withPreset(query, value as RangePreset, today))}
        />
        {query.preset === 'custom' && (
          <>
            <TextInput
              label="From"
              type="date"
              icon={null}
              minLength={0}
              value={query.from}
              max={query.to || undefined}
              onChange={(event) => go({ ...query, from: event.target.value })}
            />
            <TextInput
              label="To"
              type="date"
              icon={null}
              minLength={0}
              value={query.to}
              min={query.from || undefined}
              onChange={(event) => go({ ...query, to: event.target.value })}
              error={problem ?? undefined}
            />
          </>
        )}
        {filterSelect('department', 'Department', 'All departments', choices.department)}
        {filterSelect('project', 'Project', 'All projects', choices.project)}
        {filterSelect('consultant', 'Consultant', 'All consultants', choices.consultant)}
        <Select
          label="Hours"
          value={query.approvedOnly ? 'approved' : 'all'}
          options={[
            { value: 'all', label: 'All hours' },
            { value: 'approved', label: 'Approved weeks only' },
          ]}
          onChange={(value) => go({ ...query, approvedOnly: value === 'approved' })}
        />
      </div>

      <div className="rp-tabs" role="tablist" aria-label="Group hours by">
        {groups.map((group) => (
          <button
            key={group}
            id={`report-tab-${group}`}
            type="button"
            role="tab"
            className="rp-tab"
            aria-selected={group === query.group}
            aria-controls="report-panel"
            tabIndex={group === query.group ? 0 : -1}
            onClick={() => go({ ...query, group })}
            onKeyDown={onTabKey}
          >
            {GROUP_LABELS[group]}
          </button>
        ))}
      </div>

      <div
        id="report-panel"
        role="tabpanel"
        aria-labelledby={`report-tab-${query.group}`}
        className="rp-panel"
      >
        <h2 id="report-heading" className="rp-title">
          Hours by {NOUNS[query.group]}, {rangeText}
        </h2>
        {problem ? (
          <p className="rp-note">{problem}</p>
        ) : report.failedStatus !== null && !report.data ? (
          <ReadFailed status={report.failedStatus} onRetry={report.reload} />
        ) : !report.data ? (
          <Spinner label="Loading the report" />
        ) : rows.length === 0 ? (
          <EmptyState message={REPORT_MESSAGES.empty} />
        ) : (
          <>
            <BarChart
              bars={rows.slice(0, 12).map((row) => ({
                id: String(row.key),
                name: row.name,
                minutes: row.total_duration,
                tasks: row.task_count,
              }))}
              title={`Hours by ${NOUNS[query.group]}`}
              note={rows.length > 12 ? `The 12 with the most hours of ${rows.length}` : rangeText}
              noun={NOUNS[query.group]}
              period={rangeText}
              of={rows.length}
              emptyText={REPORT_MESSAGES.empty}
              dataTable={false}
            />
            {showBudgets && budgets.failedStatus !== null && !budgets.data && (
              <ReadFailed part status={budgets.failedStatus} onRetry={budgets.reload} />
            )}
            <div className="rp-table-wrap">
              <table className="rp-table">
                <caption className="tt-sr-only">
                  Hours by {NOUNS[query.group]}, {rangeText}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{groupLabel.slice(0, -1)}</th>
                    <th scope="col">Hours</th>
                    <th scope="col">Tasks</th>
                    {currency && (
                      <>
                        <th scope="col">{REPORT_MESSAGES.billable}</th>
                        <th scope="col">{REPORT_MESSAGES.amount(currency)}</th>
                      </>
                    )}
                    {showBudgets && <th scope="col">{REPORT_MESSAGES.budgetToDate}</th>}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const target = drillDown(query, row, groups);
                    return (
                      <tr key={String(row.key)}>
                        <th scope="row">
                          {target ? (
                            <button
                              type="button"
                              className="rp-drill"
                              onClick={() => go(target, { push: true })}
                              aria-label={`${row.name}: show by ${NOUNS[target.group]}`}
                            >
                              {row.name}
                            </button>
                          ) : (
                            row.name
                          )}
                        </th>
                        <td>{formatDuration(row.total_duration)}</td>
                        <td>{formatTaskCount(row.task_count)}</td>
                        {money(row)}
                        {budgetCell(row.key)}
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td>{formatDuration(report.data.totals.total_duration)}</td>
                    <td>{formatTaskCount(report.data.totals.task_count)}</td>
                    {money(report.data.totals)}
                    {showBudgets && <td />}
                  </tr>
                </tfoot>
              </table>
            </div>
            <div className="rp-export">
              <Button contain outline loading={exporting === 'csv'} onClick={() => exportAs('csv')}>
                Export CSV
              </Button>
              <Button contain outline loading={exporting === 'xlsx'} onClick={() => exportAs('xlsx')}>
                Export XLSX
              </Button>
              {exportError && (
                <p role="alert" className="rp-note">
                  {exportError}
                </p>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** /admin/reports: the platform admin picks the company whose report to open. */
export function CompanyPicker() {
  const companies = useCompanies();
  const navigate = useNavigate();
  return (
    <section className="rp-page">
      <style>{REPORT_CSS}</style>
      <PageHeading
        title="Reports"
        subtitle="Hours of a company, by project, consultant, department, day or client"
      />
      {companies.failedStatus !== null && !companies.data ? (
        <ReadFailed status={companies.failedStatus} onRetry={companies.reload} />
      ) : !companies.data ? (
        <Spinner label="Loading the companies" />
      ) : companies.data.length === 0 ? (
        <EmptyState message={REPORT_MESSAGES.noCompanies} icon="companies" />
      ) : (
        <div className="tt-toolbar rp-controls">
          <Select
            label="Company"
            value=""
            options={[
              { value: '', label: 'Choose a company' },
              ...companies.data.map((company) => ({ value: String(company.id), label: company.name })),
            ]}
            onChange={(value) => value && navigate(`/admin/reports/${encodeId(Number(value))}`)}
          />
        </div>
      )}
    </section>
  );
}
