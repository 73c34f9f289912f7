import { screen, within } from '@testing-library/react';
import { DataTable, type Column } from '../../src/ui';
import { renderInApp } from './helpers';

interface TaskRow {
  id: number;
  title: string;
  duration: number;
  project_name: string;
}

const rows: TaskRow[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: index + 1,
  title: `Task ${String(index + 1).padStart(5, '0')}`,
  duration: (index * 37) % 180,
  project_name: `Project ${index % 12}`,
}));
const columns: Column<TaskRow>[] = [{ key: 'title' }, { key: 'duration' }, { key: 'project_name' }];
const actions = { view: true, edit: jest.fn(), delete: jest.fn() };

function table(list: readonly TaskRow[]) {
  return (
    <DataTable
      label="Tasks"
      role="admin"
      rows={list}
      columns={columns}
      actions={actions}
      onShowBody={jest.fn()}
    />
  );
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body)
    .queryAllByRole('row')
    .filter((row) => row.classList.contains('tt-row'));
}

describe('DataTable with 10,000 rows', () => {
  it('renders only a window of rows and announces the full count', () => {
    renderInApp(table(rows));
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(10);
    expect(rendered.length).toBeLessThan(60);
    expect(screen.getByRole('table', { name: 'Tasks' })).toHaveAttribute('aria-rowcount', '10001');
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('re-renders a sorted or filtered list as one window of rows, not as 10,000', () => {
    // how fast that is, is a figure of `npm run bench` (sort and search on 10,000 tasks), not of a test
    const { rerender } = renderInApp(table(rows));
    const byDuration = [...rows].sort((a, b) => b.duration - a.duration);
    rerender(table(byDuration));
    expect(bodyRows().length).toBeLessThan(60);
    expect(within(bodyRows()[0]).getByRole('rowheader')).toHaveTextContent(byDuration[0].title);
    const filtered = rows.filter((row) => row.project_name === 'Project 3');
    rerender(table(filtered));
    expect(bodyRows().length).toBeLessThan(60);
    expect(screen.getByRole('table', { name: 'Tasks' })).toHaveAttribute(
      'aria-rowcount',
      String(filtered.length + 1),
    );
    expect(within(bodyRows()[0]).getByRole('rowheader')).toHaveTextContent(filtered[0].title);
  });
});
