import type { Task } from '@app/shared';
import { tasksCsv, tasksCsvFileName } from '../src/tasks/exportTasksCsv';

const task = (fields: Partial<Task>): Task => ({
  id: 1,
  title: 'Plan',
  body: '<p>Plain <strong>words</strong> and "quoted", too</p>',
  duration: 75,
  project: 5,
  project_name: 'Apollo',
  created_at: '2025-03-05T14:07:09.000Z',
  worked_on: '2025-03-05',
  user: 4,
  billable: null,
  ...fields,
});

describe('the task CSV', () => {
  it('has a header and one line per task, the body as text, fields quoted as needed', () => {
    const csv = tasksCsv([
      task({}),
      task({ id: 2, title: 'Review, then ship', project_name: null, duration: 5 }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'DATE,TITLE,DURATION,PROJECT,BODY',
      '2025-03-05T14:07:09.000Z,Plan,75,Apollo,"Plain words and ""quoted"", too"',
      '2025-03-05T14:07:09.000Z,"Review, then ship",5,,"Plain words and ""quoted"", too"',
      '',
    ]);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = tasksCsv([
      task({ title: '=HYPERLINK("http://evil")', project_name: '+1', body: '@SUM(A1)' }),
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      `2025-03-05T14:07:09.000Z,"'=HYPERLINK(""http://evil"")",75,'+1,'@SUM(A1)`,
    );
  });

  it('names the file after the date range', () => {
    expect(tasksCsvFileName('2025-03-01', '2025-03-07')).toBe('tasks_2025-03-01_to_2025-03-07.csv');
    expect(tasksCsvFileName('', '')).toBe('tasks_start_to_end.csv');
  });
});
