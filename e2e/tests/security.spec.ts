/**
 * The product server as an attacker meets it: security headers on every page, no framing, no
 * source maps, and request paths that used to crash it or show a browser error page.
 */
import net from 'node:net';
import { expect, test } from '../support/test';
import { E2E_SHELL_PORT } from '../support/ports';
import { REMOTE_NAMES } from '../support/stack';

const SHELL = `http://127.0.0.1:${E2E_SHELL_PORT}`;

/** One raw HTTP/1.1 request, bytes as given (fetch and browsers would re-encode the path). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(E2E_SHELL_PORT, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${E2E_SHELL_PORT}\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0),
        body: data.slice(data.indexOf('\r\n\r\n') + 4),
      }),
    );
  });
}

test('every page carries a strict Content-Security-Policy, no framing and no referrer', async ({
  request,
}) => {
  const remotes: Record<string, { entry: string }> = await (
    await request.get(`${SHELL}/remotes.json`)
  ).json();
  for (const path of ['/', '/admin/companies', '/remotes.json']) {
    const res = await request.get(`${SHELL}${path}`);
    const csp = res.headers()['content-security-policy'];
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'))!;
    // scripts only from the shell and the remotes: no inline script, no eval, nothing else
    expect(scriptSrc.split(/\s+/).sort()).toEqual(
      ['script-src', "'self'", ...REMOTE_NAMES.map((n) => new URL(remotes[n].entry).origin)].sort(),
    );
    expect(res.headers()['referrer-policy'], path).toBe('no-referrer');
    expect(res.headers()['x-frame-options'], path).toBe('DENY');
  }
});

test('a foreign page cannot frame the login page', async ({ browser }) => {
  // a page of its own: the refused framing is reported as a violation, which is the point here
  const page = await browser.newPage();
  await page.setContent(`<iframe title="framed" src="${SHELL}/"></iframe>`);
  await expect.poll(() => page.frames().length).toBe(2);
  await expect.poll(() => page.frames()[1].url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Login' })).toHaveCount(0);
  await page.close();
});

test('no source map is served and no script points at one', async ({ request }) => {
  const html = await (await request.get(`${SHELL}/`)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="?([^"\s>]+)/g)].map((m) => new URL(m[1], SHELL).href);
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const js = await (await request.get(src)).text();
    expect(js, src).not.toMatch(/sourceMappingURL=/);
    expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404);
  }
});

test('malformed paths get a plain 404 or the app, and never stop the server', async ({ page }) => {
  expect((await rawGet('/remotes.json%00.html')).status).toBe(404);
  expect((await rawGet('/main.js%00')).status).toBe(404);
  expect((await rawGet('/%E0%A4%A.js')).status).toBe(404);
  const broken = await rawGet('/admin/users/%E0%A4%A');
  expect(broken.status).toBe(200);
  expect(broken.body).toMatch(/<div id="?root"?>/);
  expect((await rawGet('/..%2f..%2f..%2fetc%2fpasswd')).body).not.toContain('root:');
  // still serving
  expect((await rawGet('/')).status).toBe(200);

  // in the browser, the broken address opens the app, which sends a visitor to the login page
  await page.goto('/admin/users/%E0%A4%A');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(`${SHELL}/`);
});
