import { plainText, type PerformanceRow } from '@app/contract';
import {
  columnLabel,
  countBadge,
  formatCell,
  formatCreatedAt,
  formatDuration,
  formatPerformance,
  formatRelative,
  formatTaskCount,
  formatTotalWorkingHours,
  hasRichTextBody,
  localIsoDate,
  sumDurations,
  todayIsoDate,
  truncateText,
} from '../../src/format';
import { toCsv } from '../../src/format/csv';
import {
  CONSULTANT_SORT_OPTIONS,
  DEPARTMENT_PERFORMANCE_SORT_OPTIONS,
  TASK_SORT_OPTIONS,
  searchConsultants,
  searchTasks,
  sortPerformance,
  sortTasks,
} from '../../src/format/lists';

describe('dates', () => {
  test('created_at as a full date (local time, lower-case am/pm)', () => {
    expect(formatCreatedAt('2025-03-05T14:07:09')).toBe('March 05 2025, 2:07:09 pm');
    expect(formatCreatedAt('2024-12-31T00:00:00')).toBe('December 31 2024, 12:00:00 am');
  });

  test('unreadable dates', () => {
    expect(formatCreatedAt('yesterday')).toBe('Invalid timestamp');
    expect(formatCreatedAt(null)).toBe('Invalid timestamp');
    expect(formatRelative('not a date')).toBe('Invalid timestamp');
    expect(formatRelative(undefined)).toBe('Invalid timestamp');
  });

  test('relative time: the largest unit that counts one whole, calendar months and years', () => {
    const now = new Date(2025, 2, 10, 12, 0, 0);
    expect(formatRelative('2025-03-07T12:00:00', now)).toBe('3 days ago');
    expect(formatRelative('2025-03-10T14:00:00', now)).toBe('in 2 hours');
    expect(formatRelative('2025-03-10T11:58:30', now)).toBe('1 minute ago');
    expect(formatRelative('2025-03-10T12:00:00', now)).toBe('in 0 seconds');
    expect(formatRelative('2025-02-10T12:00:00', now)).toBe('1 month ago');
    expect(formatRelative('2025-02-10T12:00:01', now)).toBe('27 days ago');
    expect(formatRelative('2024-03-10T12:00:00', now)).toBe('1 year ago');
    expect(formatRelative('2023-04-01T00:00:00', now)).toBe('1 year ago');
    expect(formatRelative('2025-05-11T00:00:00', now)).toBe('in 2 months');
    // a month from the 31st ends on the last day of a shorter month
    expect(formatRelative('2025-01-31T12:00:00', new Date(2025, 1, 28, 12))).toBe('1 month ago');
  });

  test('today as the default filter date', () => {
    expect(todayIsoDate()).toBe(new Date().toLocaleDateString('en-CA'));
  });

  test("the local day of a zoned timestamp is its day in the browser's zone", () => {
    const zoned = [
      '2025-03-01T23:30:00Z',
      '2025-03-02T00:15:00.123+05:30',
      '2024-12-31T23:59:59-08:00',
      '2025-06-15T12:00Z',
    ];
    for (const iso of zoned) expect(localIsoDate(iso)).toBe(new Date(iso).toLocaleDateString('en-CA'));
    expect(localIsoDate('2025-03-05T14:07:09')).toBe('2025-03-05');
    expect(localIsoDate('2025-13-45T00:00:00Z')).toBeNull();
    expect(localIsoDate('garbage')).toBeNull();
    expect(localIsoDate(null)).toBeNull();
  });

  test('plain-text bodies before 2025-02-23', () => {
    expect(hasRichTextBody('2025-02-22T23:59:59')).toBe(false);
    expect(hasRichTextBody('2025-02-23T00:00:00')).toBe(true);
    expect(hasRichTextBody(undefined)).toBe(true);
  });
});

describe('durations', () => {
  test('total working hours, singular and plural', () => {
    expect(formatTotalWorkingHours(0)).toBe('0 hours and 0 minutes');
    expect(formatTotalWorkingHours(1)).toBe('0 hours and 1 minute');
    expect(formatTotalWorkingHours(65)).toBe('1 hour and 5 minutes');
    expect(formatTotalWorkingHours(121)).toBe('2 hours and 1 minute');
    expect(formatTotalWorkingHours(600)).toBe('10 hours and 0 minutes');
  });

  test('HR/HRs, Mins, Task/Tasks', () => {
    expect(formatDuration(65)).toBe('1 HR 5 Mins');
    expect(formatDuration(200)).toBe('3 HRs 20 Mins');
    expect(formatDuration(45)).toBe('0 HRs 45 Mins');
    expect(formatTaskCount(1)).toBe('1 Task');
    expect(formatTaskCount(0)).toBe('0 Tasks');
    expect(formatPerformance({ total_duration: 200, task_count: 4 })).toBe('3 HRs 20 Mins · 4 Tasks');
    expect(formatPerformance({ total_duration: 60, task_count: 1 })).toBe('1 HR 0 Mins · 1 Task');
    expect(formatPerformance(undefined)).toBe('0 HRs 0 Mins · 0 Tasks');
  });

  test('sum of durations', () => {
    expect(sumDurations([{ duration: 30 }, { duration: 45 }])).toBe(75);
    expect(sumDurations([])).toBe(0);
  });
});

describe('table text', () => {
  test('cut at 60 characters: 57 plus ...', () => {
    expect(truncateText('x'.repeat(60))).toBe('x'.repeat(60));
    expect(truncateText('x'.repeat(61))).toBe(`${'x'.repeat(57)}...`);
    expect(truncateText('x'.repeat(61))).toHaveLength(60);
    expect(truncateText(null)).toBe('');
    expect(truncateText(42)).toBe('42');
  });

  test('1000 with no_limit', () => {
    expect(truncateText('x'.repeat(1000), true)).toHaveLength(1000);
    expect(truncateText('x'.repeat(1001), true)).toBe(`${'x'.repeat(997)}...`);
  });

  test("count badge caps at '99+'", () => {
    expect(countBadge(0)).toBe('0');
    expect(countBadge(99)).toBe('99');
    expect(countBadge(100)).toBe('99+');
  });

  test('column labels', () => {
    expect(columnLabel('created_at')).toBe('DATE');
    expect(columnLabel('project_name')).toBe('PROJECT');
    expect(columnLabel('admin_email')).toBe('EMAIL');
    expect(columnLabel('admin_contact')).toBe('CONTACT');
    expect(columnLabel('previous_month')).toBe('PREVIOUS MONTH');
    expect(columnLabel('name')).toBe('NAME');
  });

  test('cells', () => {
    expect(formatCell('created_at', '2025-03-05T14:07:09')).toBe('March 05 2025, 2:07:09 pm');
    expect(formatCell('date_joined', 'bad')).toBe('Invalid timestamp');
    expect(formatCell('date_joined', new Date(Date.now() - 2 * 86_400_000 - 60_000).toISOString())).toBe(
      '2 days ago',
    );
    expect(formatCell('title', 'y'.repeat(70))).toBe(`${'y'.repeat(57)}...`);
    expect(formatCell('title', 'y'.repeat(70), true)).toBe('y'.repeat(70));
    expect(formatCell('project_name', null)).toBe('');
    expect(formatCell('duration', 30)).toBe('30');
  });

  test('plain text of a rich body', () => {
    expect(plainText('<p>Hello&nbsp;<strong>world</strong> &amp; co</p><p><br></p>')).toBe(
      'Hello world & co',
    );
    expect(plainText(null)).toBe('');
  });
});

const totals = (total_duration: number, task_count = 1) => ({ total_duration, task_count });
const row = (
  id: number,
  name: string,
  department: string,
  daily: number,
  weekly: number,
  monthly: number,
  previous: number,
): PerformanceRow => ({
  id,
  name,
  email: `${name}@x.co`,
  contact: '1',
  department,
  department_id: 1,
  daily_tasks: totals(daily),
  weekly_tasks: totals(weekly),
  monthly_tasks: totals(monthly),
  previous_month_tasks: totals(previous),
  weekly_target: 0,
});

describe('sorting', () => {
  const rows = [
    row(1, 'carol', 'Ops', 10, 100, 300, 50),
    row(2, 'Alice', 'Sales', 30, 50, 400, 10),
    row(3, 'bob', 'Accounts', 20, 200, 100, 90),
  ];
  const ids = (list: { id: number }[]) => list.map((r) => r.id);

  test('name and department ascending, case-insensitive', () => {
    expect(ids(sortPerformance(rows, 'name'))).toEqual([2, 3, 1]);
    expect(ids(sortPerformance(rows, 'department'))).toEqual([3, 1, 2]);
  });

  test('performance descending', () => {
    expect(ids(sortPerformance(rows, 'daily'))).toEqual([2, 3, 1]);
    expect(ids(sortPerformance(rows, 'weekly'))).toEqual([3, 1, 2]);
    expect(ids(sortPerformance(rows, 'monthly'))).toEqual([2, 1, 3]);
    expect(ids(sortPerformance(rows, 'previous_month'))).toEqual([3, 1, 2]);
  });

  test('ties: more tasks first, then name', () => {
    const tied = [
      row(1, 'b', 'X', 10, 0, 0, 0),
      { ...row(2, 'c', 'X', 10, 0, 0, 0), daily_tasks: totals(10, 3) },
      row(3, 'a', 'X', 10, 0, 0, 0),
    ];
    expect(ids(sortPerformance(tied, 'daily'))).toEqual([2, 3, 1]);
  });

  test('does not mutate its input', () => {
    sortPerformance(rows, 'name');
    expect(ids(rows)).toEqual([1, 2, 3]);
  });

  const tasks = [
    { id: 1, title: 'beta', duration: 30, project_name: 'Zeus', body: '<p>alpha notes</p>' },
    { id: 2, title: 'Alpha', duration: 90, project_name: null, body: 'Plain text' },
    { id: 3, title: 'gamma', duration: 60, project_name: 'apollo', body: '<b>strong</b>' },
  ];

  test('tasks: title ascending, duration descending, project ascending (none last)', () => {
    expect(ids(sortTasks(tasks, 'title'))).toEqual([2, 1, 3]);
    expect(ids(sortTasks(tasks, 'duration'))).toEqual([2, 3, 1]);
    expect(ids(sortTasks(tasks, 'project'))).toEqual([3, 1, 2]);
  });

  test('10,000 tasks sort by title', () => {
    // how fast is a figure of `npm run bench` (sort on 10,000 tasks), not of a test
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      ...tasks[i % 3],
      id: i,
      title: `Task ${(i * 7919) % 10_000}`,
    }));
    const titles = sortTasks(many, 'title').map((task) => task.title);
    expect(titles).toHaveLength(10_000);
    expect(
      titles.every(
        (title, i) => i === 0 || titles[i - 1].localeCompare(title, 'en', { sensitivity: 'base' }) <= 0,
      ),
    ).toBe(true);
  });

  test('sort menus keep the spec wording', () => {
    expect(CONSULTANT_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Name',
      'Department',
      'Performance by Day',
      'sort by previous month',
      'Performance by Week',
      'Performance by Month',
    ]);
    expect(DEPARTMENT_PERFORMANCE_SORT_OPTIONS.map((o) => o.label)).toEqual(['Name', 'Day', 'Week', 'Month']);
    expect(TASK_SORT_OPTIONS.map((o) => o.label)).toEqual(['Title', 'Duration', 'Project']);
  });

  test('search tasks: title, visible body text, project, case-insensitive', () => {
    expect(ids(searchTasks(tasks, 'ALPHA'))).toEqual([1, 2]);
    expect(ids(searchTasks(tasks, 'apollo'))).toEqual([3]);
    expect(ids(searchTasks(tasks, 'strong'))).toEqual([3]);
    expect(ids(searchTasks(tasks, '<p>'))).toEqual([]);
    expect(ids(searchTasks(tasks, '  '))).toEqual([1, 2, 3]);
  });

  test('search consultants: name and department', () => {
    expect(ids(searchConsultants(rows, 'AL'))).toEqual([2]);
    expect(ids(searchConsultants(rows, 'ops'))).toEqual([1]);
    expect(ids(searchConsultants(rows, ''))).toEqual([1, 2, 3]);
  });
});

describe('csv', () => {
  test('labels, quoting, CRLF', () => {
    const logs = [
      { created_at: '2025-03-05', email: 'a@b.co', action: 'created "Report", v2' },
      { created_at: '2025-03-06', email: 'c@d.co', action: null },
    ];
    expect(toCsv(logs, ['created_at', 'email', 'action'])).toBe(
      'DATE,EMAIL,ACTION\r\n2025-03-05,a@b.co,"created ""Report"", v2"\r\n2025-03-06,c@d.co,\r\n',
    );
  });

  test('text a spreadsheet would run as a formula is defused; numbers stay numbers', () => {
    const rows = [
      {
        name: '=HYPERLINK("http://evil.example","x")',
        contact: '+1 555',
        department: '@SUM(A1)',
        minutes: -5,
      },
      { name: '-2+3', contact: '\tcmd', department: 'Ops', minutes: 30 },
    ];
    expect(toCsv(rows, ['name', 'contact', 'department', 'minutes']).split('\r\n').slice(1, 3)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""x"")",'+1 555,'@SUM(A1),-5`,
      `'-2+3,'\tcmd,Ops,30`,
    ]);
  });

  describe('no cell can open a formula, read by commas or by semicolons', () => {
    /** Where a spreadsheet would start a formula: a sign first, after any spaces and quotes. */
    const FORMULA = /^[ "]*[=+\-@\t\r]/;
    /** What a number cell is written as. */
    const NUMBER = /^-?\d+(\.\d+)?(e[+-]\d+)?$/;
    const hostile = [
      '=HYPERLINK("http://evil.example","x")',
      'x;=HYPERLINK("http://evil.example","x")',
      'a;-1+1',
      'a; +1',
      'a;"=1"',
      'a;  "@SUM(A1)',
      'a,=1',
      'a, -2',
      'line\n=1+1',
      'line\r\n@x',
      'cr\r+1',
      'tab;\t=1',
      ';;=1',
      ';',
      'x;',
      '"-1',
      ' =1',
      "1+cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      'plain',
      '',
    ];
    const values: unknown[] = [...hostile, -5, -1.25, 0, 42, 1e21, -1e21, NaN, -Infinity, null];

    /** RFC 4180, quotes honoured: every line's cells. */
    function commaCells(csv: string): string[][] {
      const lines: string[][] = [];
      let cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < csv.length; i += 1) {
        const c = csv[i];
        if (quoted && c === '"' && csv[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (c === '"') quoted = !quoted;
        else if (quoted) cell += c;
        else if (c === ',') {
          cells.push(cell);
          cell = '';
        } else if (c === '\r' && csv[i + 1] === '\n') {
          lines.push([...cells, cell]);
          cells = [];
          cell = '';
          i += 1;
        } else cell += c;
      }
      return lines;
    }

    /** Every row of two or three of the values, in every order (so each value starts a line too). */
    const rows = values.flatMap((a) => values.map((b, i) => ({ a, b, c: values[(i + 7) % values.length] })));
    const csv = toCsv(rows, ['a', 'b', 'c']);

    test('read by commas (quotes honoured), a cell is its number or text that opens no formula', () => {
      const lines = commaCells(csv);
      expect(lines).toHaveLength(rows.length + 1);
      rows.forEach((row, i) => {
        const cells = lines[i + 1];
        expect(cells).toHaveLength(3);
        (['a', 'b', 'c'] as const).forEach((key, k) => {
          const value = row[key];
          const cell = cells[k];
          if (typeof value === 'number' && Number.isFinite(value) && !(k === 0 && value < 0)) {
            expect([cell, Number(cell)]).toEqual([String(value), value]);
          } else {
            expect({ cell, formula: FORMULA.test(cell) }).toEqual({ cell, formula: false });
            // only apostrophes are added: the text reads the same without them
            expect(cell.replace(/'/g, '')).toBe(String(value ?? '').replace(/'/g, ''));
          }
        });
      });
    });

    test('read by semicolons or by bare commas (quotes and line ends ignored), no piece opens a formula', () => {
      for (const line of csv.split(/\r\n|\r|\n/)) {
        for (const piece of line.split(';'))
          expect({ piece, formula: FORMULA.test(piece) }).toEqual({ piece, formula: false });
        for (const piece of line.split(','))
          expect({ piece, formula: FORMULA.test(piece) && !NUMBER.test(piece) }).toEqual({
            piece,
            formula: false,
          });
      }
    });

    test('a text holding a semicolon is quoted; numbers stay numbers, negative ones too', () => {
      expect(toCsv([{ a: 'x', b: 'a;b', c: -5 }], ['a', 'b', 'c']).split('\r\n')[1]).toBe('x,"a;b",-5');
      expect(toCsv([{ a: 'x;=1', b: -1.5, c: 'ok' }], ['a', 'b', 'c']).split('\r\n')[1]).toBe(
        `"x;'=1",-1.5,ok`,
      );
    });
  });
});
