/** POST /token/, POST /token/refresh/, bearer authentication and the allow-list. */
import jwt from 'jsonwebtoken';
import { GLOBEX, SEED_ACCOUNTS, SEED_PASSWORD } from '../src/seed';
import { decodeClaims, expectError, signIn, startTestServer, type TestServer } from './helpers';

describe('authentication', () => {
  let server: TestServer;
  beforeAll(async () => {
    // the product's allow-list: only the five demo accounts
    server = await startTestServer({ allowList: undefined });
  });
  afterAll(() => server.stop());

  test('POST /token/ returns 200 with access and refresh tokens carrying exactly the session claims', async () => {
    const res = await server.api('POST', '/token/', {
      body: { email: SEED_ACCOUNTS.representative.email, password: SEED_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'refresh']);
    const claims = decodeClaims(res.body.access);
    expect(Object.keys(claims).sort()).toEqual([
      'company',
      'email',
      'exp',
      'iat',
      'name',
      'role',
      'sid',
      'token_type',
      'user_id',
      'username',
    ]);
    expect(claims).toMatchObject({
      email: 'representative@example.com',
      role: 'company_admin',
      name: 'Rita Representative',
      username: 'representative',
      token_type: 'access',
    });
    expect(typeof claims.company).toBe('number');
    expect(claims.exp - claims.iat).toBe(900);
    expect(decodeClaims(res.body.refresh)).toMatchObject({ token_type: 'refresh', user_id: claims.user_id });
  });

  test('every seeded role signs in; the platform admin has no company', async () => {
    const roles = await Promise.all(
      Object.values(SEED_ACCOUNTS).map(async (a) => ({
        role: (await signIn(server.api, a.email)).claims.role,
        expected: a.role,
      })),
    );
    for (const r of roles) expect(r.role).toBe(r.expected);
    expect((await signIn(server.api, SEED_ACCOUNTS.admin.email)).claims.company).toBeNull();
  });

  test('email is matched case-insensitively', async () => {
    const res = await server.api('POST', '/token/', {
      body: { email: '  Consultant@Example.COM ', password: SEED_PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  test('wrong credentials give 401, unknown email too', async () => {
    expectError(
      await server.api('POST', '/token/', {
        body: { email: SEED_ACCOUNTS.admin.email, password: 'Demo#2024' },
      }),
      401,
      'invalid_credentials',
    );
    expectError(
      await server.api('POST', '/token/', { body: { email: 'nobody@example.com', password: SEED_PASSWORD } }),
      401,
      'invalid_credentials',
    );
  });

  test('missing fields give 400 naming the field', async () => {
    expectError(await server.api('POST', '/token/', { body: { password: 'x' } }), 400, 'invalid', 'email');
    expectError(
      await server.api('POST', '/token/', { body: { email: 'a@b.co' } }),
      400,
      'invalid',
      'password',
    );
  });

  test('an account off the allow-list is refused with 403 not_authorized even with the right password', async () => {
    const res = await server.api('POST', '/token/', {
      body: { email: GLOBEX.admin.email, password: SEED_PASSWORD },
    });
    expectError(res, 403, 'not_authorized');
    expect(res.body.detail).toMatch(/not authorized/);
    expect(res.body.newer_system_url).toMatch(/^https?:\/\//);
  });

  test('a deactivated account gets 401 at sign-in and its live token stops working', async () => {
    const rep = await signIn(server.api, SEED_ACCOUNTS.representative.email);
    const board = await signIn(server.api, SEED_ACCOUNTS.board.email);
    const off = await server.api('PATCH', `/update_user/${board.claims.user_id}`, {
      token: rep.access,
      body: { is_active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.is_active).toBe(false);
    expectError(
      await server.api('POST', '/token/', {
        body: { email: SEED_ACCOUNTS.board.email, password: SEED_PASSWORD },
      }),
      401,
      'inactive',
    );
    expectError(
      await server.api('GET', `/get_company/${board.claims.user_id}`, { token: board.access }),
      401,
    );
    expectError(await server.api('POST', '/token/refresh/', { body: { refresh: board.refresh } }), 401);
    await server.api('PATCH', `/update_user/${board.claims.user_id}`, {
      token: rep.access,
      body: { is_active: true },
    });
    expect((await signIn(server.api, SEED_ACCOUNTS.board.email)).claims.role).toBe('company_member');
  });

  test('missing, malformed, forged and refresh-as-access tokens get 401 with JSON', async () => {
    const cora = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    const url = `/tasks/${cora.claims.user_id}`;
    const missing = await server.api('GET', url);
    expectError(missing, 401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expectError(await server.api('GET', url, { headers: { authorization: 'Token abc' } }), 401);
    expectError(await server.api('GET', url, { token: 'not.a.jwt' }), 401, 'invalid_token');
    const forged = jwt.sign({ ...decodeClaims(cora.access), role: 'admin' }, 'some-other-secret', {
      algorithm: 'HS256',
    });
    expectError(await server.api('GET', url, { token: forged }), 401, 'invalid_token');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${cora.access.split('.')[1]}.`;
    expectError(await server.api('GET', url, { token: none }), 401, 'invalid_token');
    expectError(await server.api('GET', url, { token: cora.refresh }), 401, 'invalid_token');
    expect((await server.api('GET', url, { token: cora.access })).status).toBe(200);
  });

  test('a token of a user that no longer exists gets 401', async () => {
    const {
      exp: _exp,
      iat: _iat,
      ...claims
    } = (await signIn(server.api, SEED_ACCOUNTS.consultant.email)).claims;
    const ghost = jwt.sign({ ...claims, user_id: 999999 }, server.options.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: 60,
    });
    expectError(await server.api('GET', '/companies', { token: ghost }), 401);
  });

  test('POST /token/refresh/ returns new tokens; an access token is not a refresh token', async () => {
    const cora = await signIn(server.api, SEED_ACCOUNTS.consultant.email);
    const res = await server.api('POST', '/token/refresh/', { body: { refresh: cora.refresh } });
    expect(res.status).toBe(200);
    expect(decodeClaims(res.body.access)).toMatchObject({
      user_id: cora.claims.user_id,
      token_type: 'access',
      role: 'employee',
    });
    expectError(await server.api('POST', '/token/refresh/', { body: { refresh: cora.access } }), 401);
    expectError(await server.api('POST', '/token/refresh/', { body: { refresh: 'garbage' } }), 401);
    expectError(await server.api('POST', '/token/refresh/', { body: {} }), 400, 'invalid', 'refresh');
  });
});

describe('token expiry', () => {
  let server: TestServer;
  beforeAll(async () => {
    // five seconds: a token's expiry counts whole seconds from its issue, so a fresh token has more
    // than four left for the calls that expect it to work, even on a loaded machine (with one
    // second it had between 0 and 1, and a slow sign-in saw its fresh token refused)
    server = await startTestServer({ seed: 'empty', accessTokenTtl: 5, allowList: undefined });
  });
  afterAll(() => server.stop());

  test('an expired access token gets 401 token_expired; refreshing gives a working one', async () => {
    const admin = await signIn(server.api, SEED_ACCOUNTS.admin.email);
    expect((await server.api('GET', '/companies', { token: admin.access })).status).toBe(200);
    const wait = admin.claims.exp * 1000 - Date.now() + 50;
    await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0)));
    expectError(await server.api('GET', '/companies', { token: admin.access }), 401, 'token_expired');
    const refreshed = await server.api('POST', '/token/refresh/', { body: { refresh: admin.refresh } });
    expect(refreshed.status).toBe(200);
    expect((await server.api('GET', '/companies', { token: refreshed.body.access })).status).toBe(200);
  });
});
