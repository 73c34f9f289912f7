import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NotificationHost } from '@app/shared';
import { sent, serve, server } from '@app/shared/testing';
import { RemoteArea } from '../src/federation/RemoteArea';
import { RemoteUnavailableError } from '../src/federation/RemoteUnavailableError';

// the federation runtime (a library): which entry is registered, and what a remote's App is
const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: (...args: unknown[]) => loadRemote(...args),
}));

const fits = {
  '@app/shared': '^0.1.0',
  '@app/contract': '^0.1.0',
  '@module-federation/runtime-core': '2.9.2',
};
const location = (name: string, release: string, requires: Record<string, string> | null = fits) => ({
  entry: `http://remotes.test/${name}/releases/${release}/remoteEntry.js`,
  release,
  requires,
});
// the page reads remotes.json once and keeps it (tests run in any order): every area is in it
const live = {
  admin: location('admin', 'a1'),
  company: location('company', 'c1'),
  // built for another shared library, and against another federation runtime core than the shell's
  department: location('department', 'd9', {
    ...fits,
    '@app/shared': '^9.0.0',
    '@module-federation/runtime-core': '2.10.0',
  }),
  employee: location('employee', 'e1'),
};
let remotes: Record<string, unknown> = live;
let asked = 0;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registerRemotes.mockReset();
  loadRemote.mockReset();
  server.use(
    http.get('*/remotes.json', () => {
      asked += 1;
      return HttpResponse.json(remotes);
    }),
  );
});

/** The shell's build offers these (webpack defines them; the test says them). */
process.env.APP_SHARED_VERSION = '0.1.0';
process.env.APP_CONTRACT_VERSION = '0.1.0';
process.env.APP_RUNTIME_CORE_VERSION = '2.9.2';

function renderArea(name: 'admin' | 'company' | 'department' | 'employee', path = `/${name}/home`) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to={`/${name}/home`}>Home</Link>
        <Link to={`/${name}/week`}>Week</Link>
      </nav>
      <RemoteArea name={name} />
      <NotificationHost />
    </MemoryRouter>,
  );
}

// the registry keeps what it read and registered for the page's life: each test has an area of its own
describe('RemoteArea', () => {
  it('shows a loading state, then the remote of the live release', async () => {
    loadRemote.mockResolvedValueOnce({ default: () => <h1>Companies</h1> });
    renderArea('admin');
    expect(screen.getByText('Loading the admin module…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Companies' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'admin', entry: location('admin', 'a1').entry }], {
      force: false,
    });
  });

  it('a remote that cannot load shows a message with Retry, and Retry registers it anew and loads it', async () => {
    loadRemote
      // what the runtime's error plugin makes of an entry it cannot fetch
      .mockRejectedValueOnce(new RemoteUnavailableError('company', new Error('entry unreachable')))
      .mockResolvedValueOnce({ default: () => <h1>Consultants</h1> });
    renderArea('company');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the application is unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Consultants' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'company', entry: location('company', 'c1').entry }],
      {
        force: true,
      },
    );
  });

  it('a release built for another shared library or runtime core is not loaded: what does not match is said, and reported once', async () => {
    serve('POST /client_reports', (body) => ({
      ...body,
      id: 1,
      at: '2026-11-26T10:00:00.000Z',
      user: 7,
      user_email: 'x@y.z',
    }));
    renderArea('department');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the application cannot start');
    expect(alert).toHaveTextContent('The department module (release d9)');
    expect(alert).toHaveTextContent('@app/shared ^9.0.0 (this page has 0.1.0)');
    expect(alert).toHaveTextContent('@module-federation/runtime-core 2.10.0 (this page has 2.9.2)');
    expect(loadRemote).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalled();
    await screen.findByRole('button', { name: 'Reload' });
    expect(sent('POST /client_reports')).toEqual([
      [
        {
          kind: 'version_skew',
          area: 'department',
          release: 'd9',
          mismatches: [
            '@app/shared ^9.0.0 (this page has 0.1.0)',
            '@module-federation/runtime-core 2.10.0 (this page has 2.9.2)',
          ],
          offered: {
            '@app/shared': '0.1.0',
            '@app/contract': '0.1.0',
            '@module-federation/runtime-core': '2.9.2',
          },
        },
      ],
    ]);
  });

  it('a new live release is taken at the next navigation, not before; asked at most once a minute', async () => {
    loadRemote.mockImplementation(async () => ({ default: () => <h1>Release e1</h1> }));
    let now = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    renderArea('employee');
    expect(await screen.findByRole('heading', { name: 'Release e1' })).toBeInTheDocument();

    remotes = { ...live, employee: location('employee', 'e2') };
    loadRemote.mockImplementation(async () => ({ default: () => <h1>Release e2</h1> }));
    const before = asked;
    // within the minute: a navigation does not ask
    await userEvent.click(screen.getByRole('link', { name: 'Week' }));
    expect(asked).toBe(before);
    expect(screen.getByRole('heading', { name: 'Release e1' })).toBeInTheDocument();

    now += 61_000;
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Release e2' })).toBeInTheDocument();
    expect(asked).toBe(before + 1);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'employee', entry: location('employee', 'e2').entry }],
      {
        force: true,
      },
    );
    expect(await screen.findByText('The employee area was updated (release e2).')).toBeInTheDocument();
  });
});
