import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NotificationHost } from '@app/shared';
import { sent, serve, server } from '@app/shared/testing';
import { remoteFeature } from '@app/shared/areas';
import { RemoteArea } from '../src/federation/RemoteArea';
import { mismatches } from '../src/federation/remoteRegistry';
import { RemoteUnavailableError } from '../src/federation/RemoteUnavailableError';

// the federation runtime (a library): which entry is registered, and what a remote's App is
const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: (...args: unknown[]) => loadRemote(...args),
}));

/** The kit's and the router subset's content versions this page was built with (the test says them). */
const KIT = '0.1.0-c-0123456789ab';
const ROUTER = '7.18.5-c-ba9876543210';
const fits = {
  '@app/shared': KIT,
  'react-router-dom': ROUTER,
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
  // every test starts from the live releases (a test that released another puts them back)
  remotes = live;
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
process.env.APP_SHARED_VERSION = KIT;
process.env.APP_ROUTER_VERSION = ROUTER;
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
    expect(alert).toHaveTextContent('@app/shared ^9.0.0 (this page has 0.1.0-c-0123456789ab)');
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
            '@app/shared ^9.0.0 (this page has 0.1.0-c-0123456789ab)',
            '@module-federation/runtime-core 2.10.0 (this page has 2.9.2)',
          ],
          offered: {
            '@app/shared': KIT,
            'react-router-dom': ROUTER,
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

describe('the release check', () => {
  it('refuses a release built against other content of the kit or of the router subset, even of the same version', () => {
    expect(mismatches(fits)).toEqual([]);
    expect(mismatches({ ...fits, '@app/shared': '0.1.0-c-ffffffffffff' })).toEqual([
      '@app/shared 0.1.0-c-ffffffffffff (this page has 0.1.0-c-0123456789ab)',
    ]);
    expect(mismatches({ ...fits, 'react-router-dom': '7.18.5-c-000000000000' })).toEqual([
      'react-router-dom 7.18.5-c-000000000000 (this page has 7.18.5-c-ba9876543210)',
    ]);
  });
});

describe('a feature another remote owns', () => {
  // the company remote's tokens section, as the shell's Settings page shows it
  const Tokens = remoteFeature<{ Section: () => React.JSX.Element }, object>(
    'company',
    'Tokens',
    'section',
    (module) => module.Section,
  );
  const section = (release: string) => ({ Section: () => <h2>Tokens of {release}</h2> });

  it("loads from the owner's live release, and a new release replaces it at the next navigation", async () => {
    let now = Date.now() + 120_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    remotes = { ...live, company: location('company', 'c1') };
    loadRemote.mockImplementation(async (id: string) => (id === 'company/Tokens' ? section('c1') : null));
    render(
      <MemoryRouter initialEntries={['/admin/settings']}>
        <Link to="/admin/settings">Settings</Link>
        <Link to="/admin/settings/more">More</Link>
        <Tokens />
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading the section…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Tokens of c1' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenLastCalledWith('company/Tokens');

    // the company team releases c2 alone: the next navigation after the minute shows it
    remotes = { ...live, company: location('company', 'c2') };
    loadRemote.mockImplementation(async (id: string) => (id === 'company/Tokens' ? section('c2') : null));
    now += 61_000;
    await userEvent.click(screen.getByRole('link', { name: 'More' }));
    expect(await screen.findByRole('heading', { name: 'Tokens of c2' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'company', entry: location('company', 'c2').entry }],
      { force: true },
    );

    // rolled back to c1: the same at the next navigation
    remotes = { ...live, company: location('company', 'c1') };
    loadRemote.mockImplementation(async (id: string) => (id === 'company/Tokens' ? section('c1') : null));
    now += 61_000;
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Tokens of c1' })).toBeInTheDocument();
  });

  it('says which module it could not load, with a retry that registers the owner anew and loads it', async () => {
    const History = remoteFeature<{ History: () => React.JSX.Element }, object>(
      'company',
      'Audit',
      'history',
      (module) => module.History,
    );
    const now = Date.now() + 120_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    // the company's live release: the registry keeps what it read for the page's life, and the
    // other tests (in any order) expect the company at its live release
    remotes = live;
    loadRemote
      .mockReset()
      .mockRejectedValueOnce(new Error('entry unreachable'))
      .mockResolvedValueOnce({ History: () => <h2>History of c1</h2> });
    render(
      <MemoryRouter>
        <History />
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The history could not be loaded from the company module. The rest of the page keeps working.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'History of c1' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'company', entry: location('company', 'c1').entry }],
      { force: true },
    );
  });
});
