import { reportCsv, reportFileName } from '../../src/features/reports/reportExport';
import {
  isAskable,
  readReportQuery,
  withPreset,
  writeReportQuery,
  type IdCodec,
  type ReportQuery,
} from '../../src/features/reports/reportQuery';
import { presetRange, rangeLength, rangeProblem, todayIn } from '../../src/features/reports/reportRange';
import type { HoursReport } from '@app/shared';

// ids in the URL go through the route codec in the product; a readable stand-in keeps these tests plain
const codec: IdCodec = {
  encode: (id) => `id${id}`,
  decode: (param) => (param && /^id\d+$/.test(param) ? Number(param.slice(2)) : null),
};
const ALL = ['project', 'consultant', 'department', 'day'] as const;

describe('report ranges', () => {
  test('presets around a Wednesday, weeks from Monday to Sunday', () => {
    const today = '2026-11-25';
    expect(presetRange('this_week', today)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('last_week', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('this_month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('last_month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('this_year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  test('a Sunday belongs to the week that started the Monday before; January looks back into December', () => {
    expect(presetRange('this_week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('this_month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  test('presets around days of DST changes in far zones are whole calendar weeks and months', () => {
    // Berlin springs forward on Sunday 29 March 2026, Auckland falls back on Sunday 5 April
    expect(presetRange('this_week', '2026-03-29')).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(presetRange('last_week', '2026-04-06')).toEqual({ from: '2026-03-30', to: '2026-04-05' });
    expect(presetRange('last_month', '2026-04-01')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetRange('this_week', '2026-01-01')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(() => presetRange('this_week', '2026-02-30')).toThrow(RangeError);
    expect(rangeLength({ from: '2026-03-01', to: '2026-04-30' })).toBe(61);
  });

  test("today is the company's day in Auckland, Berlin and Los Angeles, not the browser's", () => {
    const moment = new Date('2026-11-25T11:30:00Z');
    expect(todayIn('Pacific/Auckland', moment)).toBe('2026-11-26');
    expect(todayIn('Europe/Berlin', moment)).toBe('2026-11-25');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-26T07:59:00Z'))).toBe('2026-11-25');
  });

  test("today is the company's day, not the browser's", () => {
    const lateEvening = new Date('2026-10-31T23:30:00Z');
    expect(todayIn('Europe/Oslo', lateEvening)).toBe('2026-11-01');
    expect(todayIn('America/Los_Angeles', lateEvening)).toBe('2026-10-31');
    expect(todayIn('Not/AZone', lateEvening)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('custom ranges: readable days, forwards, at most 366 days', () => {
    expect(rangeLength({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-01-01' })).toBe('Enter a start date.');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('Enter a start date.');
    expect(rangeProblem({ from: '2026-03-01', to: '' })).toBe('Enter an end date.');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe(
      'The end date is before the start date.',
    );
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('A report covers at most 366 days.');
  });
});

describe('the report in the URL', () => {
  const today = '2026-11-25';

  test('defaults: this month, the first grouping offered, no filters', () => {
    expect(readReportQuery(new URLSearchParams(''), { today, groups: ALL, codec })).toEqual({
      preset: 'this_month',
      from: '2026-11-01',
      to: '2026-11-30',
      group: 'project',
      department: null,
      project: null,
      consultant: null,
      approvedOnly: false,
    });
  });

  test('a written query reads back the same, for presets and custom ranges', () => {
    const custom: ReportQuery = {
      preset: 'custom',
      from: '2026-03-01',
      to: '2026-03-31',
      group: 'consultant',
      department: 7,
      project: 12,
      consultant: null,
      approvedOnly: false,
    };
    const params = writeReportQuery(custom, codec);
    expect(params.toString()).toBe(
      'range=custom&from=2026-03-01&to=2026-03-31&group=consultant&department=id7&project=id12',
    );
    expect(readReportQuery(params, { today, groups: ALL, codec })).toEqual(custom);
    const lastWeek = withPreset(custom, 'last_week', today);
    expect(writeReportQuery(lastWeek, codec).get('from')).toBeNull();
    expect(readReportQuery(writeReportQuery(lastWeek, codec), { today, groups: ALL, codec })).toEqual(
      lastWeek,
    );
    // only approved weeks' hours: kept in the URL as hours=approved
    const billable = { ...custom, approvedOnly: true };
    expect(writeReportQuery(billable, codec).get('hours')).toBe('approved');
    expect(readReportQuery(writeReportQuery(billable, codec), { today, groups: ALL, codec })).toEqual(
      billable,
    );
  });

  test('a grouping the scope does not offer, an unknown preset or an unreadable id fall back', () => {
    const query = readReportQuery(new URLSearchParams('range=fortnight&group=department&project=zzz'), {
      today,
      groups: ['project', 'day'],
      codec,
    });
    expect(query).toMatchObject({ preset: 'this_month', group: 'project', project: null });
  });

  test('only a readable custom range is asked for', () => {
    const base = readReportQuery(new URLSearchParams('range=custom&from=2026-05-01&to=2026-04-01'), {
      today,
      groups: ALL,
      codec,
    });
    expect(isAskable(base)).toBe(false);
    expect(isAskable({ ...base, to: '2026-05-31' })).toBe(true);
  });
});

describe('report exports', () => {
  const report: HoursReport = {
    company: 1,
    from: '2026-10-01',
    to: '2026-10-31',
    group_by: 'project',
    status: null,
    time_zone: 'Europe/Oslo',
    filters: { department: null, project: null, consultant: null },
    rows: [
      { key: 3, name: '=HYPERLINK("http://evil")', total_duration: 90, task_count: 2 },
      { key: null, name: 'No project', total_duration: 45, task_count: 1 },
    ],
    totals: { total_duration: 135, task_count: 3 },
  };

  test('CSV: one line per group and a total, minutes, hours and tasks, formulas defused', () => {
    expect(reportCsv(report)).toBe(
      'NAME,MINUTES,HOURS,TASKS\r\n' +
        `"'=HYPERLINK(""http://evil"")",90,1.5,2\r\n` +
        'No project,45,0.75,1\r\n' +
        'Total,135,2.25,3\r\n',
    );
  });

  test('a report of approved weeks only says so in its header and its file name', () => {
    expect(reportCsv({ ...report, status: 'approved' })).toBe(
      'NAME,APPROVED MINUTES,APPROVED HOURS,TASKS\r\n' +
        `"'=HYPERLINK(""http://evil"")",90,1.5,2\r\n` +
        'No project,45,0.75,1\r\n' +
        'Total,135,2.25,3\r\n',
    );
    const query = readReportQuery(new URLSearchParams('range=last_month&group=day&hours=approved'), {
      today: '2026-11-25',
      groups: ALL,
      codec,
    });
    expect(reportFileName('Northwind', query, 'csv')).toBe(
      'northwind_report_approved-weeks-only_2026-10-01_2026-10-31_by-day.csv',
    );
  });

  test('file names carry the company, the range and the grouping', () => {
    const query = readReportQuery(new URLSearchParams('range=last_month&group=day'), {
      today: '2026-11-25',
      groups: ALL,
      codec,
    });
    expect(reportFileName('Northwind Consulting, Inc.', query, 'xlsx')).toBe(
      'northwind-consulting-inc_report_2026-10-01_2026-10-31_by-day.xlsx',
    );
    expect(reportFileName('Ørsted & Co', query, 'csv')).toBe(
      'rsted-co_report_2026-10-01_2026-10-31_by-day.csv',
    );
  });
});
