import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiToken, CreatedApiToken, NewApiToken } from '@app/shared';
import { addDays, momentInWords, todayIn } from '@app/shared/days';
import { queryClient } from '@app/shared/query';
import { ApiTokensSection } from '../../src/features/tokens';
import { currentNotice, refuse, renderRemoteApp, resetState, sent, serve } from '@app/shared/testing';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const words = (timestamp: string) => momentInWords(timestamp, null);

/** A token of the signed-in consultant (user 99): 'CI export', read only, used once, live. */
function token(id: number, fields: Partial<ApiToken> = {}): ApiToken {
  return {
    id,
    name: 'CI export',
    scope: 'read',
    user: 99,
    user_email: 'employee@example.com',
    created_at: '2026-03-01T09:00:00Z',
    expires_at: inDays(30),
    revoked_at: null,
    last_used_at: '2026-03-04T10:15:00Z',
    last_used_from: '203.0.113.9',
    ...fields,
  };
}

const CI = token(3);
const SCRIPT = token(2, {
  name: 'Backup script',
  scope: 'read-write',
  last_used_at: null,
  last_used_from: null,
});
const OLD = token(1, { name: 'Old laptop', expires_at: '2026-01-01T00:00:00Z' });
const LEFT = token(4, { name: 'Left team', revoked_at: '2026-03-02T08:00:00Z' });
/** A token of another of the company's people. */
const ADAS = token(7, { name: 'Ada’s sync', user: 21, user_email: 'ada@example.com' });
const SECRET = `ttp_9_${'s'.repeat(43)}`;

/** The server's tokens: the viewer's own, and her company's people's (a representative's read). */
let own: ApiToken[] = [];
let company: ApiToken[] = [];

beforeEach(() => {
  resetState();
  own = [CI, SCRIPT, OLD, LEFT];
  company = [ADAS, CI];
  serve('GET /api_tokens', (query) => (query?.company === undefined ? [...own] : [...company]));
  serve('DELETE /api_token/{id}', (id) => {
    const revoke = (t: ApiToken) => (t.id === id ? { ...t, revoked_at: new Date().toISOString() } : t);
    own = own.map(revoke);
    company = company.map(revoke);
    return { deleted: id };
  });
});

const section = () => screen.getByRole('region', { name: 'API tokens' });
const list = (name: string) => screen.getByRole('region', { name });
/** A list's tokens, each as the lines it shows. */
const tokensOf = (name: string) =>
  within(list(name))
    .getAllByRole('listitem')
    .map((item) => [...item.querySelectorAll('p')].map((line) => line.textContent));

/** The end of `day` (yyyy-MM-dd) in this machine's time zone, counted apart from the product's code. */
const endOfDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
};

describe("Settings' API tokens", () => {
  it('lists the viewer’s tokens newest first: access, dates, last use, and Revoke for the live ones', async () => {
    renderRemoteApp(ApiTokensSection, '/', 'employee');
    expect(within(section()).getByText(/lets another tool call the API as you/)).toBeInTheDocument();
    await within(list('Your tokens')).findAllByRole('listitem');
    expect(tokensOf('Your tokens')).toEqual([
      [
        'CI export Read only',
        `Created ${words(CI.created_at)}`,
        `Expires ${words(CI.expires_at)}`,
        `Last used ${words(CI.last_used_at!)} from 203.0.113.9`,
      ],
      [
        'Backup script Read and write',
        `Created ${words(SCRIPT.created_at)}`,
        `Expires ${words(SCRIPT.expires_at)}`,
        'Never used',
      ],
      [
        'Old laptop Read only',
        `Created ${words(OLD.created_at)}`,
        `Expired ${words(OLD.expires_at)}`,
        `Last used ${words(OLD.last_used_at!)} from 203.0.113.9`,
      ],
      [
        'Left team Read only',
        `Created ${words(LEFT.created_at)}`,
        `Revoked ${words(LEFT.revoked_at!)}`,
        `Last used ${words(LEFT.last_used_at!)} from 203.0.113.9`,
      ],
    ]);
    // only a live token is revoked
    expect(
      within(list('Your tokens'))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Revoke the token CI export', 'Revoke the token Backup script']);
    expect(sent('GET /api_tokens')).toEqual([[]]);
  });

  it('says when there is none', async () => {
    own = [];
    renderRemoteApp(ApiTokensSection, '/', 'employee');
    expect(await within(list('Your tokens')).findByText('No tokens yet')).toBeVisible();
  });

  it('creates a token and shows its secret this once: copied, then gone with the dialog and kept in no cache', async () => {
    const user = userEvent.setup();
    const today = todayIn(null);
    serve('POST /api_tokens', (body: NewApiToken): CreatedApiToken => {
      const made = token(9, {
        ...body,
        created_at: new Date().toISOString(),
        last_used_at: null,
        last_used_from: null,
      });
      own = [made, ...own];
      return { ...made, token: SECRET };
    });
    renderRemoteApp(ApiTokensSection, '/', 'employee');
    const form = screen.getByRole('form', { name: 'New token' });
    const expires = within(form).getByLabelText('Expires on');
    // 90 days ahead at first, from tomorrow to a year from today
    expect(expires).toHaveValue(addDays(today, 90));
    expect(expires).toHaveAttribute('min', addDays(today, 1));
    expect(expires).toHaveAttribute('max', addDays(today, 365));
    expect(within(form).getByLabelText('Access')).toHaveValue('read');

    await user.type(within(form).getByLabelText('Token name'), '  Nightly report  ');
    await user.selectOptions(within(form).getByLabelText('Access'), 'Read and write');
    await user.clear(expires);
    await user.type(expires, addDays(today, 30));
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Token created' });
    expect(sent('POST /api_tokens')).toEqual([
      [{ name: 'Nightly report', scope: 'read-write', expires_at: endOfDay(addDays(today, 30)) }],
    ]);
    expect(within(dialog).getByLabelText('Token')).toHaveValue(SECRET);
    expect(within(dialog).getByLabelText('Token')).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent('Copy it now: it is shown this once and cannot be read again.');
    await user.click(within(dialog).getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied');

    // the form is ready for the next token, and the list shows the new one
    expect(within(form).getByLabelText('Token name')).toHaveValue('');
    await waitFor(() => expect(tokensOf('Your tokens')[0][0]).toBe('Nightly report Read and write'));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.innerHTML).not.toContain(SECRET);
    const cached = [
      ...queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
      ...queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.data),
    ];
    expect(JSON.stringify(cached)).not.toContain(SECRET);
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(JSON.stringify(stored)).not.toContain(SECRET);
  });

  it('says when the token could not be copied, to copy it by hand', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    serve('POST /api_tokens', (body: NewApiToken) => ({ ...token(9, body), token: SECRET }));
    renderRemoteApp(ApiTokensSection, '/', 'employee');
    await user.type(screen.getByLabelText('Token name'), 'Nightly report');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Token created' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy token' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Not copied: select the token and copy it');
  });

  it('checks the form before sending, and shows a field the server refused next to it', async () => {
    serve('POST /api_tokens', () =>
      refuse(400, { error: 'invalid', detail: 'expires_at must be in the future', field: 'expires_at' }),
    );
    renderRemoteApp(ApiTokensSection, '/', 'employee');
    const form = screen.getByRole('form', { name: 'New token' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(within(form).getByLabelText('Token name')).toHaveAccessibleDescription(
      'Give the token a name of at most 100 characters',
    );
    expect(within(form).getByLabelText('Token name')).toBeInvalid();
    expect(sent('POST /api_tokens')).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Token name'), 'Nightly report');
    await userEvent.click(within(form).getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Expires on')).toHaveAccessibleDescription(
        'Choose a day from tomorrow to a year from today',
      ),
    );
    expect(within(form).getByLabelText('Token name')).not.toBeInvalid();
    expect(sent('POST /api_tokens')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentNotice()).toBeNull();
  });

  it('says in a notice when the viewer holds too many tokens, keeping what was typed', async () => {
    serve('POST /api_tokens', () =>
      refuse(409, { error: 'too_many_tokens', detail: 'A person holds at most 20 live tokens' }),
    );
    renderRemoteApp(ApiTokensSection, '/', 'employee');
    await userEvent.type(screen.getByLabelText('Token name'), 'One more');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(currentNotice()).toBe(
        'Too many tokens: A person holds at most 20 live tokens: revoke one first',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Token created' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Token name')).toHaveValue('One more');
  });

  it('revokes a live token once confirmed, then shows it revoked', async () => {
    renderRemoteApp(ApiTokensSection, '/', 'employee');
    const revoke = await within(list('Your tokens')).findByRole('button', {
      name: 'Revoke the token CI export',
    });

    await userEvent.click(revoke);
    let confirm = screen.getByRole('dialog', { name: 'Revoke this token?' });
    expect(confirm).toHaveTextContent('CI export stops working at once, for every tool that uses it.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE /api_token/{id}')).toEqual([]);

    await userEvent.click(revoke);
    confirm = screen.getByRole('dialog', { name: 'Revoke this token?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(currentNotice()).toBe('Token revoked: It stops working at once'));
    expect(sent('DELETE /api_token/{id}')).toEqual([[CI.id]]);
    await waitFor(() => expect(tokensOf('Your tokens')[0][2]).toMatch(/^Revoked /));
    expect(
      within(list('Your tokens')).queryByRole('button', { name: 'Revoke the token CI export' }),
    ).not.toBeInTheDocument();
  });

  it('says when a revocation was refused', async () => {
    serve('DELETE /api_token/{id}', () => refuse(403));
    renderRemoteApp(ApiTokensSection, '/', 'employee');
    await userEvent.click(
      await within(list('Your tokens')).findByRole('button', { name: 'Revoke the token CI export' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Revoke this token?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(currentNotice()).toBe('Not revoked: Something went wrong, please try again'));
    expect(tokensOf('Your tokens')[0][2]).toMatch(/^Expires /);
  });

  it("shows the company's tokens, with their owners, to its representative, who revokes them", async () => {
    renderRemoteApp(ApiTokensSection, '/', 'company_admin');
    await within(list("Your company's tokens")).findAllByRole('listitem');
    expect(tokensOf("Your company's tokens").map((lines) => lines.slice(0, 2))).toEqual([
      ['Ada’s sync Read only', 'Owner: ada@example.com'],
      ['CI export Read only', 'Owner: employee@example.com'],
    ]);
    expect(sent('GET /api_tokens')).toEqual(expect.arrayContaining([[], [{ company: 3 }]]));

    await userEvent.click(
      within(list("Your company's tokens")).getByRole('button', { name: 'Revoke the token Ada’s sync' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Revoke this token?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent('DELETE /api_token/{id}')).toEqual([[ADAS.id]]));
    await waitFor(() => expect(tokensOf("Your company's tokens")[0][3]).toMatch(/^Revoked /));
  });

  it.each(['employee', 'company_member', 'department_admin'] as const)(
    "shows a %s no company's tokens, nor asks for them",
    async (role) => {
      renderRemoteApp(ApiTokensSection, '/', role);
      await within(list('Your tokens')).findAllByRole('listitem');
      expect(screen.queryByRole('region', { name: "Your company's tokens" })).not.toBeInTheDocument();
      expect(sent('GET /api_tokens')).toEqual([[]]);
    },
  );

  it("never shows a failed read as 'No tokens yet': it offers 'Try again', which heals", async () => {
    serve('GET /api_tokens', () => refuse(500));
    renderRemoteApp(ApiTokensSection, '/', 'employee');
    const failure = await within(list('Your tokens')).findByRole(
      'alert',
      { name: 'Could not load this' },
      { timeout: 10_000 },
    );
    expect(screen.queryByText('No tokens yet')).not.toBeInTheDocument();
    serve('GET /api_tokens', () => [CI]);
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tokensOf('Your tokens')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);
});
