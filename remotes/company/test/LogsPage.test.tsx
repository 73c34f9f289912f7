import { screen, waitFor } from '@testing-library/react';
import { encodeId, type TaskLog } from '@app/shared';
import { newestFirst } from '../src/logs/newestFirst';
import {
  location,
  networkError,
  companyOfUser,
  northwind,
  renderCompanyApp,
  resetState,
  serve,
} from './helpers';

const path = `/admin/logs/${encodeId(3)}`;

const log = (id: number, created_at: string, action = `action ${id}`): TaskLog => ({
  id,
  created_at,
  email: `user${id}@example.com`,
  action,
});

beforeEach(() => {
  resetState();
  jest.clearAllMocks();
  serve('GET /get_company/{user_id}', () => companyOfUser(northwind));
});

describe('logs page', () => {
  it('lists date, email and action, newest first, read-only', async () => {
    serve('GET /tasks_logs/{companyId}', () => [
      log(1, '2025-03-01T10:00:00Z'),
      log(2, '2025-03-05T14:07:09Z'),
      log(3, '2025-03-03T09:00:00Z'),
    ]);
    renderCompanyApp(path, 'company_admin');
    await screen.findByRole('rowheader', { name: /March 05 2025/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'DATE',
      'EMAIL',
      'ACTION',
    ]);
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^March 05 2025/),
      expect.stringMatching(/^March 03 2025/),
      expect.stringMatching(/^March 01 2025/),
    ]);
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('shows all of 100,000 entries without paging, rendering only the rows in view', async () => {
    const base = Date.parse('2025-01-01T00:00:00Z');
    const many = Array.from({ length: 100_000 }, (_, i) =>
      log(i + 1, new Date(base + ((i * 7919) % 100_000) * 60_000).toISOString()),
    );
    serve('GET /tasks_logs/{companyId}', () => many);
    renderCompanyApp(path, 'company_admin');
    const heading = await screen.findByRole('heading', { level: 1, name: /Logs/ });
    await waitFor(() => expect(heading).toHaveTextContent('99+'));
    await screen.findAllByRole('rowheader');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '100001');
    expect(screen.getAllByRole('row').length).toBeLessThan(100);
  });

  it('is for the admin and the representative only', () => {
    serve('GET /tasks_logs/{companyId}', () => []);
    renderCompanyApp(path, 'company_member');
    expect(location().path).toBe('/');
  });

  it('with the server down shows that it cannot be reached, never an empty log, and heals by itself', async () => {
    let down = true;
    serve('GET /tasks_logs/{companyId}', () =>
      down
        ? networkError()
        : [{ id: 1, email: 'a@example.com', action: 'created', created_at: '2025-01-01T08:00:00Z' }],
    );
    serve('GET /health', () => (down ? networkError() : { status: 'ok' }));
    renderCompanyApp(`/admin/logs/${encodeId(3)}`, 'company_admin');
    await screen.findByRole('alert', { name: 'Cannot reach the server' }, { timeout: 10_000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    down = false;
    // no click: the probe finds the server back and the log reads again
    expect(await screen.findByRole('table', { name: 'Task logs' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Cannot reach the server' })).not.toBeInTheDocument();
  }, 40_000);
});

describe('newestFirst', () => {
  it('sorts by date descending, keeps ties in order and puts unreadable dates last', () => {
    const entries = [
      log(1, 'nonsense'),
      log(2, '2025-01-01T00:00:00Z'),
      log(3, '2025-02-01T00:00:00Z'),
      log(4, '2025-01-01T00:00:00Z'),
    ];
    expect(newestFirst(entries).map((e) => e.id)).toEqual([3, 2, 4, 1]);
  });

  it('sorts 100,000 entries, newest first', () => {
    // how long the logs page takes with 100,000 entries is a figure of `npm run bench`, not of a test
    const base = Date.parse('2025-01-01T00:00:00Z');
    const many = Array.from({ length: 100_000 }, (_, i) =>
      log(i, new Date(base + ((i * 7919) % 100_000) * 1000).toISOString()),
    );
    const times = newestFirst(many).map((entry) => Date.parse(entry.created_at));
    expect(times).toHaveLength(100_000);
    expect(times.every((time, i) => i === 0 || times[i - 1] >= time)).toBe(true);
  });
});
