/**
 * The product server as an attacker meets it at the socket: it proxies only to its configured API
 * origin, whatever the request line says, with the client's address and the proxy secret set by
 * itself; and it cuts off clients that send their request too slowly.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createStaticServer, PROXY_SECRET_HEADER } from '../static-server.mjs';

/** An HTTP server on a free port that records every request it gets and answers 200. */
async function recordingServer() {
  const seen = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url, headers: req.headers });
    // answers once the whole request is in, as the API does
    req.resume();
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    seen,
    port: server.address().port,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Writes `text` on a new socket to `port` and resolves with all that came back once the server closes it. */
function rawRequest(port, text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

const statusOf = (answer) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

let root;
let api;
let attacker;
let web;
let port;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-test-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  api = await recordingServer();
  attacker = await recordingServer();
  web = createStaticServer({
    root,
    apiTarget: `http://127.0.0.1:${api.port}`,
    proxySecret: 'the-install-secret',
    headersTimeout: 300,
    requestTimeout: 600,
  });
  port = await web.listen(0);
});

afterAll(async () => {
  await web.close();
  await api.close();
  await attacker.close();
  fs.rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  api.seen.length = 0;
  attacker.seen.length = 0;
});

describe('the proxy reaches only the configured API origin', () => {
  const credentials = 'Authorization: Bearer stolen\r\nCookie: session=stolen\r\n';
  const hostile = () => [
    `//127.0.0.1:${attacker.port}/api/v1/companies`,
    `http://127.0.0.1:${attacker.port}/api/v1/companies`,
    `/\\127.0.0.1:${attacker.port}/api/v1/companies`,
    `/\\/127.0.0.1:${attacker.port}/api/v1/companies`,
    `https://127.0.0.1:${attacker.port}/api/v1/companies`,
  ];

  test.each([0, 1, 2, 3, 4])('hostile request target %#: refused, nothing forwarded anywhere', async (i) => {
    const target = hostile()[i];
    const answer = await rawRequest(
      port,
      `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${credentials}Connection: close\r\n\r\n`,
    );
    expect(attacker.seen).toEqual([]);
    expect(api.seen).toEqual([]);
    expect(statusOf(answer)).toBe(400);
    expect(answer).not.toContain('"ok":true');
  });

  test.each(['http://evil.example/x', '//evil.example/x', '/\\evil.example/x', 'https://evil.example/'])(
    'a request line naming another host outside /api/ (%s) is 400 too, never the app',
    async (target) => {
      const answer = await rawRequest(
        port,
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      expect(statusOf(answer)).toBe(400);
      expect(answer).toContain('The request must name a path.');
      expect(answer).not.toContain('<title>app</title>');
    },
  );

  test('a path of this origin is forwarded to the API with the address and secret the server sets', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/v1/ping?x=1 HTTP/1.1\r\nHost: evil.example\r\nX-Forwarded-For: 203.0.113.9\r\n${PROXY_SECRET_HEADER}: guessed\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(200);
    expect(attacker.seen).toEqual([]);
    expect(api.seen).toHaveLength(1);
    const [{ url, headers }] = api.seen;
    expect(url).toBe('/api/v1/ping?x=1');
    expect(headers.host).toBe(`127.0.0.1:${api.port}`);
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers[PROXY_SECRET_HEADER]).toBe('the-install-secret');
  });
});

describe('slow clients are cut off', () => {
  test('headers never finished: the socket is closed', async () => {
    const answer = await rawRequest(port, 'GET /api/v1/ping HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(statusOf(answer)).toBe(408);
    expect(api.seen).toEqual([]);
  });

  test('a proxied body never finished: the socket is closed and the request not answered by the API', async () => {
    const answer = await rawRequest(
      port,
      'POST /api/v1/token/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    expect(statusOf(answer)).toBe(408);
  });

  test('a hundred half-sent requests at once are all cut off', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => rawRequest(port, 'GET / HTTP/1.1\r\nHost: localhost\r\n')),
    );
    for (const answer of answers) expect(statusOf(answer)).toBe(408);
  });
});
